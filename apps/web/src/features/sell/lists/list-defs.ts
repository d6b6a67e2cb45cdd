/** The owner's lists: one per item state (plus sold, promoted, and the items the user reported), their routes
 * and what each card may do there. Buttons follow the contract's owner rules. */
import { ITEM_STATUS, ownerItemActions, type OwnerItemBucket } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import type { Item } from '../../../lib/api/types';

export type ListId = OwnerItemBucket | 'reported';

export const LIST_IDS: readonly ListId[] = ['active', 'pending', 'rejected', 'hidden', 'disabled', 'sold', 'paid', 'reported'];

/** Hidden and sold have no route of their own (spec §2.1): they are tabs of /active-items (?tab=). */
export function listPath(id: ListId): string {
  switch (id) {
    case 'active':
      return pathFor('active-items');
    case 'pending':
      return pathFor('pending-items');
    case 'rejected':
      return pathFor('reject-items');
    case 'disabled':
      return pathFor('disable-items');
    case 'paid':
      return pathFor('paid-items');
    case 'reported':
      return pathFor('reported-items');
    case 'hidden':
    case 'sold':
      return pathFor('active-items', {}, { tab: id });
  }
}

export type ItemState = 'active' | 'pending' | 'rejected' | 'disabled' | 'hidden' | 'sold';

export function stateOf(item: Item): ItemState {
  if (item.is_sold_out) return 'sold';
  switch (item.status) {
    case ITEM_STATUS.published:
      return 'active';
    case ITEM_STATUS.pending:
      return 'pending';
    case ITEM_STATUS.rejected:
      return 'rejected';
    case ITEM_STATUS.disabled:
      return 'disabled';
    case ITEM_STATUS.hidden:
      return 'hidden';
    default:
      return 'pending';
  }
}

export interface OwnerActions {
  edit: boolean;
  hide: boolean;
  unhide: boolean;
  markSold: boolean;
  remove: boolean;
}

/** The buttons follow the contract's owner rules (ownerItemActions), which the server enforces too. */
export function ownerActions(item: Item): OwnerActions {
  const may = ownerItemActions({ status: item.status, isSoldOut: item.is_sold_out });
  return { edit: may.edit, hide: may.hide, unhide: may.unhide, markSold: may.mark_sold, remove: may.delete };
}

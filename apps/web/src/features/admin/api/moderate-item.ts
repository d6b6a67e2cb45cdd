import { apiPost } from '../../../lib/api/client';
import type { WireAdminItem } from './types';

export type ModerationAction = 'approve' | 'reject' | 'disable' | 'enable';

/**
 * `POST admin/item_{approve|reject|disable|enable}` {item_id[, reason]}: moves a listing along the staff
 * transitions of the contract's state machine (a reason is required to reject). Answers the Item.
 */
export function moderateItem(action: ModerationAction, itemId: string, reason?: string): Promise<WireAdminItem> {
  const body = action === 'reject' ? { item_id: itemId, reason: reason ?? '' } : { item_id: itemId };
  return apiPost<WireAdminItem>('admin', `item_${action}`, body);
}

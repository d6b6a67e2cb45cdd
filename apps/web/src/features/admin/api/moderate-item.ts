import { call } from '../../../lib/api/call';

export type ModerationAction = 'approve' | 'reject' | 'disable' | 'enable';

/**
 * `POST admin/item_{approve|reject|disable|enable}` {item_id[, reason]}: moves a listing along the staff
 * transitions of the contract's state machine (a reason is required to reject). Answers the Item.
 */
export function moderateItem(action: ModerationAction, itemId: string, reason?: string) {
  if (action === 'reject') return call('admin/item_reject', { body: { item_id: itemId, reason: reason ?? '' } });
  return call(`admin/item_${action}`, { body: { item_id: itemId } });
}

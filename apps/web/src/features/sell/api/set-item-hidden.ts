import { apiPost } from '../../../lib/api/client';
import { loginUserId } from '../../../lib/session/session-store';
import type { WireOwnItem } from './types';

/** `POST items/hide` or `items/unhide` {item_id}: the owner's transitions published ⇄ hidden. */
export function setItemHidden(itemId: string, hidden: boolean): Promise<WireOwnItem> {
  return apiPost<WireOwnItem>('items', hidden ? 'hide' : 'unhide', { item_id: itemId }, { login_user_id: loginUserId() });
}

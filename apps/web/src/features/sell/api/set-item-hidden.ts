import { call } from '../../../lib/api/call';
import { loginUserId } from '../../../lib/session/session-store';

/** `POST items/hide` or `items/unhide` {item_id}: the owner's transitions published ⇄ hidden. */
export function setItemHidden(itemId: string, hidden: boolean) {
  return call(hidden ? 'items/hide' : 'items/unhide', { body: { item_id: itemId }, path: { login_user_id: loginUserId() } });
}

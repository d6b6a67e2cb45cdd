import { call } from '../../../lib/api/call';
import { loginUserId } from '../../../lib/session/session-store';

/** `POST items/item_delete` {item_id, user_id}: removes the listing with its photos, chats and favourites. */
export function deleteItem(itemId: string) {
  return call('items/item_delete', { body: { item_id: itemId, user_id: loginUserId() } });
}

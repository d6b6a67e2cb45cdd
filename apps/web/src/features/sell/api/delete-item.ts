import { apiPost } from '../../../lib/api/client';
import type { WireSuccess } from '../../../lib/api/wire-types';
import { loginUserId } from '../../../lib/session/session-store';

/** `POST items/item_delete` {item_id, user_id}: removes the listing with its photos, chats and favourites. */
export function deleteItem(itemId: string): Promise<WireSuccess> {
  return apiPost<WireSuccess>('items', 'item_delete', { item_id: itemId, user_id: loginUserId() });
}

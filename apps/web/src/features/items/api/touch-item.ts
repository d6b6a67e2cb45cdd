import { call } from '../../../lib/api/call';
import { loginUserId } from '../../../lib/session/session-store';

/** `POST touches/touch_item {item_id, user_id}`: counts a view (visitors send nologinuser). Failures are ignored. */
export function touchItem(itemId: string): Promise<void> {
  return call('touches/touch_item', { body: { item_id: itemId, user_id: loginUserId() } }).then(
    () => undefined,
    () => undefined,
  );
}

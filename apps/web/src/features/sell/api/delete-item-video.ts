import { call } from '../../../lib/api/call';

/** `POST images/delete_video_and_icon` {item_id}. */
export function deleteItemVideo(itemId: string) {
  return call('images/delete_video_and_icon', { body: { item_id: itemId } });
}

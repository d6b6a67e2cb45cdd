import type { ItemEntryBody } from '@wheeldeal/contract';
import { call } from '../../../lib/api/call';
import { loginUserId } from '../../../lib/session/session-store';

/** The request side of the wire: every scalar travels as a string (wire contract §2); null numbers become "". */
function toWire(body: ItemEntryBody): { [K in keyof ItemEntryBody]: string } {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) out[k] = v === null || v === undefined ? '' : String(v);
  return out as { [K in keyof ItemEntryBody]: string };
}

/** `POST items/add/login_user_id/{me}`: empty `id` creates, otherwise updates. Answers the Item (status 0 when
 * it waits for approval). Creating with no posts left answers 400. */
export function saveItem(body: ItemEntryBody) {
  return call('items/add', { body: toWire(body), path: { login_user_id: loginUserId() } });
}

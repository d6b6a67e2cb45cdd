import type { ItemEntryBody } from '@wheeldeal/contract';
import { apiPost } from '../../../lib/api/client';
import { loginUserId } from '../../../lib/session/session-store';
import type { WireOwnItem } from './types';

/** Every scalar travels as a string (wire contract §2); null numbers become "". */
function toWire(body: ItemEntryBody): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) out[k] = v === null || v === undefined ? '' : String(v);
  return out;
}

/** `POST items/add/login_user_id/{me}`: empty `id` creates, otherwise updates. Answers the Item (status "0" when
 * it waits for approval). Creating with no posts left answers 400. */
export function saveItem(body: ItemEntryBody): Promise<WireOwnItem> {
  return apiPost<WireOwnItem>('items', 'add', toWire(body), { login_user_id: loginUserId() });
}

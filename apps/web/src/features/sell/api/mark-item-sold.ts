import type { soldOutBody } from '@wheeldeal/contract';
import type { z } from 'zod';
import { call } from '../../../lib/api/call';
import { loginUserId } from '../../../lib/session/session-store';

/** What the "mark sold" dialog sends (the contract's body, as its form has checked it). */
export type MarkSold = z.output<typeof soldOutBody>;

/** `POST items/sold_out_from_itemdetails/login_user_id/{me}` → the Item, now sold (only once). */
export function markItemSold(body: MarkSold) {
  return call('items/sold_out_from_itemdetails', { body, path: { login_user_id: loginUserId() } });
}

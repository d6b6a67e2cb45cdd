import { apiPost } from '../../../lib/api/client';
import { loginUserId } from '../../../lib/session/session-store';
import type { WireOwnItem } from './types';

export interface MarkSold {
  item_id: string;
  sold_type: string;
  buyer_user_id: string;
  sold_buyer_name: string;
}

/** `POST items/sold_out_from_itemdetails/login_user_id/{me}` → the Item with is_sold_out "1" (only once). */
export function markItemSold(body: MarkSold): Promise<WireOwnItem> {
  return apiPost<WireOwnItem>('items', 'sold_out_from_itemdetails', body, { login_user_id: loginUserId() });
}

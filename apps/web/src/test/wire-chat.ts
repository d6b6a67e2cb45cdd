/** Wire chat headers and messages as the server sends them, for the chat screens' unit tests. */
import { wireChatHeader, wireChatMessage, type WireOf } from '@wheeldeal/contract';
import { wireItemFixture, wireRecordFixture, wireUserFixture } from './wire-item';

export function wireChatMessageFixture(overrides: Record<string, unknown> = {}): WireOf<typeof wireChatMessage> {
  return wireRecordFixture(wireChatMessage, {
    id: 'msg1',
    chat_id: 'cht1',
    seq: '1',
    client_id: '',
    sender_user_id: 'buyer1',
    type: '0',
    message: 'Hello',
    is_read: '0',
    added_date: '2026-03-02 10:00:00',
    added_date_str: 'now',
    ...overrides,
  });
}

export function wireChatHeaderFixture(overrides: Record<string, unknown> = {}): WireOf<typeof wireChatHeader> {
  return wireRecordFixture(wireChatHeader, {
    id: 'cht1',
    item_id: 'itm1',
    buyer_user_id: 'buyer1',
    seller_user_id: 'seller1',
    nego_price: '0',
    buyer_unread_count: '0',
    seller_unread_count: '0',
    is_accept: '0',
    is_offer: '0',
    offer_status: '1',
    chat_status: '0',
    offer_amount: '0',
    added_date: '2026-03-02 09:00:00',
    added_date_str: 'today',
    photo_count: '1',
    is_favourited: '0',
    is_owner: '0',
    item: wireItemFixture({ id: 'itm1', title: 'Toyota Corolla 2018', price: '12500', added_user_id: 'seller1' }),
    buyer: wireUserFixture({ user_id: 'buyer1', user_name: 'Bo Bo' }),
    seller: wireUserFixture({ user_id: 'seller1', user_name: 'Su Su' }),
    deal_state: 'chatting',
    latest_offer_by: '',
    allowed_actions: 'offer',
    last_seq: '0',
    buyer_read_seq: '0',
    seller_read_seq: '0',
    last_message: '',
    last_message_type: '',
    last_message_date: '',
    buyer_reviewed: '0',
    seller_reviewed: '0',
    is_blocked: '0',
    ...overrides,
  });
}

/** The chat screen's pure logic: timeline with date separators, optimistic sends, the offer price, the offer bar. */
import { beforeAll, describe, expect, it } from 'vitest';
import { allowedDealActions, CHAT_GUARD_KINDS, DEAL_ACTIONS, DEAL_ROLES, DEAL_STATES, wireChatMessage, type DealItem } from '@wheeldeal/contract';
import { i18next } from '../../../lib/i18n/i18n';
import { wireChatMessageFixture } from '../../../test/wire-chat';
import type { ChatMessage } from '../../../lib/queries/chat';
import { checkOfferPrice, needsConfirmation, offerBarButtons } from './offer';
import { outboxReducer, stillPending, type PendingMessage } from './outbox';
import { buildTimeline } from './timeline';

const msg = (overrides: Record<string, unknown>): ChatMessage => wireChatMessage.parse(wireChatMessageFixture(overrides));
const pending = (clientId: string, createdAt = Date.parse('2026-03-02T12:00:00Z'), status: PendingMessage['status'] = 'sending'): PendingMessage => ({
  clientId,
  chatId: 'cht1',
  text: `text ${clientId}`,
  status,
  createdAt,
});

describe('buildTimeline', () => {
  it('turns the server date rows (type 3) into separators, once per day', () => {
    const rows = buildTimeline(
      [
        msg({ id: 'd1', seq: '1', type: '3', message: '2026-03-01', sender_user_id: 'buyer1' }),
        msg({ id: 'm2', seq: '2', added_date: '2026-03-01 09:00:00' }),
        msg({ id: 'd3', seq: '3', type: '3', message: '2026-03-02' }),
        msg({ id: 'd3b', seq: '4', type: '3', message: '2026-03-02' }),
        msg({ id: 'm5', seq: '5', type: '2', offer_amount: '9000', deal_action: 'offer', added_date: '2026-03-02 08:00:00' }),
      ],
      [],
    );
    expect(rows.map((r) => (r.kind === 'date' ? `date ${r.day}` : r.key))).toEqual(['date 2026-03-01', 'm2', 'date 2026-03-02', 'm5']);
  });

  it('puts pending sends last, with a separator when their day has none yet', () => {
    const stored = [msg({ id: 'd1', seq: '1', type: '3', message: '2026-03-01' }), msg({ id: 'm2', seq: '2' })];
    const sameDay = buildTimeline(stored, [pending('a', Date.parse('2026-03-01T20:00:00Z'))]);
    expect(sameDay.map((r) => r.kind)).toEqual(['date', 'message', 'pending']);
    const nextDay = buildTimeline(stored, [pending('a', Date.parse('2026-03-02T08:00:00Z')), pending('b', Date.parse('2026-03-02T08:01:00Z'))]);
    expect(nextDay.map((r) => (r.kind === 'date' ? r.day : r.kind))).toEqual(['2026-03-01', 'message', '2026-03-02', 'pending', 'pending']);
  });
});

describe('optimistic sending', () => {
  it('shows a message at once and drops it when the stored copy with its client id arrives', () => {
    let outbox = outboxReducer([], { type: 'queued', message: pending('c1') });
    outbox = outboxReducer(outbox, { type: 'queued', message: pending('c2') });
    expect(stillPending(outbox, [], 'buyer1').map((p) => p.clientId)).toEqual(['c1', 'c2']);
    const stored = [msg({ id: 'm9', seq: '9', client_id: 'c1', sender_user_id: 'buyer1' })];
    expect(stillPending(outbox, stored, 'buyer1').map((p) => p.clientId)).toEqual(['c2']);
    // The same client id from the other participant is another message.
    expect(stillPending(outbox, [msg({ id: 'x', seq: '10', client_id: 'c2', sender_user_id: 'seller1' })], 'buyer1')).toHaveLength(2);
  });

  it('keeps a failed send with its text for a retry under the same client id, or discards it', () => {
    let outbox = outboxReducer([], { type: 'queued', message: pending('c1') });
    outbox = outboxReducer(outbox, { type: 'failed', clientId: 'c1' });
    expect(outbox).toEqual([{ ...pending('c1'), status: 'failed' }]);
    outbox = outboxReducer(outbox, { type: 'retry', clientId: 'c1' });
    expect(outbox[0]).toMatchObject({ clientId: 'c1', text: 'text c1', status: 'sending' });
    expect(outboxReducer(outbox, { type: 'discard', clientId: 'c1' })).toEqual([]);
  });
});

describe('checkOfferPrice', () => {
  it('takes a price above 0 in whole cents, as the server does', () => {
    expect(checkOfferPrice('12500')).toEqual({ ok: true, amount: 12500 });
    expect(checkOfferPrice(' 12,500.50 ')).toEqual({ ok: true, amount: 12500.5 });
    expect(checkOfferPrice('0.01')).toEqual({ ok: true, amount: 0.01 });
  });

  it('says why anything else is not a price', () => {
    expect(checkOfferPrice('')).toEqual({ ok: false, error: 'required' });
    expect(checkOfferPrice('0')).toEqual({ ok: false, error: 'invalid' });
    expect(checkOfferPrice('-5')).toEqual({ ok: false, error: 'invalid' });
    expect(checkOfferPrice('12abc')).toEqual({ ok: false, error: 'invalid' });
    expect(checkOfferPrice('1e5')).toEqual({ ok: false, error: 'invalid' });
    expect(checkOfferPrice('10.005')).toEqual({ ok: false, error: 'cents' });
    expect(checkOfferPrice('9999999999999')).toEqual({ ok: false, error: 'too_high' });
  });
});

describe('offer bar', () => {
  const item: DealItem = { status: 1, isSoldOut: false, isShop: false, acceptedElsewhere: false };

  it('shows exactly the allowed actions (review aside) for every state and role of the deal graph', () => {
    for (const state of DEAL_STATES) {
      for (const role of DEAL_ROLES) {
        const allowed = allowedDealActions(state, role, item);
        const buttons = offerBarButtons(allowed);
        expect(new Set(buttons), `${state} / ${role}`).toEqual(new Set(allowed.filter((a) => a !== 'review')));
      }
    }
  });

  it('gives the seller accept, counter and reject on an offer, and the buyer offer and withdraw', () => {
    expect(offerBarButtons(allowedDealActions('offered', 'seller', item))).toEqual(['accept', 'counter', 'reject']);
    expect(offerBarButtons(allowedDealActions('offered', 'buyer', item))).toEqual(['offer', 'withdraw']);
    expect(offerBarButtons(allowedDealActions('accepted', 'buyer', item))).toEqual(['confirm_bought']);
    expect(offerBarButtons(allowedDealActions('bought', 'seller', item))).toEqual(['mark_sold']);
    expect(offerBarButtons(allowedDealActions('sold', 'buyer', item))).toEqual([]);
  });

  it('asks for confirmation before every step but the price dialogs', () => {
    expect(['accept', 'reject', 'withdraw', 'confirm_bought', 'mark_sold'].every((a) => needsConfirmation(a as never))).toBe(true);
    expect(needsConfirmation('offer') || needsConfirmation('counter')).toBe(false);
  });
});

describe('strings built from data', () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['chat']);
  });

  it('exist for every deal state, guard kind, bar action and confirmation', () => {
    const keys = [
      ...DEAL_STATES.map((s) => `deal_state.${s}`),
      ...CHAT_GUARD_KINDS.map((k) => `guard.${k}`),
      ...offerBarButtons(DEAL_ACTIONS).map((a) => `offer.actions.${a}`),
      ...offerBarButtons(DEAL_ACTIONS)
        .filter(needsConfirmation)
        .flatMap((a) => [`offer.confirm.${a}.title`, `offer.confirm.${a}.text`]),
      ...(['required', 'invalid', 'too_high', 'cents'] as const).map((e) => `offer.price_errors.${e}`),
    ];
    expect(keys.filter((k) => !i18next.exists(`chat:${k}`, { lng: 'en' }))).toEqual([]);
  });
});

/**
 * The deal state machine against tables written out by hand: every state × action × role, the item rules, the
 * amounts, the wire mapping both ways and whole deals told as stories.
 */
import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_TYPE,
  DEAL_ACTIONS,
  DEAL_ROLES,
  DEAL_STATES,
  DEAL_WIRE,
  ITEM_FIELD_LIMITS,
  ITEM_STATUS,
  allowedDealActions,
  dealStateFromWire,
  dealTransition,
  updatePriceAction,
  type DealAction,
  type DealItem,
  type DealOutcome,
  type DealParty,
  type DealState,
} from '../src/index.ts';

const openCar: DealItem = { status: ITEM_STATUS.published, isSoldOut: false, isShop: false, acceptedElsewhere: false };

/** '→x': allowed, next state x; anything else: the refusal key. */
type Cell = string;
const NP = 'deal.not_participant';
const OWN = 'deal.own_item';
const AGAIN = 'deal.accept_again';
const OTHER = 'deal.other_party';
const REVIEW = 'deal.review_after_sale';
const from = (s: string) => `deal.transition_from.${s}`;

/** [buyer, seller, other] for each state and action, with a published single car, an amount of 1000, no reviews. */
const EXPECTED: Record<DealState, Record<DealAction, [Cell, Cell, Cell]>> = {
  chatting: {
    offer: ['→offered', OWN, NP],
    counter: [from('chatting'), from('chatting'), NP],
    accept: [from('chatting'), from('chatting'), NP],
    reject: [from('chatting'), from('chatting'), NP],
    withdraw: [from('chatting'), from('chatting'), NP],
    confirm_bought: [from('chatting'), from('chatting'), NP],
    mark_sold: [from('chatting'), from('chatting'), NP],
    review: [REVIEW, REVIEW, NP],
  },
  offered: {
    offer: ['→offered', OWN, NP],
    counter: [OTHER, '→countered', NP],
    accept: [OTHER, '→accepted', NP],
    reject: [OTHER, '→rejected', NP],
    withdraw: ['→chatting', OTHER, NP],
    confirm_bought: [from('offered'), from('offered'), NP],
    mark_sold: [from('offered'), from('offered'), NP],
    review: [REVIEW, REVIEW, NP],
  },
  countered: {
    offer: ['→offered', OWN, NP],
    counter: [OTHER, '→countered', NP],
    accept: ['→accepted', OTHER, NP],
    reject: ['→rejected', OTHER, NP],
    withdraw: [OTHER, '→chatting', NP],
    confirm_bought: [from('countered'), from('countered'), NP],
    mark_sold: [from('countered'), from('countered'), NP],
    review: [REVIEW, REVIEW, NP],
  },
  rejected: {
    offer: ['→offered', OWN, NP],
    counter: [from('rejected'), from('rejected'), NP],
    accept: [from('rejected'), from('rejected'), NP],
    reject: [from('rejected'), from('rejected'), NP],
    withdraw: [from('rejected'), from('rejected'), NP],
    confirm_bought: [from('rejected'), from('rejected'), NP],
    mark_sold: [from('rejected'), from('rejected'), NP],
    review: [REVIEW, REVIEW, NP],
  },
  accepted: {
    offer: [from('accepted'), OWN, NP],
    counter: [from('accepted'), from('accepted'), NP],
    accept: [AGAIN, AGAIN, NP],
    reject: [from('accepted'), from('accepted'), NP],
    withdraw: [from('accepted'), from('accepted'), NP],
    confirm_bought: ['→bought', OTHER, NP],
    mark_sold: ['deal.awaiting_buyer', 'deal.awaiting_buyer', NP],
    review: [REVIEW, REVIEW, NP],
  },
  bought: {
    offer: [from('bought'), OWN, NP],
    counter: [from('bought'), from('bought'), NP],
    accept: [AGAIN, AGAIN, NP],
    reject: [from('bought'), from('bought'), NP],
    withdraw: [from('bought'), from('bought'), NP],
    confirm_bought: [from('bought'), from('bought'), NP],
    mark_sold: [OTHER, '→sold', NP],
    review: [REVIEW, REVIEW, NP],
  },
  sold: {
    offer: [from('sold'), OWN, NP],
    counter: [from('sold'), from('sold'), NP],
    accept: [AGAIN, AGAIN, NP],
    reject: [from('sold'), from('sold'), NP],
    withdraw: [from('sold'), from('sold'), NP],
    confirm_bought: [from('sold'), from('sold'), NP],
    mark_sold: [from('sold'), from('sold'), NP],
    review: ['→sold', '→sold', NP],
  },
};

const cell = (o: DealOutcome): Cell => (o.ok ? `→${o.state}` : o.refusal);

describe('the deal graph', () => {
  it('covers every state and action in the expected table', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...DEAL_STATES].sort());
    for (const s of DEAL_STATES) expect(Object.keys(EXPECTED[s]).sort(), s).toEqual([...DEAL_ACTIONS].sort());
  });

  for (const state of DEAL_STATES)
    for (const action of DEAL_ACTIONS)
      DEAL_ROLES.forEach((role, i) => {
        const want = EXPECTED[state][action][i]!;
        it(`${state} × ${action} × ${role} → ${want}`, () => {
          expect(cell(dealTransition(state, action, { role, item: openCar, amount: 1000 }))).toBe(want);
        });
      });

  it('offers exactly the allowed actions to each role (the buttons of the offer bar)', () => {
    for (const state of DEAL_STATES)
      DEAL_ROLES.forEach((role, i) => {
        const want = DEAL_ACTIONS.filter((a) => EXPECTED[state][a][i]!.startsWith('→'));
        expect(allowedDealActions(state, role, openCar), `${state} ${role}`).toEqual(want);
      });
  });
});

describe('what each step writes', () => {
  const ok = (state: DealState, action: DealAction, role: DealParty, amount?: number, item: DealItem = openCar) => {
    const o = dealTransition(state, action, { role, item, amount });
    if (!o.ok) throw new Error(`refused: ${o.refusal}`);
    return o;
  };

  it('writes an offer message with the price for offers and counters, and sets nego_price', () => {
    expect(ok('chatting', 'offer', 'buyer', 9500)).toMatchObject({ messageType: CHAT_MESSAGE_TYPE.offer, negoPrice: 9500 });
    expect(ok('offered', 'counter', 'seller', 9900)).toMatchObject({ messageType: CHAT_MESSAGE_TYPE.offer, negoPrice: 9900 });
  });

  it('clears nego_price on a rejection or a withdrawal, and keeps it on acceptance', () => {
    expect(ok('offered', 'reject', 'seller')).toMatchObject({ messageType: CHAT_MESSAGE_TYPE.offer, negoPrice: 0 });
    expect(ok('countered', 'withdraw', 'seller')).toMatchObject({ messageType: CHAT_MESSAGE_TYPE.offer, negoPrice: 0 });
    expect(ok('offered', 'accept', 'seller')).toMatchObject({ messageType: CHAT_MESSAGE_TYPE.offer, negoPrice: null });
  });

  it('writes a bought message for the buyer’s confirmation and a sold one for the sale; a review writes none', () => {
    expect(ok('accepted', 'confirm_bought', 'buyer').messageType).toBe(CHAT_MESSAGE_TYPE.bought);
    expect(ok('bought', 'mark_sold', 'seller').messageType).toBe(CHAT_MESSAGE_TYPE.sold);
    expect(ok('sold', 'review', 'buyer').messageType).toBeNull();
  });

  it('marks a single car sold out, but not a shop item that keeps selling', () => {
    expect(ok('bought', 'mark_sold', 'seller').marksItemSoldOut).toBe(true);
    expect(ok('bought', 'mark_sold', 'seller', undefined, { ...openCar, isShop: true }).marksItemSoldOut).toBe(false);
    expect(ok('offered', 'accept', 'seller').marksItemSoldOut).toBe(false);
  });

  it('carries the wire header of the state it reaches', () => {
    expect(ok('chatting', 'offer', 'buyer', 1).header).toEqual({ offer_status: 2, chat_status: 1, is_offer: true, is_accept: false });
    expect(ok('offered', 'accept', 'seller').header).toEqual({ offer_status: 2, chat_status: 3, is_offer: true, is_accept: true });
    expect(ok('accepted', 'confirm_bought', 'buyer').header).toEqual({ offer_status: 3, chat_status: 5, is_offer: true, is_accept: true });
    expect(ok('bought', 'mark_sold', 'seller').header).toEqual({ offer_status: 3, chat_status: 4, is_offer: true, is_accept: true });
    expect(ok('offered', 'reject', 'seller').header).toEqual({ offer_status: 4, chat_status: 2, is_offer: false, is_accept: false });
    expect(ok('offered', 'withdraw', 'buyer').header).toEqual({ offer_status: 1, chat_status: 0, is_offer: false, is_accept: false });
  });
});

describe('the item a deal is about', () => {
  const refusal = (state: DealState, action: DealAction, role: DealParty, item: Partial<DealItem>) => {
    const o = dealTransition(state, action, { role, item: { ...openCar, ...item }, amount: 500 });
    return o.ok ? 'allowed' : o.refusal;
  };

  it('refuses offers, counters and acceptance on a listing that is not published', () => {
    expect(refusal('chatting', 'offer', 'buyer', { status: ITEM_STATUS.pending })).toBe('item.transition_from.pending');
    expect(refusal('chatting', 'offer', 'buyer', { status: ITEM_STATUS.disabled })).toBe('item.transition_from.disabled');
    expect(refusal('chatting', 'offer', 'buyer', { status: ITEM_STATUS.rejected })).toBe('item.transition_from.rejected');
    expect(refusal('chatting', 'offer', 'buyer', { status: ITEM_STATUS.hidden })).toBe('item.transition_from.hidden');
    expect(refusal('offered', 'counter', 'seller', { status: ITEM_STATUS.disabled })).toBe('item.transition_from.disabled');
    expect(refusal('offered', 'accept', 'seller', { status: ITEM_STATUS.pending })).toBe('item.transition_from.pending');
  });

  it('refuses offers and acceptance on a sold item', () => {
    expect(refusal('rejected', 'offer', 'buyer', { isSoldOut: true })).toBe('item.already_sold');
    expect(refusal('countered', 'accept', 'buyer', { isSoldOut: true })).toBe('item.already_sold');
    expect(refusal('bought', 'mark_sold', 'seller', { isSoldOut: true })).toBe('item.already_sold');
  });

  it('still lets either side decline or withdraw, and the buyer confirm, whatever became of the listing', () => {
    expect(refusal('offered', 'reject', 'seller', { status: ITEM_STATUS.disabled, isSoldOut: true })).toBe('allowed');
    expect(refusal('offered', 'withdraw', 'buyer', { status: ITEM_STATUS.pending })).toBe('allowed');
    expect(refusal('accepted', 'confirm_bought', 'buyer', { status: ITEM_STATUS.hidden })).toBe('allowed');
  });

  it('follows the owner’s mark-sold rule: not on a disabled listing', () => {
    expect(refusal('bought', 'mark_sold', 'seller', { status: ITEM_STATUS.disabled })).toBe('item.transition_from.disabled');
    expect(refusal('bought', 'mark_sold', 'seller', { status: ITEM_STATUS.hidden })).toBe('allowed');
  });

  it('lets only one conversation about a single car reach acceptance', () => {
    const taken = { acceptedElsewhere: true };
    expect(refusal('offered', 'accept', 'seller', taken)).toBe('deal.accept_again');
    expect(refusal('countered', 'accept', 'buyer', taken)).toBe('deal.accept_again');
    expect(refusal('chatting', 'offer', 'buyer', taken)).toBe('deal.reserved');
    expect(refusal('offered', 'counter', 'seller', taken)).toBe('deal.reserved');
    expect(refusal('offered', 'reject', 'seller', taken)).toBe('allowed');
    expect(allowedDealActions('offered', 'seller', { ...openCar, ...taken })).toEqual(['reject']);
  });

  it('lets a shop item be accepted in many conversations', () => {
    const shop = { isShop: true, acceptedElsewhere: true };
    expect(refusal('offered', 'accept', 'seller', shop)).toBe('allowed');
    expect(refusal('chatting', 'offer', 'buyer', shop)).toBe('allowed');
  });
});

describe('amounts', () => {
  const offer = (amount: number | undefined) => cell(dealTransition('chatting', 'offer', { role: 'buyer', item: openCar, amount }));

  it('takes a price above 0 up to the item price limit', () => {
    expect(offer(0.01)).toBe('→offered');
    expect(offer(19_999.99)).toBe('→offered');
    expect(offer(ITEM_FIELD_LIMITS.priceMax)).toBe('→offered');
  });

  it('refuses a missing, zero, negative, non-finite, too large or sub-cent price', () => {
    for (const bad of [undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY, ITEM_FIELD_LIMITS.priceMax + 1, 0.001, 10.005])
      expect(offer(bad), String(bad)).toBe('deal.amount_invalid');
    expect(cell(dealTransition('offered', 'counter', { role: 'seller', item: openCar, amount: 0 }))).toBe('deal.amount_invalid');
  });

  it('ignores the amount where no price is set (an acceptance takes the standing offer)', () => {
    expect(cell(dealTransition('offered', 'accept', { role: 'seller', item: openCar }))).toBe('→accepted');
  });

  it('reads chats/update_price: > 0 offers or counters, 0 withdraws one’s own offer or rejects the other’s', () => {
    expect(updatePriceAction('chatting', 'buyer', 100)).toBe('offer');
    expect(updatePriceAction('offered', 'seller', 90)).toBe('counter');
    expect(updatePriceAction('offered', 'seller', 0)).toBe('reject');
    expect(updatePriceAction('offered', 'buyer', 0)).toBe('withdraw');
    expect(updatePriceAction('countered', 'buyer', 0)).toBe('reject');
    expect(updatePriceAction('countered', 'seller', 0)).toBe('withdraw');
    expect(updatePriceAction('chatting', 'buyer', 0)).toBe('reject');
  });
});

describe('reviews', () => {
  it('takes one review per party and deal', () => {
    const review = (role: DealParty, reviewed: Partial<Record<DealParty, boolean>>) =>
      cell(dealTransition('sold', 'review', { role, item: openCar, reviewed }));
    expect(review('buyer', { seller: true })).toBe('→sold');
    expect(review('buyer', { buyer: true })).toBe('deal.already_reviewed');
    expect(review('seller', { buyer: true })).toBe('→sold');
    expect(review('seller', { seller: true })).toBe('deal.already_reviewed');
    expect(allowedDealActions('sold', 'seller', openCar, { seller: true })).toEqual([]);
    expect(allowedDealActions('sold', 'buyer', openCar, { seller: true })).toEqual(['review']);
  });
});

describe('the wire mapping', () => {
  const HEADERS: Record<DealState, [number, number, boolean, boolean]> = {
    // offer_status, chat_status, is_offer, is_accept — written out from the wire contract §3 and the spec.
    chatting: [1, 0, false, false],
    offered: [2, 1, true, false],
    countered: [2, 1, true, false],
    rejected: [4, 2, false, false],
    accepted: [2, 3, true, true],
    bought: [3, 5, true, true],
    sold: [3, 4, true, true],
  };

  it('gives each state the header fields of the wire', () => {
    for (const s of DEAL_STATES) {
      const [offer_status, chat_status, is_offer, is_accept] = HEADERS[s];
      expect(DEAL_WIRE[s], s).toEqual({ offer_status, chat_status, is_offer, is_accept });
    }
  });

  it('reads every state back from its header (a counter by who made the latest offer)', () => {
    for (const s of DEAL_STATES) expect(dealStateFromWire(DEAL_WIRE[s], s === 'countered' ? 'seller' : 'buyer'), s).toBe(s);
  });

  it('reads a fresh header as chatting and refuses an unknown chat_status', () => {
    expect(dealStateFromWire({ chat_status: 0 })).toBe('chatting');
    expect(dealStateFromWire({ chat_status: '3' })).toBe('accepted');
    expect(dealStateFromWire({ chat_status: 9 })).toBeUndefined();
    expect(dealStateFromWire({ chat_status: '' })).toBeUndefined();
  });
});

describe('whole deals', () => {
  /** Play steps, threading the state; returns the states reached. */
  function play(steps: [DealAction, DealParty, number?][], item: DealItem = openCar) {
    let state: DealState = 'chatting';
    const reviewed: Partial<Record<DealParty, boolean>> = {};
    const seen: string[] = [];
    for (const [action, role, amount] of steps) {
      const o = dealTransition(state, action, { role, item, amount, reviewed });
      if (!o.ok) throw new Error(`${action} by ${role} in ${state}: ${o.refusal}`);
      if (action === 'review') reviewed[role] = true;
      state = o.state;
      seen.push(`${state}${o.negoPrice !== null ? `@${o.negoPrice}` : ''}`);
    }
    return { state, seen, reviewed };
  }

  it('offer → counter → accept → bought → sold → both review', () => {
    const { seen, reviewed } = play([
      ['offer', 'buyer', 18_000],
      ['counter', 'seller', 19_500],
      ['accept', 'buyer'],
      ['confirm_bought', 'buyer'],
      ['mark_sold', 'seller'],
      ['review', 'buyer'],
      ['review', 'seller'],
    ]);
    expect(seen).toEqual(['offered@18000', 'countered@19500', 'accepted', 'bought', 'sold', 'sold', 'sold']);
    expect(reviewed).toEqual({ buyer: true, seller: true });
  });

  it('a rejected buyer offers again and the seller accepts the second offer', () => {
    const { state, seen } = play([
      ['offer', 'buyer', 10_000],
      ['reject', 'seller'],
      ['offer', 'buyer', 12_000],
      ['accept', 'seller'],
    ]);
    expect(seen).toEqual(['offered@10000', 'rejected@0', 'offered@12000', 'accepted']);
    expect(allowedDealActions(state, 'buyer', openCar)).toEqual(['confirm_bought']);
    expect(allowedDealActions(state, 'seller', openCar)).toEqual([]);
  });

  it('a buyer withdraws, the pair chats on and a new offer starts over', () => {
    expect(play([['offer', 'buyer', 5_000], ['withdraw', 'buyer'], ['offer', 'buyer', 4_000]]).seen).toEqual(['offered@5000', 'chatting@0', 'offered@4000']);
  });

  it('two buyers of one car: once the first is accepted the second cannot be, and the seller can only decline', () => {
    play([['offer', 'buyer', 20_000], ['accept', 'seller']]);
    const second = dealTransition('offered', 'accept', { role: 'seller', item: { ...openCar, acceptedElsewhere: true } });
    expect(second).toEqual({ ok: false, action: 'accept', refusal: 'deal.accept_again' });
  });
});

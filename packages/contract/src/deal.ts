/**
 * The deal of one conversation (item + buyer + seller) as a state machine in data: its states, what each party may
 * fire from each state, what the item must allow, which message each step writes into the conversation and what
 * the chat header carries on the wire. The server refuses with `dealTransition`'s message key; the chat screen
 * derives its offer bar from `allowedDealActions`, so both read the same graph. Pure: no I/O, no clock.
 *
 * The wire (contract §3, the spec's chat record) has four header fields for one state: offer_status (1 chatting,
 * 2 offer made, 3 bought, 4 rejected), chat_status (0 none, 1 offer, 2 rejected, 3 accepted, 4 sold, 5 bought),
 * is_offer and is_accept. chat_status is the richest, so it decides the state when a header is read back; the
 * seller's counter (our addition) is an offer on the wire, told apart by who made the latest offer.
 * See docs/decisions/012-deal-state-machine.md.
 */
import { CHAT_MESSAGE_TYPE, CHAT_STATUS, ITEM_STATUS, OFFER_STATUS } from './enums.ts';
import { ITEM_FIELD_LIMITS, ownerActionRefusal, statusName } from './items.ts';

export const DEAL_STATES = ['chatting', 'offered', 'countered', 'rejected', 'accepted', 'bought', 'sold'] as const;
export type DealState = (typeof DEAL_STATES)[number];

export const DEAL_ACTIONS = ['offer', 'counter', 'accept', 'reject', 'withdraw', 'confirm_bought', 'mark_sold', 'review'] as const;
export type DealAction = (typeof DEAL_ACTIONS)[number];

/** The caller's place in the conversation; `other` is anyone who is neither its buyer nor its seller. */
export const DEAL_ROLES = ['buyer', 'seller', 'other'] as const;
export type DealRole = (typeof DEAL_ROLES)[number];
export type DealParty = Exclude<DealRole, 'other'>;

/** What a transition does to the header's nego_price: the amount offered, 0 (no offer stands), or unchanged. */
type PriceEffect = 'set' | 'clear' | 'keep';
/** Which item rules a transition must pass: none (declining or confirming is always possible), the listing must be
 * open for a deal, or the owner's mark-sold rule. */
type ItemRule = 'none' | 'open' | 'mark_sold';

export interface DealTransition {
  action: DealAction;
  from: readonly DealState[];
  to: DealState;
  by: DealParty;
  /** The message type the step writes into the conversation (null: none; a review is not a chat message). */
  messageType: number | null;
  price: PriceEffect;
  item: ItemRule;
}

const M = CHAT_MESSAGE_TYPE;

/**
 * Who may move a deal where. An offer is answered by the party it was made to: the seller accepts, rejects or
 * counters the buyer's offer; the buyer accepts or rejects the seller's counter, or offers again. The party who
 * made the standing offer may revise it (offer / counter again) or withdraw it. After acceptance the buyer
 * confirms the purchase, then the seller marks the item sold; from then on each party may review the other once.
 */
export const DEAL_TRANSITIONS: readonly DealTransition[] = [
  { action: 'offer', from: ['chatting', 'offered', 'countered', 'rejected'], to: 'offered', by: 'buyer', messageType: M.offer, price: 'set', item: 'open' },
  { action: 'counter', from: ['offered', 'countered'], to: 'countered', by: 'seller', messageType: M.offer, price: 'set', item: 'open' },
  { action: 'accept', from: ['offered'], to: 'accepted', by: 'seller', messageType: M.offer, price: 'keep', item: 'open' },
  { action: 'accept', from: ['countered'], to: 'accepted', by: 'buyer', messageType: M.offer, price: 'keep', item: 'open' },
  { action: 'reject', from: ['offered'], to: 'rejected', by: 'seller', messageType: M.offer, price: 'clear', item: 'none' },
  { action: 'reject', from: ['countered'], to: 'rejected', by: 'buyer', messageType: M.offer, price: 'clear', item: 'none' },
  { action: 'withdraw', from: ['offered'], to: 'chatting', by: 'buyer', messageType: M.offer, price: 'clear', item: 'none' },
  { action: 'withdraw', from: ['countered'], to: 'chatting', by: 'seller', messageType: M.offer, price: 'clear', item: 'none' },
  { action: 'confirm_bought', from: ['accepted'], to: 'bought', by: 'buyer', messageType: M.bought, price: 'keep', item: 'none' },
  { action: 'mark_sold', from: ['bought'], to: 'sold', by: 'seller', messageType: M.sold, price: 'keep', item: 'mark_sold' },
  { action: 'review', from: ['sold'], to: 'sold', by: 'buyer', messageType: null, price: 'keep', item: 'none' },
  { action: 'review', from: ['sold'], to: 'sold', by: 'seller', messageType: null, price: 'keep', item: 'none' },
];

// ------------------------------------------------------------------------------------------ wire mapping

/** The state fields of a chat header, as the database stores them (the presenter turns them into wire strings). */
export interface DealWireHeader {
  offer_status: number;
  chat_status: number;
  is_offer: boolean;
  is_accept: boolean;
}

const O = OFFER_STATUS;
const C = CHAT_STATUS;

export const DEAL_WIRE: Readonly<Record<DealState, DealWireHeader>> = {
  chatting: { offer_status: O.chatting, chat_status: C.none, is_offer: false, is_accept: false },
  offered: { offer_status: O.offered, chat_status: C.offer, is_offer: true, is_accept: false },
  countered: { offer_status: O.offered, chat_status: C.offer, is_offer: true, is_accept: false },
  rejected: { offer_status: O.rejected, chat_status: C.rejected, is_offer: false, is_accept: false },
  accepted: { offer_status: O.offered, chat_status: C.accepted, is_offer: true, is_accept: true },
  bought: { offer_status: O.bought, chat_status: C.bought, is_offer: true, is_accept: true },
  sold: { offer_status: O.bought, chat_status: C.sold, is_offer: true, is_accept: true },
};

/**
 * The deal state of a stored header. chat_status decides (the other three fields follow from it); a standing offer
 * is the buyer's (`offered`) or the seller's counter (`countered`) according to who made the latest offer, which
 * the offers table knows. Takes the stored number or the wire string ("3"); undefined outside the enumeration.
 */
export function dealStateFromWire(header: { chat_status: number | string }, latestOfferBy: DealParty = 'buyer'): DealState | undefined {
  const v = header.chat_status;
  // Number('') is 0: a blank wire field must not read as a fresh conversation.
  if (typeof v === 'string' && !/^\d+$/.test(v)) return undefined;
  switch (Number(v)) {
    case C.none:
      return 'chatting';
    case C.offer:
      return latestOfferBy === 'seller' ? 'countered' : 'offered';
    case C.rejected:
      return 'rejected';
    case C.accepted:
      return 'accepted';
    case C.bought:
      return 'bought';
    case C.sold:
      return 'sold';
    default:
      return undefined;
  }
}

/** Who made the offer that stands in `state` (the party who may withdraw it; the other one answers it). */
export function offerMaker(state: DealState): DealParty | null {
  return state === 'offered' ? 'buyer' : state === 'countered' ? 'seller' : null;
}

/**
 * The action behind `chats/update_price`: a price > 0 is an offer (a counter when the seller sends it); 0 takes the
 * standing offer off the table, which is a withdrawal for the party who made it and a rejection for the other.
 */
export function updatePriceAction(state: DealState, role: DealRole, negoPrice: number): DealAction {
  if (negoPrice !== 0) return role === 'seller' ? 'counter' : 'offer';
  return offerMaker(state) === role ? 'withdraw' : 'reject';
}

// ------------------------------------------------------------------------------------------ transitions

/** The facts of the item a deal's rules depend on. */
export interface DealItem {
  status: number;
  isSoldOut: boolean;
  /** isShop (business_mode "1"): available for several orders; otherwise one car for one buyer. */
  isShop: boolean;
  /** Another conversation about this item has reached acceptance (accepted, bought or sold). */
  acceptedElsewhere: boolean;
}

export interface DealContext {
  role: DealRole;
  item: DealItem;
  /** The price of an offer or counter. */
  amount?: number;
  /** Which parties have already reviewed this deal (a review is once per deal and direction). */
  reviewed?: Partial<Record<DealParty, boolean>>;
}

/** Message keys of the `server` namespace that the deal refuses with (item.* keys already exist). */
export const DEAL_MESSAGE_KEYS = {
  notParticipant: 'deal.not_participant',
  ownItem: 'deal.own_item',
  acceptAgain: 'deal.accept_again',
  otherParty: 'deal.other_party',
  awaitingBuyer: 'deal.awaiting_buyer',
  reviewAfterSale: 'deal.review_after_sale',
  alreadyReviewed: 'deal.already_reviewed',
  reserved: 'deal.reserved',
  amountInvalid: 'deal.amount_invalid',
  /** "No Record found in chat history": the server's answer when the conversation does not exist. */
  noChat: 'deal.no_chat',
  /** deal.transition_from.<state>: the action is not possible in this state. */
  transitionFrom: (state: DealState) => `deal.transition_from.${state}`,
} as const;

const K = DEAL_MESSAGE_KEYS;

export type DealOutcome =
  | {
      ok: true;
      action: DealAction;
      state: DealState;
      /** The message the step writes into the conversation, or null. */
      messageType: number | null;
      header: DealWireHeader;
      /** The header's new nego_price; null leaves it as it is. */
      negoPrice: number | null;
      /** The step makes the item sold out (a single car; a shop item keeps selling). */
      marksItemSoldOut: boolean;
    }
  | { ok: false; action: DealAction; refusal: string };

function findDealTransition(state: DealState, action: DealAction, role: DealRole): DealTransition | undefined {
  return DEAL_TRANSITIONS.find((t) => t.action === action && t.by === role && t.from.includes(state));
}

/** Why the graph has no edge for this caller, most specific reason first. */
function graphRefusal(state: DealState, action: DealAction, role: DealRole): string {
  if (role === 'other') return K.notParticipant;
  if (action === 'offer' && role === 'seller') return K.ownItem;
  if (action === 'accept' && (state === 'accepted' || state === 'bought' || state === 'sold')) return K.acceptAgain;
  if (DEAL_TRANSITIONS.some((t) => t.action === action && t.from.includes(state))) return K.otherParty;
  if (action === 'review') return K.reviewAfterSale;
  if (action === 'mark_sold' && state === 'accepted') return K.awaitingBuyer;
  return K.transitionFrom(state);
}

function itemRefusal(rule: ItemRule, action: DealAction, item: DealItem): string | null {
  if (rule === 'none') return null;
  if (rule === 'mark_sold') return ownerActionRefusal('mark_sold', { status: item.status, isSoldOut: item.isSoldOut });
  if (item.isSoldOut) return 'item.already_sold';
  if (item.status !== ITEM_STATUS.published) return `item.transition_from.${statusName(item.status) ?? 'pending'}`;
  // One car, one buyer: once the seller has accepted in one conversation, the others cannot reach acceptance.
  if (!item.isShop && item.acceptedElsewhere) return action === 'accept' ? K.acceptAgain : K.reserved;
  return null;
}

/** A price: above 0, at most the item price limit, in whole cents (nego_price is numeric(14,2), so 0.001 would be
 * stored as a 0 offer and 10.005 as another price than the one shown). */
const validAmount = (amount: number | undefined): amount is number =>
  typeof amount === 'number' &&
  Number.isFinite(amount) &&
  amount > 0 &&
  amount <= ITEM_FIELD_LIMITS.priceMax &&
  Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;

/** The refusal key for firing `action` in `state`, or null. `checkAmount` is off when the UI asks before a price is typed. */
function dealRefusal(state: DealState, action: DealAction, ctx: DealContext, checkAmount: boolean): { t: DealTransition } | { refusal: string } {
  const t = findDealTransition(state, action, ctx.role);
  if (!t) return { refusal: graphRefusal(state, action, ctx.role) };
  const itemWhy = itemRefusal(t.item, action, ctx.item);
  if (itemWhy) return { refusal: itemWhy };
  if (action === 'review' && ctx.reviewed?.[t.by]) return { refusal: K.alreadyReviewed };
  if (checkAmount && t.price === 'set' && !validAmount(ctx.amount)) return { refusal: K.amountInvalid };
  return { t };
}

/**
 * Fire `action` on a deal in `state`. Checks, in this order: the caller is a party; the graph has the edge for
 * them; the item allows it; a review is not a second one; an offer's amount is a price (> 0, within the item price
 * limit). Returns the next state with what to write, or the message key to refuse with.
 */
export function dealTransition(state: DealState, action: DealAction, ctx: DealContext): DealOutcome {
  const r = dealRefusal(state, action, ctx, true);
  if ('refusal' in r) return { ok: false, action, refusal: r.refusal };
  const { t } = r;
  return {
    ok: true,
    action,
    state: t.to,
    messageType: t.messageType,
    header: DEAL_WIRE[t.to],
    negoPrice: t.price === 'set' ? (ctx.amount as number) : t.price === 'clear' ? 0 : null,
    marksItemSoldOut: action === 'mark_sold' && !ctx.item.isShop,
  };
}

/** The actions `role` can fire now, in DEAL_ACTIONS order (the chat's offer bar shows exactly these buttons). */
export function allowedDealActions(state: DealState, role: DealRole, item: DealItem, reviewed?: DealContext['reviewed']): DealAction[] {
  return DEAL_ACTIONS.filter((a) => !('refusal' in dealRefusal(state, a, { role, item, reviewed }, false)));
}

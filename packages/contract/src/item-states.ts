/**
 * The listing status machine and the owner's actions (moved out of items.ts, which re-exports it): plain functions
 * and constants with no zod, so the web app's screens that need them (item page, owner lists) do not load the
 * schemas (docs/performance.md, "Less main-thread work at startup").
 */
import { ITEM_STATUS, type ItemStatus } from './enums.ts';

export type ItemActor = 'owner' | 'staff';
export type ItemStatusName = keyof typeof ITEM_STATUS;

export interface ItemTransition {
  /** The action's name: the call (items/hide, admin/item_approve) and the UI button. */
  name: 'approve' | 'reject' | 'disable' | 'enable' | 'hide' | 'unhide' | 'resubmit';
  from: readonly ItemStatus[];
  to: ItemStatus;
  by: ItemActor;
  /** A reason must be given (stored in items.reject_reason and sent to the owner). */
  needsReason?: boolean;
}

const S = ITEM_STATUS;

/**
 * Who may move a listing between states. `resubmit` is what an owner's edit does when approval is on: a
 * published, hidden or rejected listing goes back to the moderation queue (a rejected one also when approval is
 * off: a moderator turned it down, so a moderator looks again). A disabled listing stays disabled until staff
 * enable it, whatever the owner edits.
 */
export const ITEM_TRANSITIONS: readonly ItemTransition[] = [
  { name: 'approve', from: [S.pending, S.rejected], to: S.published, by: 'staff' },
  { name: 'reject', from: [S.pending, S.published], to: S.rejected, by: 'staff', needsReason: true },
  { name: 'disable', from: [S.pending, S.published, S.hidden], to: S.disabled, by: 'staff' },
  { name: 'enable', from: [S.disabled], to: S.published, by: 'staff' },
  { name: 'hide', from: [S.published], to: S.hidden, by: 'owner' },
  { name: 'unhide', from: [S.hidden], to: S.published, by: 'owner' },
  { name: 'resubmit', from: [S.published, S.hidden, S.rejected], to: S.pending, by: 'owner' },
];

export function statusName(status: number): ItemStatusName | undefined {
  return (Object.keys(ITEM_STATUS) as ItemStatusName[]).find((k) => ITEM_STATUS[k] === status);
}

/** The transition from → to that `actor` may fire, if any. */
export function findTransition(from: number, to: number, actor: ItemActor): ItemTransition | undefined {
  return ITEM_TRANSITIONS.find((t) => t.by === actor && t.to === to && (t.from as readonly number[]).includes(from));
}

export function canTransition(from: number, to: number, actor: ItemActor): boolean {
  return findTransition(from, to, actor) !== undefined;
}

/** The transition named `name` from `from`, if `actor` may fire it there. */
export function transitionByName(name: ItemTransition['name'], from: number, actor: ItemActor): ItemTransition | undefined {
  return ITEM_TRANSITIONS.find((t) => t.name === name && t.by === actor && (t.from as readonly number[]).includes(from));
}

/** What `actor` can do with a listing in state `from` (the UI derives its buttons from this). */
export function availableTransitions(from: number, actor: ItemActor): ItemTransition[] {
  return ITEM_TRANSITIONS.filter((t) => t.by === actor && (t.from as readonly number[]).includes(from));
}

/** The status an owner's edit leaves a listing in. */
export function statusAfterEdit(from: number, approvalOn: boolean): ItemStatus {
  const resubmit = transitionByName('resubmit', from, 'owner');
  if (resubmit && (approvalOn || from === S.rejected)) return resubmit.to;
  return from as ItemStatus;
}

/** The status of a new listing. */
export const statusOfNewItem = (approvalOn: boolean): ItemStatus => (approvalOn ? S.pending : S.published);

// ------------------------------------------------------------------------------------------ owner's actions

/** What an owner can do with their own listing (the buttons of the owner's lists and of the item page, and the calls
 * behind them): edit, hide/unhide, mark sold, delete, and on a live listing promote it (a paid ad) or open bidding. */
export const OWNER_ITEM_ACTIONS = ['edit', 'hide', 'unhide', 'mark_sold', 'promote', 'open_bidding', 'delete'] as const;
export type OwnerItemAction = (typeof OWNER_ITEM_ACTIONS)[number];

/** The facts of a listing the owner's rules depend on. */
export interface OwnerItemState {
  status: number;
  isSoldOut: boolean;
}

/** States in which buyers could have seen the listing, so a sale can have happened: published, or hidden after. */
const SELLABLE: readonly number[] = [S.published, S.hidden];

/**
 * Why the owner may not fire `action` on a listing in `state`: the server message key (namespace `server`), or
 * null when it is allowed. One rule for the server (which refuses with this message) and the web (which shows
 * only the allowed buttons):
 * - a sold listing is finished: it can only be deleted (no edit, hide, unhide, second sale, promotion, bidding);
 * - hide and unhide follow the state machine (published ↔ hidden);
 * - only a listing buyers could see is marked sold: published or hidden, never pending, rejected or disabled;
 * - only a published listing is promoted or put up for bidding;
 * - an edit is allowed in every other state (statusAfterEdit decides where the listing goes);
 * - the owner may always delete.
 */
export function ownerActionRefusal(action: OwnerItemAction, state: OwnerItemState): string | null {
  if (action === 'delete') return null;
  if (state.isSoldOut) return action === 'mark_sold' ? 'item.already_sold' : 'item.transition_from.sold';
  const inState = `item.transition_from.${statusName(state.status) ?? 'pending'}`;
  switch (action) {
    case 'edit':
      return null;
    case 'hide':
    case 'unhide':
      return transitionByName(action, state.status, 'owner') ? null : inState;
    case 'mark_sold':
      return SELLABLE.includes(state.status) ? null : inState;
    case 'promote':
    case 'open_bidding':
      return state.status === S.published ? null : inState;
  }
}

/** Every owner action with whether it is allowed now. */
export function ownerItemActions(state: OwnerItemState): Record<OwnerItemAction, boolean> {
  return Object.fromEntries(OWNER_ITEM_ACTIONS.map((a) => [a, ownerActionRefusal(a, state) === null])) as Record<OwnerItemAction, boolean>;
}

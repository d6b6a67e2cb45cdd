/**
 * Messages the user sent that the server has not stored yet: shown at once, replaced by the stored message when it
 * arrives (same client id), kept with a retry when the send failed. A retry sends the same client id, so a send
 * that did reach the server is not written twice.
 */
import type { ChatMessage } from '../../../lib/queries/chat';

export interface PendingMessage {
  clientId: string;
  chatId: string;
  text: string;
  status: 'sending' | 'failed';
  /** Epoch ms, for the bubble's time and a local date separator. */
  createdAt: number;
}

export type OutboxAction =
  | { type: 'queued'; message: PendingMessage }
  | { type: 'failed'; clientId: string }
  | { type: 'retry'; clientId: string }
  | { type: 'discard'; clientId: string };

export function outboxReducer(state: readonly PendingMessage[], action: OutboxAction): PendingMessage[] {
  switch (action.type) {
    case 'queued':
      return [...state.filter((m) => m.clientId !== action.message.clientId), action.message];
    case 'failed':
      return state.map((m) => (m.clientId === action.clientId ? { ...m, status: 'failed' } : m));
    case 'retry':
      return state.map((m) => (m.clientId === action.clientId ? { ...m, status: 'sending' } : m));
    case 'discard':
      return state.filter((m) => m.clientId !== action.clientId);
  }
}

/** The pending messages the stored ones do not yet include (by the sender's client id). */
export function stillPending(pending: readonly PendingMessage[], stored: readonly ChatMessage[], senderId: string): PendingMessage[] {
  const storedIds = new Set(stored.filter((m) => m.sender_user_id === senderId && m.client_id !== '').map((m) => m.client_id));
  return pending.filter((p) => !storedIds.has(p.clientId));
}

/** A fresh client id per message (a UUID where the browser has one). */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

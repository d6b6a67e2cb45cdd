/**
 * The account waiting for e-mail verification, kept for this tab only (sessionStorage). Only the id and the
 * address: never the password (ARCHITECTURE.md departs from the spec here on purpose).
 */
import { STORAGE_KEYS, readJson, writeJson } from '../storage';

export interface PendingVerification {
  user_id: string;
  user_email: string;
}

export function setPendingVerification(pending: PendingVerification): void {
  writeJson(STORAGE_KEYS.pendingVerification, { user_id: pending.user_id, user_email: pending.user_email }, 'session');
}

export function getPendingVerification(): PendingVerification | null {
  const value = readJson<Partial<PendingVerification>>(STORAGE_KEYS.pendingVerification, 'session');
  if (!value || typeof value.user_id !== 'string' || !value.user_id) return null;
  return { user_id: value.user_id, user_email: typeof value.user_email === 'string' ? value.user_email : '' };
}

export function clearPendingVerification(): void {
  writeJson(STORAGE_KEYS.pendingVerification, null, 'session');
}

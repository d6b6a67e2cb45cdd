/**
 * The phone sign-in waiting for its code, kept for this tab only (sessionStorage): the name and the number the
 * code went to, so /verify-code can finish the sign-in and send the code again. Never the code itself.
 */
import { STORAGE_KEYS, readJson, writeJson } from '../../../lib/storage';
import type { PhoneSignIn } from '../api/phone';

export function setPendingPhone(pending: PhoneSignIn): void {
  writeJson(STORAGE_KEYS.pendingPhone, { user_name: pending.user_name, user_phone: pending.user_phone }, 'session');
}

export function getPendingPhone(): PhoneSignIn | null {
  const value = readJson<Partial<PhoneSignIn>>(STORAGE_KEYS.pendingPhone, 'session');
  if (!value || typeof value.user_phone !== 'string' || !value.user_phone) return null;
  return { user_name: typeof value.user_name === 'string' ? value.user_name : '', user_phone: value.user_phone };
}

export function clearPendingPhone(): void {
  writeJson(STORAGE_KEYS.pendingPhone, null, 'session');
}

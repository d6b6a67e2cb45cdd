/**
 * The chat safety guard the server checks messages with (issue 11 item 6): the contract's default patterns until
 * an admin edits them (stored as data, decision 013).
 *
 * The set lives in one app_settings row (`chat_guard`: the ChatGuardConfig and a revision), not in a table of
 * patterns: it is edited, validated and saved as one document, read whole, and small (≤ 200 patterns). No row
 * means the defaults, so a reset follows later improvements of the defaults instead of freezing a copy.
 *
 * Messages are checked on every send, so each process keeps the compiled set in memory. A save refreshes the
 * saving process at once; the others ask for the stored revision (a primary-key read) at most every
 * RECHECK_MS and recompile only when it changed.
 */
import { CHAT_GUARD_DEFAULTS, chatGuardConfigBody, chatGuardConfigToWire, compileChatGuard, chatGuardErrors, type ChatGuard, type ChatGuardConfig } from '@wheeldeal/contract';
import { newId } from '../../lib/ids.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import * as repo from './chat-guard.repository.ts';

/** How stale another process's edit may be here. */
export const CHAT_GUARD_RECHECK_MS = 5_000;

interface Slot {
  guard: ChatGuard;
  /** '' for the defaults. */
  revision: string;
  checkedAt: number;
}
const slots = new WeakMap<object, Slot>();

let defaults: ChatGuard | undefined;
const defaultGuard = () => (defaults ??= compileChatGuard(CHAT_GUARD_DEFAULTS));

/** The guard in force. */
export async function chatGuard(deps: Deps): Promise<ChatGuard> {
  const now = deps.clock.now().getTime();
  const slot = slots.get(deps.db);
  if (slot && now >= slot.checkedAt && now - slot.checkedAt < CHAT_GUARD_RECHECK_MS) return slot.guard;
  const revision = await repo.storedRevision(deps.db);
  if (slot && slot.revision === revision) {
    slot.checkedAt = now;
    return slot.guard;
  }
  const state = await loadChatGuard(deps);
  const guard = state.config === CHAT_GUARD_DEFAULTS ? defaultGuard() : compileChatGuard(state.config);
  slots.set(deps.db, { guard, revision: state.revision, checkedAt: now });
  return guard;
}

export interface ChatGuardState {
  config: ChatGuardConfig;
  revision: string;
  /** When an admin saved it; null for the defaults. */
  updatedDate: Date | null;
}

/**
 * The stored set as it stands. A stored set that no longer passes the checks (written by hand, or by an older
 * contract) is not used: the defaults stand in and the problem is logged, so sending never breaks on it.
 */
export async function loadChatGuard(deps: Deps): Promise<ChatGuardState> {
  const row = await repo.findStored(deps.db);
  if (!row) return { config: CHAT_GUARD_DEFAULTS, revision: '', updatedDate: null };
  const value = (row.value ?? {}) as Partial<repo.StoredChatGuard>;
  const revision = String(value.revision ?? '');
  const config = usableConfig(value.config);
  if (!config) {
    deps.log.error({ revision }, 'stored chat guard is not usable; the defaults are in force');
    return { config: CHAT_GUARD_DEFAULTS, revision, updatedDate: row.updatedDate };
  }
  return { config, revision, updatedDate: row.updatedDate };
}

function usableConfig(stored: unknown): ChatGuardConfig | null {
  try {
    const parsed = chatGuardConfigBody.safeParse(chatGuardConfigToWire(stored as ChatGuardConfig));
    return parsed.success && chatGuardErrors(parsed.data).length === 0 ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Stores `config` (null: back to the defaults) in one transaction with `alongside` (the audit entry), then puts
 * it in force in this process. The caller has validated it.
 */
export async function replaceChatGuard(deps: Deps, config: ChatGuardConfig | null, alongside: (tx: DbOrTx, now: Date) => Promise<void>): Promise<void> {
  const now = deps.clock.now();
  const revision = config ? newId('rev') : '';
  const guard = config ? compileChatGuard(config) : defaultGuard();
  await deps.db.transaction(async (tx) => {
    if (config) await repo.saveStored(tx, { revision, config }, now);
    else await repo.deleteStored(tx);
    await alongside(tx, now);
  });
  slots.set(deps.db, { guard, revision, checkedAt: now.getTime() });
}

/**
 * The chat safety guard the server checks messages with (issue 11 item 6): the contract's default patterns until
 * an admin edits them (stored as data, decision 013).
 */
import { CHAT_GUARD_DEFAULTS, compileChatGuard, type ChatGuard } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';

let compiled: ChatGuard | undefined;

/** The guard in force. */
export async function chatGuard(_deps: Deps): Promise<ChatGuard> {
  compiled ??= compileChatGuard(CHAT_GUARD_DEFAULTS);
  return compiled;
}

/**
 * Wire shapes of the admin area's chat safety calls (issue 11 item 6): the guard's pattern set as admins edit it,
 * what a test of a message found, and a reported conversation with the reported user's messages only.
 */
import { z } from 'zod';
import { CHAT_GUARD_KINDS } from '../chat-guard.ts';
import { orEmpty, wireDate, wireDateOrNull, wireEnum, wireFlag, wireId, wireInt, wireRecord, wireText } from '../wire.ts';
import { wireChatMessage } from './chat.ts';
import { wireItem } from './items.ts';
import { wireUser } from './users.ts';

export const wireChatGuardPattern = wireRecord({
  id: wireId,
  kind: wireEnum(CHAT_GUARD_KINDS),
  /** Languages the terms are written in; "*" for language-neutral ones. */
  langs: z.array(wireText),
  /** Every group must have a matching term. */
  all_of: z.array(z.array(wireText)),
  /** Any of these matching stops the pattern. */
  none_of: z.array(wireText),
  first_message_only: wireFlag,
});

export const wireChatGuardConfig = z.strictObject({ trusted_domains: z.array(wireText), patterns: z.array(wireChatGuardPattern) });

/** admin/chat_guard_get (and the answer of every change): the set in force and the built-in defaults. */
export const wireChatGuardState = wireRecord({
  config: wireChatGuardConfig,
  defaults: wireChatGuardConfig,
  /** No admin edit is stored: the defaults are in force. */
  is_default: wireFlag,
  /** When an admin last saved the set; "" for the defaults. */
  updated_date: wireDateOrNull,
});

/** admin/chat_guard_test: what the guard sees in one message. */
export const wireChatGuardTest = wireRecord({
  warn: wireFlag,
  kinds: z.array(wireEnum(CHAT_GUARD_KINDS)),
  /** The patterns that fired, in the set's order. */
  pattern_ids: z.array(wireText),
});

export const CHAT_REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;

/** admin/chat_reports: one report, with the reported user's messages of the conversation (never the reporter's). */
export const wireChatReport = wireRecord({
  id: wireId,
  chat_id: wireId,
  reason: wireText,
  status: wireEnum(CHAT_REPORT_STATUSES),
  added_date: wireDate,
  item: orEmpty(wireItem),
  reporter: orEmpty(wireUser),
  reported_user: orEmpty(wireUser),
  /** The reported user's latest messages in the conversation, oldest first. */
  messages: z.array(wireChatMessage),
  /** How many messages the reported user wrote in the conversation (the list holds the latest of them). */
  message_count: wireInt,
});

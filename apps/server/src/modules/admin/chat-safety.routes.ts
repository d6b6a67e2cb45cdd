/**
 * The admin area's chat safety calls (issue 11 item 6). Staff read the guard's patterns and try messages against
 * them (moderators handle the reports, and need to see why a message was flagged); only admins change the set,
 * which every message of the site is checked with. Reported conversations are staff work.
 */
import { z } from 'zod';
import { chatGuardConfigBody, chatGuardTestBody, chatReportActionBody, chatReportIdBody, LIMITS } from '@wheeldeal/contract';
import { defineAction } from '../../http/action.ts';
import { pageOf } from '../../http/paging.ts';
import { success } from '../../http/rest.ts';
import * as service from './chat-safety.service.ts';

const paging = { limit: z.union([z.string(), z.number()]).optional(), offset: z.union([z.string(), z.number()]).optional() };
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);

export const chatSafetyActions = [
  defineAction({
    resource: 'admin',
    action: 'chat_guard_get',
    method: 'ANY',
    auth: 'staff',
    summary: 'The chat guard in force ({trusted_domains, patterns}), the built-in defaults, whether the defaults are in force, and when an admin last saved.',
    handler: (ctx) => service.chatGuardState(ctx.deps),
  }),
  defineAction({
    resource: 'admin',
    action: 'chat_guard_update',
    method: 'POST',
    auth: 'admin',
    summary:
      'Replace the chat guard: {trusted_domains, patterns: [{id, kind, langs, all_of, none_of, first_message_only}]}. Refused (400, each problem named) for duplicate ids, terms that do not compile, match the empty text, can never match the normalised text, or nest repetitions (catastrophic backtracking). In force at once here, within seconds elsewhere. Answers the state.',
    body: chatGuardConfigBody,
    handler: (ctx) => service.updateChatGuard(ctx.deps, ctx.session!, ctx.body, ctx.t),
  }),
  defineAction({
    resource: 'admin',
    action: 'chat_guard_reset',
    method: 'POST',
    auth: 'admin',
    summary: 'Back to the built-in default patterns (the stored set is removed). Answers the state.',
    handler: (ctx) => service.resetChatGuard(ctx.deps, ctx.session!),
  }),
  defineAction({
    resource: 'admin',
    action: 'chat_guard_test',
    method: 'POST',
    auth: 'staff',
    summary: 'Check a message {text, is_first_message, config?} against the set in force, or against a draft config (same checks as saving). Answers the kinds and the ids of the patterns that fired.',
    body: chatGuardTestBody,
    handler: (ctx) => service.testChatGuard(ctx.deps, ctx.body.text, ctx.body.is_first_message, ctx.body.config, ctx.t),
  }),
  defineAction({
    resource: 'admin',
    action: 'chat_reports',
    method: 'POST',
    auth: 'staff',
    list: true,
    summary: 'Open conversation reports, newest first: the item, the reporter, the reported user, the reason, and the reported user’s latest messages only (never the reporter’s). + limit/offset.',
    body: z.object(paging).optional().default({}),
    handler: (ctx) =>
      service.openChatReports(ctx.deps, pageOf({ limit: ctx.args.limit ?? text(ctx.body.limit), offset: ctx.args.offset ?? text(ctx.body.offset) }, LIMITS.listPageSize), ctx.session!.userId, ctx.t),
  }),
  defineAction({
    resource: 'admin',
    action: 'chat_report_dismiss',
    method: 'POST',
    auth: 'staff',
    summary: 'Dismiss an open conversation report {report_id} (404 unknown, 409 already handled).',
    body: chatReportIdBody,
    async handler(ctx) {
      await service.dismissChatReport(ctx.deps, ctx.session!, ctx.body.report_id);
      return success(ctx, 'chat_guard.report_dismissed');
    },
  }),
  defineAction({
    resource: 'admin',
    action: 'chat_report_action',
    method: 'POST',
    auth: 'staff',
    summary:
      'Close an open conversation report as actioned {report_id, ban}; with ban "1" the reported user is banned (the ban rules of admin/user_ban) and their other open conversation reports are closed with it.',
    body: chatReportActionBody,
    async handler(ctx) {
      await service.actionChatReport(ctx.deps, ctx.session!, ctx.body.report_id, ctx.body.ban);
      return success(ctx, ctx.body.ban ? 'chat_guard.report_actioned_banned' : 'chat_guard.report_actioned');
    },
  }),
];

/**
 * Chat safety in the admin area (issue 11 item 6). The guard's pattern set: read it, save an edited set (refused
 * with every problem named when a term does not compile, cannot match, or could backtrack catastrophically), go
 * back to the defaults, and try a message against the set in force or a draft. Reported conversations: the open
 * reports with the reported user's messages only, dismissed or actioned (optionally banning that user). Every
 * change is audited in its own transaction.
 */
import {
  CHAT_GUARD_KINDS,
  CHAT_REPORT_MESSAGES_MAX,
  compileChatGuard,
  emptyWireOf,
  chatGuardConfigToWire,
  chatGuardErrors,
  wireItem,
  wireUser,
  type ChatGuardConfig,
  type ChatGuardKind,
  type ChatGuardProblem,
} from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import { conflict, notFound, ValidationError } from '../../lib/errors.ts';
import type { Translate } from '../../lib/messages.ts';
import type { Page } from '../../http/paging.ts';
import { audit } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { presentItemIds } from '../items/index.ts';
import { loadChatGuard, replaceChatGuard } from '../settings/index.ts';
import { presentUsers, setBan } from '../users/index.ts';
import * as repo from './chat-reports.repository.ts';
import { presentChatGuardState, presentChatReport } from './chat-safety.presenter.ts';

// ------------------------------------------------------------------------------------------ the guard

export async function chatGuardState(deps: Deps) {
  return presentChatGuardState(await loadChatGuard(deps));
}

/** At most this many problems are listed in one refusal. */
const PROBLEMS_SHOWN = 10;

/** Refuses a set with errors: one localised line per error, naming the pattern and the term. (Warnings are the
 * editor's to show.) */
function requireUsable(config: ChatGuardConfig, t: Translate): void {
  const problems = chatGuardErrors(config);
  if (problems.length === 0) return;
  const lines = problems.slice(0, PROBLEMS_SHOWN).map((p) => problemLine(p, t));
  if (problems.length > PROBLEMS_SHOWN) lines.push(t('chat_guard.more_problems', { count: problems.length - PROBLEMS_SHOWN }));
  throw new ValidationError(lines);
}

const problemLine = (p: ChatGuardProblem, t: Translate) => t(`chat_guard.${p.code}`, { pattern: p.pattern, term: p.term, suggestion: p.suggestion ?? '' });

/** What changed between two sets, by pattern id (the audit entry's detail). */
function changesOf(before: ChatGuardConfig, after: ChatGuardConfig) {
  // Compared in the wire's shape, whose field order is fixed.
  const canonical = (c: ChatGuardConfig) => new Map(chatGuardConfigToWire(c).patterns.map((p) => [p.id, JSON.stringify(p)]));
  const old = canonical(before);
  const now = canonical(after);
  return {
    patterns: after.patterns.length,
    added: [...now.keys()].filter((id) => !old.has(id)),
    changed: [...now.keys()].filter((id) => old.has(id) && old.get(id) !== now.get(id)),
    removed: [...old.keys()].filter((id) => !now.has(id)),
    trusted_domains: after.trustedDomains,
  };
}

export async function updateChatGuard(deps: Deps, staff: SessionUser, config: ChatGuardConfig, t: Translate) {
  requireUsable(config, t);
  const before = (await loadChatGuard(deps)).config;
  await replaceChatGuard(deps, config, (tx, now) =>
    audit(tx, { actorUserId: staff.userId, action: 'chat_guard_update', targetType: 'settings', targetId: 'chat_guard', detail: changesOf(before, config) }, now),
  );
  return chatGuardState(deps);
}

export async function resetChatGuard(deps: Deps, staff: SessionUser) {
  await replaceChatGuard(deps, null, (tx, now) => audit(tx, { actorUserId: staff.userId, action: 'chat_guard_reset', targetType: 'settings', targetId: 'chat_guard' }, now));
  return chatGuardState(deps);
}

/** What the guard sees in `text`: the kinds the recipient would be warned of, and the patterns that fired. */
export async function testChatGuard(deps: Deps, text: string, isFirstMessage: boolean, draft: ChatGuardConfig | undefined, t: Translate) {
  if (draft) requireUsable(draft, t);
  const config = draft ?? (await loadChatGuard(deps)).config;
  const options = { isFirstMessage };
  const { kinds } = compileChatGuard(config).check(text, options);
  // Each pattern alone, so the editor can show which ones fired (the set stops at the first of each kind).
  const fired = config.patterns.filter((p) => compileChatGuard({ trustedDomains: config.trustedDomains, patterns: [p] }).check(text, options).warn);
  return {
    warn: kinds.length > 0 ? '1' : '0',
    kinds: CHAT_GUARD_KINDS.filter((k): k is ChatGuardKind => kinds.includes(k)),
    pattern_ids: fired.map((p) => p.id),
  } as const;
}

// ------------------------------------------------------------------------------------------ reported conversations

export async function openChatReports(deps: Deps, page: Page, staffUserId: string, t: Translate) {
  const reports = await repo.openReports(deps.db, page);
  if (reports.length === 0) return [];
  const viewer = { viewerId: staffUserId, isStaff: true };
  const items = new Map(
    (
      await presentItemIds(
        deps,
        reports.map((r) => r.itemId),
        staffUserId,
        t,
        { viewerIsStaff: true },
      )
    ).map((w) => [w.id as string, w]),
  );
  const people = await repo.usersByIds(deps.db, reports.flatMap((r) => [r.reporterUserId, r.reportedUserId]));
  const users = new Map((await presentUsers(deps, people, viewer, t)).map((u) => [u.user_id, u]));
  const messages = await repo.messagesBy(
    deps.db,
    reports.map((r) => ({ chatHeaderId: r.chatHeaderId, senderUserId: r.reportedUserId })),
    CHAT_REPORT_MESSAGES_MAX,
  );
  const now = deps.clock.now();
  const emptyUser = emptyWireOf(wireUser);
  return reports.map((r) => {
    const said = messages.get(`${r.chatHeaderId}|${r.reportedUserId}`) ?? { rows: [], total: 0 };
    return presentChatReport(
      r,
      {
        item: items.get(r.itemId) ?? emptyWireOf(wireItem),
        reporter: users.get(r.reporterUserId) ?? emptyUser,
        reportedUser: users.get(r.reportedUserId) ?? emptyUser,
        messages: said.rows,
        total: said.total,
      },
      now,
      t,
    );
  });
}

/** The report, open; 404 when unknown, 409 when already handled. */
async function openReport(deps: Deps, id: string) {
  const report = await repo.findReport(deps.db, id);
  if (!report) throw notFound('chat_guard.report_not_found');
  if (report.status !== 'open') throw conflict('chat_guard.report_closed');
  return report;
}

export async function dismissChatReport(deps: Deps, staff: SessionUser, id: string): Promise<void> {
  await openReport(deps, id);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.closeReport(tx, id, 'dismissed'))) throw conflict('chat_guard.report_closed');
    await audit(tx, { actorUserId: staff.userId, action: 'chat_report_dismiss', targetType: 'chat_report', targetId: id }, now);
  });
}

/**
 * Closes the report as actioned. With `ban`, the reported user is banned first (the users module's rules: not a
 * system account, staff only by an admin — a refusal leaves the report open), and their other open conversation
 * reports are closed as actioned with it.
 */
export async function actionChatReport(deps: Deps, staff: SessionUser, id: string, ban: boolean): Promise<void> {
  const report = await openReport(deps, id);
  if (ban) await setBan(deps, staff, report.reportedUserId, true);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const closed = await repo.closeReport(tx, id, 'actioned');
    if (!closed && !ban) throw conflict('chat_guard.report_closed');
    const others = ban ? await repo.actionReportsAgainst(tx, report.reportedUserId) : 0;
    await audit(
      tx,
      { actorUserId: staff.userId, action: 'chat_report_action', targetType: 'chat_report', targetId: id, detail: { reported_user_id: report.reportedUserId, ban, other_reports: others } },
      now,
    );
  });
}

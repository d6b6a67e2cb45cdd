/**
 * Chat safety in the admin area through the real app: the guard's patterns read, edited (with every unsafe or
 * useless term refused by name), reset and tried; the guard the server checks messages with follows the edit at
 * once in this process and within the recheck interval in others; reported conversations show the reported
 * user's messages only and are dismissed or actioned (with a ban), audited.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_GUARD_DEFAULTS, calls, chatGuardConfigToWire, type ChatGuardConfigWire } from '@wheeldeal/contract';
import { appSettings, auditLogs, chatReports, users } from '../../db/schema.ts';
import { CHAT_GUARD_RECHECK_MS, chatGuard } from '../settings/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';
import { createChat, createChatMessage, createChatReport, createItem, createLoggedInUser, createUser, makeCatalog, USER, type Catalog } from '../../../test/support/factories.ts';

let t: TestApp;
let cat: Catalog;
let admin: { id: string; token: string };
let moderator: { id: string; token: string };
let user: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cat = await makeCatalog(t);
  admin = await createLoggedInUser(t, USER.admin);
  moderator = await createLoggedInUser(t, USER.moderator);
  user = await createLoggedInUser(t);
});
afterAll(() => t.close());

const as = (who: { token: string }) => ({ token: who.token });
const DEFAULTS = chatGuardConfigToWire(CHAT_GUARD_DEFAULTS);
const stored = async () => (await t.deps.db.select().from(appSettings).where(eq(appSettings.key, 'chat_guard')))[0];
const auditsOf = (action: string) => t.deps.db.select().from(auditLogs).where(eq(auditLogs.action, action)).orderBy(desc(auditLogs.addedDate));

/** The defaults plus one pattern of our own. */
const withPattern = (pattern: Record<string, unknown>): ChatGuardConfigWire => ({ ...DEFAULTS, patterns: [...DEFAULTS.patterns, pattern] }) as ChatGuardConfigWire;
const loyalty = { id: 'loyalty-points', kind: 'off_platform_payment', langs: ['en'], all_of: [['loyalty points']], none_of: [], first_message_only: '0' };
const check = async (text: string, isFirstMessage = false) => (await chatGuard(t.deps)).check(text, { isFirstMessage }).kinds;

describe('admin/chat_guard_get', () => {
  beforeEach(() => t.post('admin/chat_guard_reset', {}, as(admin)));

  it('answers the defaults while no admin has edited the patterns', async () => {
    const r = await t.post('admin/chat_guard_get', {}, as(admin));
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ is_default: '1', updated_date: '' });
    expect(r.json.config).toEqual(DEFAULTS);
    expect(r.json.defaults).toEqual(DEFAULTS);
    expect(calls['admin/chat_guard_get'].response.safeParse(r.json).success).toBe(true);
  });

  it('lets moderators read the patterns but not change them; regular users get 403', async () => {
    expect((await t.post('admin/chat_guard_get', {}, as(moderator))).status).toBe(200);
    expect((await t.post('admin/chat_guard_update', withPattern(loyalty), as(moderator))).status).toBe(403);
    expect((await t.post('admin/chat_guard_reset', {}, as(moderator))).status).toBe(403);
    expect((await t.post('admin/chat_guard_get', {}, as(user))).status).toBe(403);
    expect(await stored()).toBeUndefined();
  });
});

describe('admin/chat_guard_update', () => {
  beforeEach(() => t.post('admin/chat_guard_reset', {}, as(admin)));

  const refused = async (config: unknown) => {
    const r = await t.post('admin/chat_guard_update', config, as(admin));
    expect(r.status, JSON.stringify(r.json)).toBe(400);
    expect(await stored()).toBeUndefined();
    return r.json.message as string;
  };
  const term = (t1: string) => withPattern({ ...loyalty, all_of: [[t1]] });

  it('refuses a term that could backtrack catastrophically, naming the pattern and the term', async () => {
    for (const bad of ['(a+)+b', String.raw`(?:\w+\s?)*$`, String.raw`(?:\d+){2,}`, String.raw`(?:(?:ab)+c?)*`]) {
      const message = await refused(term(bad));
      expect(message).toContain('“loyalty-points”');
      expect(message).toContain(`“${bad}”`);
      expect(message).toMatch(/repeats a group that repeats itself/);
    }
  });

  it('accepts repetition inside a repeated group that a plain character delimits, as the defaults use', async () => {
    const r = await t.post('admin/chat_guard_update', term(String.raw`(?:[\w-]+\.)+example`), as(admin));
    expect(r.status, JSON.stringify(r.json)).toBe(200);
  });

  it('refuses terms that do not compile or match the empty text', async () => {
    expect(await refused(term('(abc'))).toMatch(/“\(abc” is not a valid regular expression/);
    // Valid inside the matcher's wrapping group, but it would escape it.
    expect(await refused(term('a)|(b'))).toMatch(/not a valid regular expression/);
    expect(await refused(term('x*'))).toMatch(/matches an empty text/);
  });

  it('refuses duplicate ids, unknown kinds, long terms and too many patterns', async () => {
    expect(await refused(withPattern({ ...loyalty, id: 'gift-cards' }))).toMatch(/Two patterns have the id “gift-cards”/);
    await refused(withPattern({ ...loyalty, kind: 'rudeness' }));
    await refused(term('x'.repeat(301)));
    await refused({ ...DEFAULTS, patterns: Array.from({ length: 201 }, (_, i) => ({ ...loyalty, id: `p${i}` })) });
    await refused({ trusted_domains: ['not a domain'], patterns: [] });
  });

  it('saves a set, audits what changed, and the next check sees it', async () => {
    expect(await check('Can I pay with my loyalty points?')).toEqual([]);
    const edited = withPattern(loyalty);
    edited.patterns = edited.patterns.filter((p) => p.id !== 'gift-cards');
    t.clock.advance(1000); // the newest audit entry is this save's
    const r = await t.post('admin/chat_guard_update', edited, as(admin));
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.is_default).toBe('0');
    expect(r.json.updated_date).not.toBe('');
    expect(r.json.config.patterns.map((p: { id: string }) => p.id)).toContain('loyalty-points');
    expect(calls['admin/chat_guard_update'].response.safeParse(r.json).success).toBe(true);

    expect(await check('Can I pay with my loyalty points?')).toEqual(['off_platform_payment']);
    expect(await check('Send me a steam gift card')).toEqual([]);
    const [entry] = await auditsOf('chat_guard_update');
    expect(entry).toMatchObject({ actorUserId: admin.id, targetId: 'chat_guard' });
    expect(entry!.detail).toMatchObject({ added: ['loyalty-points'], removed: ['gift-cards'], changed: [] });
    expect((await t.post('admin/chat_guard_get', {}, as(moderator))).json.config).toEqual(r.json.config);
  });

  it('takes the defaults back unchanged (what the editor sends when nothing was edited)', async () => {
    const r = await t.post('admin/chat_guard_update', DEFAULTS, as(admin));
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.config).toEqual(DEFAULTS);
  });
});

describe('the guard in other processes', () => {
  it('follows a save made elsewhere within the recheck interval, not on every message', async () => {
    await t.post('admin/chat_guard_reset', {}, as(admin));
    expect(await check('Can I pay with my loyalty points?')).toEqual([]);
    // Another process saves: the row changes, this process's memory does not.
    const config = { trustedDomains: [], patterns: [{ id: 'loyalty-points', kind: 'off_platform_payment', langs: ['en'], allOf: [['loyalty points']] }] };
    await t.deps.db.insert(appSettings).values({ key: 'chat_guard', value: { revision: 'rev_elsewhere', config } });
    expect(await check('Can I pay with my loyalty points?')).toEqual([]);
    t.clock.advance(CHAT_GUARD_RECHECK_MS);
    expect(await check('Can I pay with my loyalty points?')).toEqual(['off_platform_payment']);
    expect(await check('Send me a steam gift card')).toEqual([]);
  });

  it('falls back to the defaults when the stored set is unusable, so sending never breaks', async () => {
    await t.post('admin/chat_guard_reset', {}, as(admin));
    await t.deps.db.insert(appSettings).values({ key: 'chat_guard', value: { revision: 'rev_broken', config: { trustedDomains: [], patterns: [{ id: 'x', kind: 'gift_card', langs: ['en'], allOf: [['(a+)+']] }] } } });
    t.clock.advance(CHAT_GUARD_RECHECK_MS);
    expect(await check('Send me a steam gift card')).toEqual(['gift_card']);
    expect((await t.post('admin/chat_guard_get', {}, as(admin))).json.config).toEqual(DEFAULTS);
  });
});

describe('admin/chat_guard_reset', () => {
  it('goes back to the defaults, audited, and the next check sees them', async () => {
    await t.post('admin/chat_guard_update', { trusted_domains: [], patterns: [loyalty] }, as(admin));
    expect(await check('Send me a steam gift card')).toEqual([]);
    const r = await t.post('admin/chat_guard_reset', {}, as(admin));
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ is_default: '1', updated_date: '' });
    expect(r.json.config).toEqual(DEFAULTS);
    expect(await stored()).toBeUndefined();
    expect(await check('Send me a steam gift card')).toEqual(['gift_card']);
    expect((await auditsOf('chat_guard_reset'))[0]).toMatchObject({ actorUserId: admin.id, targetId: 'chat_guard' });
  });
});

describe('admin/chat_guard_test', () => {
  beforeEach(() => t.post('admin/chat_guard_reset', {}, as(admin)));

  it('answers the kinds and the patterns that fired, for the set in force', async () => {
    const r = await t.post('admin/chat_guard_test', { text: 'Pay the deposit before viewing, lots of interest. Or an iTunes gift card.' }, as(moderator));
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ warn: '1', kinds: ['gift_card', 'deposit_before_viewing'], pattern_ids: ['gift-cards', 'deposit-en'] });
    expect(calls['admin/chat_guard_test'].response.safeParse(r.json).success).toBe(true);
    const clean = await t.post('admin/chat_guard_test', { text: 'Is the service history complete?' }, as(moderator));
    expect(clean.json).toEqual({ warn: '0', kinds: [], pattern_ids: [] });
  });

  it('applies first-message-only patterns to first messages only', async () => {
    const text = 'Hi, text me on whatsapp';
    expect((await t.post('admin/chat_guard_test', { text, is_first_message: '1' }, as(admin))).json.pattern_ids).toEqual(['elsewhere-first-en']);
    expect((await t.post('admin/chat_guard_test', { text, is_first_message: '0' }, as(admin))).json.pattern_ids).toEqual([]);
  });

  it('tries a draft instead of the stored set, with the same checks as saving, storing nothing', async () => {
    const draft = { trusted_domains: [], patterns: [loyalty] };
    const r = await t.post('admin/chat_guard_test', { text: 'Loyalty points or a gift card?', config: draft }, as(admin));
    expect(r.json).toEqual({ warn: '1', kinds: ['off_platform_payment'], pattern_ids: ['loyalty-points'] });
    const unsafe = await t.post('admin/chat_guard_test', { text: 'aaaa', config: { trusted_domains: [], patterns: [{ ...loyalty, all_of: [['(a+)+$']] }] } }, as(admin));
    expect(unsafe.status).toBe(400);
    expect(unsafe.json.message).toContain('“(a+)+$”');
    expect(await stored()).toBeUndefined();
    expect((await t.post('admin/chat_guard_test', { text: 'hi' }, as(user))).status).toBe(403);
  });
});

// ------------------------------------------------------------------------------------------ reported conversations

/** A conversation where the buyer (reporter) and the seller (reported) both wrote, and the buyer's report. */
async function reportedConversation(reason = 'Wants a deposit before I see the car.') {
  const seller = await createLoggedInUser(t);
  const buyer = await createLoggedInUser(t);
  const item = await createItem(t.deps.db, cat, seller.id);
  const { header } = await createChat(t.deps.db, item, buyer.id, { messages: [`Buyer secret ${buyer.id}: is it available?`] });
  const said = await createChatMessage(t.deps.db, { chatHeaderId: header.id, senderUserId: seller.id, message: 'Yes. Send a deposit first, lots of interest.', warningKinds: ['deposit_before_viewing'] });
  await createChatMessage(t.deps.db, { chatHeaderId: header.id, senderUserId: buyer.id, message: `Buyer secret ${buyer.id}: my address is 12 Hill Road` });
  await createChatMessage(t.deps.db, { chatHeaderId: header.id, senderUserId: seller.id, message: 'Pay by gift card.' });
  const report = await createChatReport(t.deps.db, { chatHeaderId: header.id, reporterUserId: buyer.id, reportedUserId: seller.id, reason });
  return { seller, buyer, item, header, report, said };
}

describe('admin/chat_reports', () => {
  it('lists open reports newest first, with the item, both people, the reason and only the reported user’s messages', async () => {
    const older = await reportedConversation('Older report');
    t.clock.advance(1000);
    const newer = await reportedConversation('Newer report');
    await t.deps.db.update(chatReports).set({ addedDate: new Date(Date.now() + 60_000) }).where(eq(chatReports.id, newer.report.id));
    const r = await t.post('admin/chat_reports', {}, as(moderator));
    expect(r.status).toBe(200);
    expect(calls['admin/chat_reports'].response.safeParse(r.json).success).toBe(true);
    const ids = r.json.map((x: { id: string }) => x.id);
    expect(ids.indexOf(newer.report.id)).toBeLessThan(ids.indexOf(older.report.id));

    const row = r.json.find((x: { id: string }) => x.id === older.report.id);
    expect(row).toMatchObject({ chat_id: older.header.id, reason: 'Older report', status: 'open', message_count: '2' });
    expect(row.item.id).toBe(older.item.id);
    expect(row.reporter.user_id).toBe(older.buyer.id);
    expect(row.reported_user.user_id).toBe(older.seller.id);
    expect(row.messages.map((m: { message: string }) => m.message)).toEqual(['Yes. Send a deposit first, lots of interest.', 'Pay by gift card.']);
    expect(row.messages[0]).toMatchObject({ id: older.said.id, sender_user_id: older.seller.id, warning_kinds: 'deposit_before_viewing' });
    // Never the reporter's side, anywhere in the answer.
    expect(JSON.stringify(r.json)).not.toContain('Buyer secret');
  });

  it('leaves handled reports out, answers an empty list as the wire’s 10001, and refuses regular users', async () => {
    await t.deps.db.update(chatReports).set({ status: 'dismissed' }).where(eq(chatReports.status, 'open'));
    const none = await t.post('admin/chat_reports', {}, as(admin));
    expect(none.status).toBe(404);
    expect(none.json.message).toMatch(/^10001##/);
    expect((await t.post('admin/chat_reports', {}, as(user))).status).toBe(403);
  });
});

describe('admin/chat_report_dismiss', () => {
  it('closes the report as dismissed, audited; a second try is 409 and an unknown id 404', async () => {
    const { report } = await reportedConversation();
    const r = await t.post('admin/chat_report_dismiss', { report_id: report.id }, as(moderator));
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ status: 'success', message: 'The report has been dismissed.' });
    expect((await t.deps.db.select().from(chatReports).where(eq(chatReports.id, report.id)))[0]!.status).toBe('dismissed');
    expect((await auditsOf('chat_report_dismiss'))[0]).toMatchObject({ actorUserId: moderator.id, targetId: report.id });
    expect((await t.post('admin/chat_report_dismiss', { report_id: report.id }, as(moderator))).status).toBe(409);
    expect((await t.post('admin/chat_report_dismiss', { report_id: 'rpt_nosuchreport' }, as(moderator))).status).toBe(404);
  });
});

describe('admin/chat_report_action', () => {
  it('closes the report as actioned without touching the account when no ban is asked', async () => {
    const { report, seller } = await reportedConversation();
    const r = await t.post('admin/chat_report_action', { report_id: report.id, ban: '0' }, as(moderator));
    expect(r.status).toBe(200);
    expect((await t.deps.db.select().from(chatReports).where(eq(chatReports.id, report.id)))[0]!.status).toBe('actioned');
    expect((await t.deps.db.select().from(users).where(eq(users.id, seller.id)))[0]!.isBanned).toBe(false);
    expect((await t.post('admin/chat_report_action', { report_id: report.id }, as(moderator))).status).toBe(409);
  });

  it('bans the reported user: their sessions end, and their other open conversation reports close with it', async () => {
    const first = await reportedConversation();
    const other = await createChatReport(t.deps.db, {
      chatHeaderId: (await createChat(t.deps.db, await createItem(t.deps.db, cat, first.seller.id), (await createUser(t.deps.db)).id)).header.id,
      reporterUserId: first.buyer.id,
      reportedUserId: first.seller.id,
    });
    const r = await t.post('admin/chat_report_action', { report_id: first.report.id, ban: '1' }, as(moderator));
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.message).toBe('The report has been closed and the user has been banned.');
    expect((await t.deps.db.select().from(users).where(eq(users.id, first.seller.id)))[0]!.isBanned).toBe(true);
    expect((await t.post('admin/chat_guard_get', {}, as(first.seller))).status).toBe(401);
    const statuses = await t.deps.db.select({ id: chatReports.id, status: chatReports.status }).from(chatReports).where(eq(chatReports.reportedUserId, first.seller.id));
    expect(statuses.map((s) => s.status)).toEqual(['actioned', 'actioned']);
    expect(statuses.map((s) => s.id).sort()).toEqual([first.report.id, other.id].sort());
    const entries = await t.deps.db.select().from(auditLogs).where(and(eq(auditLogs.targetId, first.report.id), eq(auditLogs.action, 'chat_report_action')));
    expect(entries[0]!.detail).toMatchObject({ reported_user_id: first.seller.id, ban: true, other_reports: 1 });
    expect((await t.deps.db.select().from(auditLogs).where(and(eq(auditLogs.targetId, first.seller.id), eq(auditLogs.action, 'user_ban')))).length).toBe(1);
  });

  it('keeps the ban rules: a moderator cannot ban staff this way, and the report stays open', async () => {
    const seller = await createLoggedInUser(t, USER.moderator);
    const buyer = await createLoggedInUser(t);
    const { header } = await createChat(t.deps.db, await createItem(t.deps.db, cat, seller.id), buyer.id);
    const report = await createChatReport(t.deps.db, { chatHeaderId: header.id, reporterUserId: buyer.id, reportedUserId: seller.id });
    expect((await t.post('admin/chat_report_action', { report_id: report.id, ban: '1' }, as(moderator))).status).toBe(403);
    expect((await t.deps.db.select().from(chatReports).where(eq(chatReports.id, report.id)))[0]!.status).toBe('open');
    expect((await t.post('admin/chat_report_action', { report_id: report.id, ban: '1' }, as(admin))).status).toBe(200);
  });
});

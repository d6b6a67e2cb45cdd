/**
 * The chat safety editor's draft: it round-trips the set in force, and refuses what the server refuses (nested
 * repetition, invalid terms, missing ids, duplicate ids, empty groups) with the problem on the right pattern row,
 * while letters the normalised text never holds are only warned of.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_GUARD_DEFAULTS, calls, chatGuardConfigToWire } from '@wheeldeal/contract';
import en from '@wheeldeal/i18n/locales/en/admin.json';
import { checkDraft, draftOf, emptyPattern, hasErrors, wireOf, type Draft, type DraftPattern } from './chat-guard-draft';

/** The defaults as the editor receives them (decoded from the wire). */
const decoded = () => calls['admin/chat_guard_get'].response.parse({ config: chatGuardConfigToWire(CHAT_GUARD_DEFAULTS), defaults: chatGuardConfigToWire(CHAT_GUARD_DEFAULTS), is_default: '1', updated_date: '' }).config;

const withPattern = (patch: Partial<DraftPattern>): { draft: Draft; row: DraftPattern } => {
  const row = { ...emptyPattern(), id: 'loyalty', groups: ['loyalty points'], ...patch };
  const draft = draftOf(decoded());
  return { draft: { ...draft, patterns: [...draft.patterns, row] }, row };
};
const issuesOf = (patch: Partial<DraftPattern>) => {
  const { draft, row } = withPattern(patch);
  return checkDraft(draft).filter((i) => i.pattern === row.key);
};

describe('the chat guard draft', () => {
  it('turns the set in force into a draft and back without a change, with no error', () => {
    const draft = draftOf(decoded());
    expect(wireOf(draft)).toEqual(chatGuardConfigToWire(CHAT_GUARD_DEFAULTS));
    expect(hasErrors(checkDraft(draft))).toBe(false);
  });

  it('reads terms one per line and languages separated by commas or spaces', () => {
    const { draft } = withPattern({ langs: 'en, ar  de', groups: ['  gift card \n\nsteam card', 'now'], noneOf: 'after viewing\n' });
    expect(wireOf(draft).patterns.at(-1)).toMatchObject({ langs: ['en', 'ar', 'de'], all_of: [['gift card', 'steam card'], ['now']], none_of: ['after viewing'] });
  });

  it('refuses a term that could backtrack catastrophically, on its own row and naming the term', () => {
    expect(issuesOf({ groups: ['loyalty\n(a+)+$'] })).toEqual([expect.objectContaining({ code: 'term_unsafe', severity: 'error', term: '(a+)+$' })]);
  });

  it('refuses invalid and empty-matching terms, missing or duplicate ids, bad languages and empty groups', () => {
    expect(issuesOf({ groups: ['(abc'] }).map((i) => i.code)).toEqual(['term_invalid']);
    expect(issuesOf({ groups: ['x*'] }).map((i) => i.code)).toEqual(['term_matches_empty']);
    expect(issuesOf({ id: '' }).map((i) => i.code)).toEqual(['id']);
    expect(issuesOf({ id: 'Has Spaces' }).map((i) => i.code)).toEqual(['id']);
    expect(issuesOf({ id: 'gift-cards' }).map((i) => i.code)).toEqual(['duplicate_id']);
    expect(issuesOf({ langs: '' }).map((i) => i.code)).toEqual(['langs']);
    expect(issuesOf({ groups: ['loyalty', '  '] }).map((i) => i.code)).toEqual(['group_empty']);
    expect(issuesOf({ groups: ['x'.repeat(301)] }).map((i) => i.code)).toEqual(['term_too_long']);
  });

  it('only warns of letters the normalised text never holds, with the spelling that matches', () => {
    const issues = issuesOf({ groups: ['WhatsApp me'] });
    expect(issues).toEqual([expect.objectContaining({ code: 'term_never_matches', severity: 'warning', suggestion: 'whatsapp me', letters: 'W → w, A → a' })]);
    expect(hasErrors(issues)).toBe(false);
  });

  it('refuses a trusted domain that is not a domain name', () => {
    const draft = { ...draftOf(decoded()), trustedDomains: 'wheeldeal.example\nnot a domain' };
    expect(checkDraft(draft)).toEqual([expect.objectContaining({ pattern: '', code: 'domains', severity: 'error' })]);
  });

  it('has an English text for every problem it can report', () => {
    const problems = (en as unknown as { chatSafety: { problems: Record<string, string> } }).chatSafety.problems;
    for (const code of ['duplicate_id', 'term_invalid', 'term_matches_empty', 'term_unsafe', 'term_never_matches', 'too_many_terms', 'id', 'langs', 'terms', 'group_empty', 'term_too_long', 'domains', 'too_many_patterns']) {
      expect(problems[code], code).toBeTruthy();
    }
  });
});

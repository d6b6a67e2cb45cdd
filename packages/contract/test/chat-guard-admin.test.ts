/**
 * The checks an admin-edited chat guard set must pass: terms that could backtrack catastrophically are refused,
 * the delimited repetitions the defaults use are not, and letters the normalised text never holds are warned of.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_GUARD_DEFAULTS, chatGuardConfigBody, chatGuardConfigToWire, chatGuardErrors, findChatGuardProblems, visibleTerm, type ChatGuardConfig } from '../src/index.ts';

const withTerm = (term: string): ChatGuardConfig => ({ trustedDomains: [], patterns: [{ id: 'p', kind: 'gift_card', langs: ['en'], allOf: [[term]] }] });
const codeOf = (term: string) => findChatGuardProblems(withTerm(term))[0]?.code ?? null;

describe('findChatGuardProblems', () => {
  it('finds no error in the defaults, which survive the wire both ways', () => {
    expect(chatGuardErrors(CHAT_GUARD_DEFAULTS)).toEqual([]);
    const parsed = chatGuardConfigBody.parse(chatGuardConfigToWire(CHAT_GUARD_DEFAULTS));
    expect(chatGuardConfigToWire(parsed)).toEqual(chatGuardConfigToWire(CHAT_GUARD_DEFAULTS));
  });

  it('refuses nested repetition, the shape of catastrophic backtracking', () => {
    for (const term of ['(a+)+', '(?:a*)*', String.raw`(\w+\s?)*`, String.raw`(?:\d+){2,}`, '(?:(?:ab)+c?)*', String.raw`(?:x|\w+)+y`, String.raw`(?:\w+\.\w+)*`]) {
      expect(codeOf(term), term).toBe('term_unsafe');
    }
  });

  it('accepts repetition that a plain delimiter splits one way, and single repetitions', () => {
    for (const term of [String.raw`(?:[\w-]+\.)*example`, String.raw`(?: \p{L}+){0,3} x`, String.raw`(?:\d{1,3}\.){3}\d{1,3}`, 'a+b*c', '(?:ab)+', '(?:(?:ab)+c)+', String.raw`(?:a+)?b`, 'gift ?cards?']) {
      expect(codeOf(term), term).toBeNull();
    }
  });

  it('refuses terms that do not compile, escape their group, or match the empty text; and duplicate ids', () => {
    expect(codeOf('(abc')).toBe('term_invalid');
    expect(codeOf('a)|(b')).toBe('term_invalid');
    expect(codeOf('[z-a]')).toBe('term_invalid');
    expect(codeOf('x?')).toBe('term_matches_empty');
    const twice = { trustedDomains: [], patterns: [withTerm('a').patterns[0]!, withTerm('b').patterns[0]!] };
    expect(findChatGuardProblems(twice).map((p) => p.code)).toEqual(['duplicate_id']);
  });

  it('refuses a set with more terms than a check may cost, before compiling any', () => {
    const terms = Array.from({ length: 80 }, (_, i) => `t${i}(`);
    const huge = { trustedDomains: [], patterns: Array.from({ length: 60 }, (_, i) => ({ id: `p${i}`, kind: 'gift_card' as const, langs: ['en'], allOf: [terms] })) };
    expect(findChatGuardProblems(huge)).toEqual([{ code: 'too_many_terms', severity: 'error', pattern: '', term: '' }]);
  });

  it('warns (without refusing) of letters the normalised text never contains, with the spelling it needs', () => {
    expect(findChatGuardProblems(withTerm('WhatsApp'))).toEqual([
      { code: 'term_never_matches', severity: 'warning', pattern: 'p', term: 'WhatsApp', suggestion: 'whatsapp', letters: 'W → w, A → a' },
    ]);
    expect(findChatGuardProblems(withTerm('(?:دفعة|إلى)'))[0]?.letters).toBe('ة → ه, إ → ا, ى → ي');
    expect(visibleTerm('دفعة إلى')).toBe('دفعه الي');
    // Escapes, property names and group names are syntax, not letters.
    expect(visibleTerm(String.raw`\W\p{Lu}(?<Name>x)\k<Name>`)).toBe(String.raw`\W\p{Lu}(?<Name>x)\k<Name>`);
    expect(chatGuardErrors(withTerm('WhatsApp'))).toEqual([]);
  });
});

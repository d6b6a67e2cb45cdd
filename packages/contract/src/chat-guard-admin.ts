/**
 * The chat guard as data that admins edit (issue 11 item 6): the wire shape of a pattern set, its limits, and the
 * checks a set must pass before it is saved or tried — ids unique, every term a regular expression that compiles,
 * cannot match the empty text and cannot backtrack catastrophically. The server refuses a set with such an error;
 * the admin editor shows the same problems while the draft is typed, plus warnings for letters the normalised
 * text never contains (a capital, "ة", "ى"): such a term, or that branch of it, can never match.
 */
import { z } from 'zod';
import { CHAT_GUARD_KINDS, compileChatGuard, normaliseChatText, type ChatGuardConfig, type ChatGuardPattern } from './chat-guard.ts';
import { CHAT_LIMITS } from './limits.ts';

export const CHAT_GUARD_LIMITS = {
  patternsMax: 200,
  /** One term (the longest default is 240 characters). */
  termMax: 300,
  idMax: 64,
  /** "All of" groups of one pattern. */
  groupsMax: 8,
  /** Terms of one group, and none-of terms of one pattern. */
  termsMax: 80,
  langsMax: 20,
  trustedDomainsMax: 50,
  domainMax: 253,
  /** Terms of a whole set, which bounds the work of compiling and checking one. */
  totalTermsMax: 4000,
} as const;

/** Pattern ids: short, readable, stable ("deposit-en"). */
export const CHAT_GUARD_ID = /^[a-z0-9][a-z0-9_-]*$/;
/** A language code of the patterns' `langs` ("en", "pt-br") or "*" for language-neutral terms. */
export const CHAT_GUARD_LANG = /^(?:\*|[a-z]{2,3}(?:-[a-z0-9]{2,8})?)$/;
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);
const flag = z.preprocess((v) => (v === true || v === 1 || v === '1' ? true : v === false || v === 0 || v === '0' || v === '' || v === undefined || v === null ? false : v), z.boolean());
const term = z.preprocess(asText, z.string().min(1).max(CHAT_GUARD_LIMITS.termMax));
const terms = z.array(term).max(CHAT_GUARD_LIMITS.termsMax);

/** One pattern on the wire (snake_case, like the rest of the dialect). */
export const chatGuardPatternBody = z.object({
  id: z.preprocess(asText, z.string().trim().min(1).max(CHAT_GUARD_LIMITS.idMax).regex(CHAT_GUARD_ID)),
  kind: z.enum(CHAT_GUARD_KINDS),
  langs: z.array(z.preprocess(asText, z.string().trim().toLowerCase().regex(CHAT_GUARD_LANG))).min(1).max(CHAT_GUARD_LIMITS.langsMax),
  all_of: z.array(terms.min(1)).min(1).max(CHAT_GUARD_LIMITS.groupsMax),
  none_of: terms.optional().default([]),
  first_message_only: flag.optional().default(false),
});

/** A whole pattern set on the wire; decodes to the matcher's ChatGuardConfig. */
export const chatGuardConfigBody = z
  .object({
    trusted_domains: z.array(z.preprocess(asText, z.string().trim().toLowerCase().max(CHAT_GUARD_LIMITS.domainMax).regex(DOMAIN))).max(CHAT_GUARD_LIMITS.trustedDomainsMax),
    patterns: z.array(chatGuardPatternBody).max(CHAT_GUARD_LIMITS.patternsMax),
  })
  .transform(
    (w): ChatGuardConfig => ({
      trustedDomains: w.trusted_domains,
      patterns: w.patterns.map((p) => ({
        id: p.id,
        kind: p.kind,
        langs: p.langs,
        allOf: p.all_of,
        ...(p.none_of.length ? { noneOf: p.none_of } : {}),
        ...(p.first_message_only ? { firstMessageOnly: true } : {}),
      })),
    }),
  );
export type ChatGuardConfigWire = z.input<typeof chatGuardConfigBody>;

/** admin/chat_guard_test: a message checked against the set in force, or against a draft. */
export const chatGuardTestBody = z.object({
  text: z.preprocess(asText, z.string().min(1).max(CHAT_LIMITS.messageMax)),
  is_first_message: flag.optional().default(false),
  config: chatGuardConfigBody.optional(),
});

/** The matcher's config in the wire's shape (what the admin calls answer and the editor sends back). */
export function chatGuardConfigToWire(config: ChatGuardConfig) {
  return {
    trusted_domains: [...config.trustedDomains],
    patterns: config.patterns.map((p) => ({
      id: p.id,
      kind: p.kind,
      langs: [...p.langs],
      all_of: p.allOf.map((g) => [...g]),
      none_of: [...(p.noneOf ?? [])],
      first_message_only: p.firstMessageOnly ? '1' : '0',
    })),
  };
}

// ------------------------------------------------------------------------------------------ problems

export type ChatGuardProblemCode =
  /** Two patterns share an id. */
  | 'duplicate_id'
  /** Not a regular expression (in JavaScript's Unicode mode). */
  | 'term_invalid'
  /** Matches the empty text, so the pattern would fire on every message. */
  | 'term_matches_empty'
  /** A repeated group holding another repetition, e.g. (a+)+: it can take exponential time on a crafted message. */
  | 'term_unsafe'
  /** Warning only: has letters the normalised text never contains (capitals, Arabic letter variants, diacritics…),
   * so the term, or the alternative that holds them, can never match. */
  | 'term_never_matches'
  /** More terms in the set than a check may cost. */
  | 'too_many_terms';

export interface ChatGuardProblem {
  code: ChatGuardProblemCode;
  /** Errors stop a save; warnings are shown to the editor only. */
  severity: 'error' | 'warning';
  /** The pattern's id ('' for problems of the whole set). */
  pattern: string;
  /** The offending term ('' when the problem is not one term's). */
  term: string;
  /** For term_never_matches: the term as the normalised text would need it… */
  suggestion?: string;
  /** …and the letters to change ("ة → ه, W → w"). */
  letters?: string;
}

/** Every problem of a set; it may be saved when none is an error. Each term is reported once, with its first problem. */
export function findChatGuardProblems(config: ChatGuardConfig): ChatGuardProblem[] {
  // Counted first: an oversized set is refused before any of its terms is compiled.
  const total = config.patterns.reduce((n, p) => n + termsOf(p).length, 0);
  if (total > CHAT_GUARD_LIMITS.totalTermsMax) return [{ code: 'too_many_terms', severity: 'error', pattern: '', term: '' }];
  const problems: ChatGuardProblem[] = [];
  const seen = new Set<string>();
  for (const p of config.patterns) {
    if (seen.has(p.id)) problems.push({ code: 'duplicate_id', severity: 'error', pattern: p.id, term: '' });
    seen.add(p.id);
    for (const t of termsOf(p)) {
      const problem = termProblem(t);
      if (problem) problems.push({ ...problem, pattern: p.id, term: t });
    }
  }
  return problems;
}

/** The problems that stop a save. */
export const chatGuardErrors = (config: ChatGuardConfig) => findChatGuardProblems(config).filter((p) => p.severity === 'error');

const termsOf = (p: ChatGuardPattern) => [...new Set([...p.allOf.flat(), ...(p.noneOf ?? [])])];

function termProblem(t: string): Omit<ChatGuardProblem, 'pattern' | 'term'> | null {
  let alone: RegExp;
  try {
    // Alone first: a term with an unbalanced ")" would otherwise escape the matcher's wrapping group.
    alone = new RegExp(t, 'u');
    compileChatGuard({ trustedDomains: [], patterns: [{ id: 'x', kind: 'gift_card', langs: ['*'], allOf: [[t]] }] });
  } catch {
    return { code: 'term_invalid', severity: 'error' };
  }
  if (hasNestedRepetition(parseRegex(t))) return { code: 'term_unsafe', severity: 'error' };
  if (new RegExp(`^(?:${alone.source})$`, 'u').test('')) return { code: 'term_matches_empty', severity: 'error' };
  const seen = visibleTerm(t);
  if (seen !== t) return { code: 'term_never_matches', severity: 'warning', suggestion: seen, letters: changedLetters(t) };
  return null;
}

/** The literal characters of a term the normaliser writes otherwise, each once: "ة → ه, ى → ي". */
function changedLetters(t: string): string {
  const pairs = new Map<string, string>();
  for (let i = 0; i < t.length; ) {
    const skip = escapeLength(t, i) || groupNameLength(t, i);
    if (skip) {
      i += skip;
      continue;
    }
    const ch = String.fromCodePoint(t.codePointAt(i)!);
    i += ch.length;
    const seen = /\s/u.test(ch) ? ch : normaliseChatText(ch);
    if (seen !== ch) pairs.set(ch, seen);
  }
  return [...pairs].map(([from, to]) => `${from} → ${to || '∅'}`).join(', ');
}

/**
 * The term with every literal character as the normaliser writes it (escapes, property names and group names
 * untouched): equal to the term when the normalised text can contain what it asks for.
 */
export function visibleTerm(t: string): string {
  let out = '';
  for (let i = 0; i < t.length; ) {
    const skip = escapeLength(t, i) || groupNameLength(t, i);
    if (skip) {
      out += t.slice(i, i + skip);
      i += skip;
      continue;
    }
    const ch = String.fromCodePoint(t.codePointAt(i)!);
    i += ch.length;
    out += /\s/u.test(ch) ? ch : normaliseChatText(ch);
  }
  return out;
}

/** Length of the escape at i (\d, \p{L}, \u{…}, \uXXXX, \xHH, \cX, \k<name>), 0 if none. */
function escapeLength(s: string, i: number): number {
  if (s[i] !== '\\') return 0;
  const next = s[i + 1] ?? '';
  const braced = (open: string, close: string) => {
    const end = s.indexOf(close, i + 2);
    return s[i + 2] === open && end > 0 ? end + 1 - i : 2;
  };
  if (next === 'p' || next === 'P') return braced('{', '}');
  if (next === 'k') return braced('<', '>');
  if (next === 'u') return s[i + 2] === '{' ? braced('{', '}') : 6;
  if (next === 'x') return 4;
  if (next === 'c') return 3;
  return 2;
}

/** Length of a named group's opening "(?<name>" at i, 0 if none. */
function groupNameLength(s: string, i: number): number {
  if (!s.startsWith('(?<', i) || s[i + 3] === '=' || s[i + 3] === '!') return 0;
  const end = s.indexOf('>', i + 3);
  return end > 0 ? end + 1 - i : 0;
}

// ------------------------------------------------------------------------------------------ nested repetition

interface Quant {
  max: number;
}
/** A regular expression as a tree: atoms (a character, a class, an escape) and groups of alternatives. */
type Node = { type: 'atom'; src: string; quant?: Quant } | { type: 'group'; alts: Node[][]; quant?: Quant };

/** Parses a source that compiles (the caller checked) into the tree the repetition check walks. */
function parseRegex(src: string): Node[][] {
  let i = 0;
  const alternatives = (): Node[][] => {
    const alts: Node[][] = [[]];
    while (i < src.length && src[i] !== ')') {
      if (src[i] === '|') {
        i++;
        alts.push([]);
        continue;
      }
      const node = atom();
      const quant = quantifier();
      if (quant) node.quant = quant;
      alts[alts.length - 1]!.push(node);
    }
    return alts;
  };
  const atom = (): Node => {
    const start = i;
    const c = src[i]!;
    if (c === '(') {
      i += src.startsWith('(?<=', i) || src.startsWith('(?<!', i) ? 4 : src[i + 1] === '?' ? (groupNameLength(src, i) || 3) : 1;
      const alts = alternatives();
      i++; // ")"
      return { type: 'group', alts };
    }
    if (c === '[') {
      i++;
      while (i < src.length && src[i] !== ']') i += escapeLength(src, i) || 1;
      i++;
      return { type: 'atom', src: src.slice(start, i) };
    }
    if (c === '\\') {
      i += escapeLength(src, i);
      return { type: 'atom', src: src.slice(start, i) };
    }
    i += String.fromCodePoint(src.codePointAt(i)!).length;
    return { type: 'atom', src: src.slice(start, i) };
  };
  const quantifier = (): Quant | undefined => {
    const c = src[i];
    let max: number | undefined;
    if (c === '*' || c === '+') {
      max = Infinity;
      i++;
    } else if (c === '?') {
      max = 1;
      i++;
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i));
      if (!m) return undefined;
      max = m[2] === undefined ? Number(m[1]) : m[3] ? Number(m[3]) : Infinity;
      i += m[0].length;
    } else return undefined;
    if (src[i] === '?') i++;
    return { max };
  };
  return alternatives();
}

const repeats = (n: Node) => (n.quant?.max ?? 1) > 1;
const anyRepeats = (alts: Node[][]): boolean => alts.some((seq) => seq.some((n) => repeats(n) || (n.type === 'group' && anyRepeats(n.alts))));

/**
 * A repeated group that holds a repetition ((a+)+, (\w+\s?)*) can split the same text in exponentially many ways.
 * Allowed: a group whose one alternative starts or ends with a plain character that none of its repeated atoms can
 * match, such as (?:[\w-]+\.)* or (?: \p{L}+){0,3} — that character marks where each round ends, so there is one
 * way to split.
 */
function hasNestedRepetition(alts: Node[][]): boolean {
  for (const seq of alts) {
    for (const n of seq) {
      if (n.type !== 'group') continue;
      if (repeats(n) && anyRepeats(n.alts) && !isDelimited(n.alts)) return true;
      if (hasNestedRepetition(n.alts)) return true;
    }
  }
  return false;
}

function isDelimited(alts: Node[][]): boolean {
  if (alts.length !== 1) return false;
  const seq = alts[0]!;
  if (seq.some((n) => n.type === 'group' && anyRepeats(n.alts))) return false;
  const literal = (n: Node | undefined) => n?.type === 'atom' && !n.quant && literalChar(n.src);
  for (const edge of [seq[0], seq[seq.length - 1]]) {
    const d = literal(edge);
    if (!d) continue;
    const clash = seq.some((n) => n !== edge && n.type === 'atom' && repeats(n) && new RegExp(`^(?:${n.src})$`, 'u').test(d));
    if (!clash) return true;
  }
  return false;
}

/** The one character a plain atom stands for ("a", "\.", " "), or '' for classes, escapes like \w, and ".". */
function literalChar(src: string): string {
  if (src === '.' || src === '^' || src === '$' || src.startsWith('[')) return '';
  if (src.startsWith('\\')) return /^\\[^\w\s]$/u.test(src) ? src[1]! : '';
  return src;
}

// ------------------------------------------------------------------------------------------ reported conversations

const reportId = z.preprocess(asText, z.string().trim().min(1).max(CHAT_LIMITS.idMax));

export const chatReportsBody = z.object({ limit: z.union([z.string(), z.number()]).optional(), offset: z.union([z.string(), z.number()]).optional() });
export const chatReportIdBody = z.object({ report_id: reportId });
/** admin/chat_report_action: closes the report as actioned; with ban "1" the reported user is banned too. */
export const chatReportActionBody = z.object({ report_id: reportId, ban: flag.optional().default(false) });
/** How many of the reported user's messages a report shows (the latest). */
export const CHAT_REPORT_MESSAGES_MAX = 100;

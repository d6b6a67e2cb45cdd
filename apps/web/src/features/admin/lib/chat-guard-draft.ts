/**
 * The chat safety editor's draft: the guard's pattern set as the form edits it (languages as one line, each term
 * group as lines of text), converted from and to the wire, and checked with the contract's own rules — the body
 * schema the server parses and `findChatGuardProblems`, so the editor refuses what the server would refuse (and
 * warns of terms that can never match, which the server lets through).
 */
import { CHAT_GUARD_KINDS, chatGuardConfigBody, findChatGuardProblems, type CallAnswer, type ChatGuardConfigWire, type ChatGuardKind, type ChatGuardProblemCode } from '@wheeldeal/contract';

export type GuardConfig = CallAnswer<'admin/chat_guard_get'>['config'];

export interface DraftPattern {
  /** The row's own key in the list (ids may be edited or repeated while typing). */
  key: string;
  id: string;
  kind: ChatGuardKind;
  /** "en, ar" or "*". */
  langs: string;
  /** "All of" groups, each one term per line. */
  groups: string[];
  /** None-of terms, one per line. */
  noneOf: string;
  firstMessageOnly: boolean;
}

export interface Draft {
  /** One domain per line. */
  trustedDomains: string;
  patterns: DraftPattern[];
}

let keys = 0;
export const newKey = () => `p${++keys}`;

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function draftOf(config: GuardConfig): Draft {
  return {
    trustedDomains: config.trusted_domains.join('\n'),
    patterns: config.patterns.map((p) => ({
      key: newKey(),
      id: p.id,
      kind: p.kind,
      langs: p.langs.join(', '),
      groups: p.all_of.map((g) => g.join('\n')),
      noneOf: p.none_of.join('\n'),
      firstMessageOnly: p.first_message_only,
    })),
  };
}

export function emptyPattern(): DraftPattern {
  return { key: newKey(), id: '', kind: CHAT_GUARD_KINDS[0], langs: 'en', groups: [''], noneOf: '', firstMessageOnly: false };
}

/** The body of admin/chat_guard_update (and the draft of admin/chat_guard_test). */
export function wireOf(draft: Draft): ChatGuardConfigWire {
  return {
    trusted_domains: lines(draft.trustedDomains),
    patterns: draft.patterns.map((p) => ({
      id: p.id.trim(),
      kind: p.kind,
      langs: p.langs
        .split(/[,\s]+/)
        .map((l) => l.trim())
        .filter(Boolean),
      all_of: p.groups.map(lines),
      none_of: lines(p.noneOf),
      first_message_only: p.firstMessageOnly ? '1' : '0',
    })),
  };
}

/** One thing wrong with the draft: where (a pattern row, or the set), what (an i18n key under chatSafety.problems), and the words it names. */
export interface DraftIssue {
  /** The pattern row's key, or '' for the set (trusted domains, size). */
  pattern: string;
  code: ChatGuardProblemCode | 'id' | 'langs' | 'terms' | 'group_empty' | 'domains' | 'too_many_patterns' | 'term_too_long';
  severity: 'error' | 'warning';
  term?: string;
  suggestion?: string;
  /** For term_never_matches: the letters to change. */
  letters?: string;
}

/** The draft's errors (which stop a save) and warnings, in list order. */
export function checkDraft(draft: Draft): DraftIssue[] {
  const wire = wireOf(draft);
  const parsed = chatGuardConfigBody.safeParse(wire);
  if (!parsed.success) {
    const issues: DraftIssue[] = [];
    for (const issue of parsed.error.issues) {
      const [top, index, field] = issue.path;
      if (top === 'trusted_domains') issues.push({ pattern: '', code: 'domains', severity: 'error' });
      else if (top === 'patterns' && typeof index === 'number') {
        const row = draft.patterns[index]!;
        const code: DraftIssue['code'] =
          field === 'id' ? 'id' : field === 'langs' ? 'langs' : field === 'all_of' && issue.path.length === 3 ? 'terms' : field === 'all_of' && issue.code === 'too_small' ? 'group_empty' : 'term_too_long';
        const term = field === 'all_of' || field === 'none_of' ? termAt(wire, issue.path) : undefined;
        issues.push({ pattern: row.key, code, severity: 'error', ...(term ? { term } : {}) });
      } else issues.push({ pattern: '', code: 'too_many_patterns', severity: 'error' });
    }
    return dedupe(issues);
  }
  const keyOf = new Map<string, string>();
  for (const p of draft.patterns) if (!keyOf.has(p.id.trim())) keyOf.set(p.id.trim(), p.key);
  return findChatGuardProblems(parsed.data).map((p) => ({
    pattern: p.code === 'duplicate_id' ? (draft.patterns.filter((d) => d.id.trim() === p.pattern)[1]?.key ?? '') : (keyOf.get(p.pattern) ?? ''),
    code: p.code,
    severity: p.severity,
    ...(p.term ? { term: p.term } : {}),
    ...(p.suggestion ? { suggestion: p.suggestion } : {}),
    ...(p.letters ? { letters: p.letters } : {}),
  }));
}

function termAt(wire: ChatGuardConfigWire, path: readonly PropertyKey[]): string | undefined {
  let node: unknown = wire;
  for (const k of path) node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[k] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function dedupe(issues: DraftIssue[]): DraftIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const k = `${i.pattern}|${i.code}|${i.term ?? ''}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export const hasErrors = (issues: readonly DraftIssue[]) => issues.some((i) => i.severity === 'error');

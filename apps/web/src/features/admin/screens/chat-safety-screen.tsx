/**
 * Chat safety: the patterns the chat guard warns recipients with (issue 11 item 6). Admins edit a draft (add, edit,
 * delete patterns, the trusted domains), try messages against it, save it or go back to the built-in defaults;
 * the draft is checked with the contract's rules as it is typed, so a save is refused here for what the server
 * would refuse. Moderators see the patterns and may try messages, but not change them.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { errorMessage } from '../../../lib/api/client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CheckboxField, TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { AlertIcon, CheckIcon, EditIcon, EyeIcon, PlusIcon, TrashIcon } from '../../../components/icons';
import { resetChatGuard, saveChatGuard, testChatGuard, useChatGuard, type ChatGuardState, type ChatGuardTest } from '../api/chat-guard';
import { adminKeys } from '../api/keys';
import { IssueList } from '../components/chat-guard-issues';
import { ChatPatternDialog } from '../components/chat-pattern-dialog';
import { ListLoading } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { checkDraft, draftOf, emptyPattern, hasErrors, wireOf, type Draft, type DraftPattern } from '../lib/chat-guard-draft';
import { formatDateTime } from '../lib/format';
import { useStaff } from '../lib/staff';

const termCount = (p: DraftPattern) => p.groups.reduce((n, g) => n + g.split('\n').filter((l) => l.trim()).length, 0);

function TestBox({ draft, blocked }: { draft: Draft; blocked: boolean }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const [first, setFirst] = useState(true);
  const [result, setResult] = useState<ChatGuardTest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await testChatGuard(text, first, wireOf(draft)));
    } catch (e) {
      setResult(null);
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="chat-guard-test" className="rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-6">
      <h2 id="chat-guard-test" className="text-base font-semibold text-fg">
        {t('chatSafety.test.title')}
      </h2>
      <p className="mt-1 mb-3 text-sm text-muted">{t('chatSafety.test.description')}</p>
      <TextAreaField label={t('chatSafety.test.message')} dir="auto" rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <CheckboxField label={t('chatSafety.test.first_message')} checked={first} onChange={(e) => setFirst(e.target.checked)} />
        <Button onClick={() => void run()} loading={busy} disabled={!text.trim() || blocked}>
          {t('chatSafety.test.run')}
        </Button>
      </div>
      {blocked && <p className="mt-2 text-sm text-muted">{t('chatSafety.test.blocked')}</p>}
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
      {result && (
        <div role="status" className={clsx('mt-3 rounded-xl px-3 py-2 text-sm', result.warn ? 'bg-danger-soft text-danger' : 'bg-primary-soft text-fg')}>
          {result.warn ? (
            <>
              <p className="flex items-center gap-2 font-semibold">
                <AlertIcon size={16} />
                {t('chatSafety.test.warned')}
              </p>
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {result.kinds.map((k) => (
                  <li key={k} className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-fg">
                    {t(`chatSafety.kinds.${k}`)}
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-xs text-fg">
                {t('chatSafety.test.fired')}{' '}
                <span dir="ltr" className="font-mono">
                  {result.pattern_ids.join(', ')}
                </span>
              </p>
            </>
          ) : (
            <p className="flex items-center gap-2">
              <CheckIcon size={16} />
              {t('chatSafety.test.clean')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function ChatGuardEditor({ state, canEdit }: { state: ChatGuardState; canEdit: boolean }) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const saved = useMemo(() => draftOf(state.config), [state]);
  const [draft, setDraft] = useState<Draft>(saved);
  const [editing, setEditing] = useState<DraftPattern | null>(null);
  const [resetting, setResetting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const deferred = useDeferredValue(draft);
  const issues = useMemo(() => checkDraft(deferred), [deferred]);
  const blocked = hasErrors(issues);
  const dirty = JSON.stringify(wireOf(draft)) !== JSON.stringify(wireOf(saved));
  const setIssues = issues.filter((i) => i.pattern === '');

  const apply = (next: ChatGuardState, message: string) => {
    client.setQueryData(adminKeys.chatGuard, next);
    setDraft(draftOf(next.config));
    void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    toast.success(message);
  };

  const save = async () => {
    setBusy(true);
    setServerError(null);
    try {
      apply(await saveChatGuard(wireOf(draft)), t('chatSafety.guard.saved'));
    } catch (e) {
      setServerError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    setBusy(true);
    try {
      apply(await resetChatGuard(), t('chatSafety.guard.reset_done'));
      setResetting(false);
    } catch (e) {
      setServerError(errorMessage(e));
      setResetting(false);
    } finally {
      setBusy(false);
    }
  };

  const upsert = (pattern: DraftPattern) => {
    setDraft((d) => ({ ...d, patterns: d.patterns.some((p) => p.key === pattern.key) ? d.patterns.map((p) => (p.key === pattern.key ? pattern : p)) : [...d.patterns, pattern] }));
    setEditing(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        {state.is_default ? t('chatSafety.guard.using_defaults') : t('chatSafety.guard.edited_at', { when: formatDateTime(state.updated_date) })}
        {!canEdit && ` ${t('chatSafety.guard.read_only')}`}
      </p>

      <section aria-labelledby="chat-guard-domains" className="rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-6">
        <h2 id="chat-guard-domains" className="sr-only">
          {t('chatSafety.guard.trusted_domains')}
        </h2>
        <TextAreaField
          label={t('chatSafety.guard.trusted_domains')}
          hint={t('chatSafety.guard.trusted_domains_hint')}
          dir="ltr"
          rows={2}
          disabled={!canEdit}
          value={draft.trustedDomains}
          onChange={(e) => setDraft({ ...draft, trustedDomains: e.target.value })}
        />
        <IssueList issues={setIssues} className="mt-3" />
      </section>

      <section aria-labelledby="chat-guard-patterns" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="chat-guard-patterns" className="text-base font-semibold text-fg">
            {t('chatSafety.guard.patterns', { count: draft.patterns.length })}
          </h2>
          {canEdit && (
            <Button size="sm" onClick={() => setEditing(emptyPattern())}>
              <PlusIcon size={16} />
              {t('chatSafety.guard.add_pattern')}
            </Button>
          )}
        </div>
        <ul className="flex flex-col gap-2">
          {draft.patterns.map((p) => {
            const own = issues.filter((i) => i.pattern === p.key);
            return (
              <li key={p.key} className="rounded-2xl border border-line bg-surface p-3 shadow-card sm:p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <span dir="ltr" className="font-mono text-sm font-semibold text-fg">
                        {p.id || t('chatSafety.guard.no_id')}
                      </span>
                      <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary">{t(`chatSafety.kinds.${p.kind}`)}</span>
                      {p.firstMessageOnly && <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">{t('chatSafety.guard.first_message_badge')}</span>}
                      {own.some((i) => i.severity === 'error') && <AlertIcon size={16} className="text-danger" aria-label={t('chatSafety.guard.has_errors')} />}
                    </p>
                    <p className="mt-1 text-xs text-muted">
                      {t('chatSafety.guard.summary', { langs: p.langs || '—', groups: p.groups.length, terms: termCount(p), exceptions: p.noneOf.split('\n').filter((l) => l.trim()).length })}
                    </p>
                  </div>
                  <div className="flex gap-1">
                    <Button size="sm" variant="outline" onClick={() => setEditing(p)}>
                      {canEdit ? <EditIcon size={16} /> : <EyeIcon size={16} />}
                      {canEdit ? t('chatSafety.guard.edit') : t('chatSafety.guard.view')}
                    </Button>
                    {canEdit && (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-danger"
                        aria-label={t('chatSafety.guard.delete', { id: p.id })}
                        onClick={() => setDraft({ ...draft, patterns: draft.patterns.filter((x) => x.key !== p.key) })}
                      >
                        <TrashIcon size={16} />
                      </Button>
                    )}
                  </div>
                </div>
                <IssueList issues={own} className="mt-2" />
              </li>
            );
          })}
        </ul>
      </section>

      <TestBox draft={deferred} blocked={blocked} />

      {serverError && <Alert tone="error">{serverError}</Alert>}

      {canEdit && (
        <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-2 rounded-2xl border border-line bg-surface/95 px-3 py-2 shadow-card backdrop-blur sm:gap-3 sm:px-6 sm:py-3">
          {dirty && <span className="me-auto text-sm text-muted">{blocked ? t('chatSafety.guard.fix_first') : t('chatSafety.guard.unsaved')}</span>}
          <Button size="sm" variant="ghost" className="text-danger" disabled={state.is_default || busy} onClick={() => setResetting(true)}>
            {t('chatSafety.guard.reset')}
          </Button>
          <Button size="sm" variant="outline" disabled={!dirty || busy} onClick={() => setDraft(saved)}>
            {t('chatSafety.guard.discard')}
          </Button>
          <Button size="sm" onClick={() => void save()} loading={busy} disabled={!dirty || blocked}>
            {t('chatSafety.guard.save')}
          </Button>
        </div>
      )}

      <ChatPatternDialog pattern={editing} draft={draft} readOnly={!canEdit} onClose={() => setEditing(null)} onApply={upsert} />
      <ConfirmDialog
        open={resetting}
        onOpenChange={setResetting}
        title={t('chatSafety.guard.reset_title')}
        description={t('chatSafety.guard.reset_text')}
        confirmLabel={t('chatSafety.guard.reset')}
        danger
        busy={busy}
        onConfirm={() => void reset()}
      />
    </div>
  );
}

export default function ChatSafetyScreen() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const query = useChatGuard();
  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t('chatSafety.guard.title')} description={t('chatSafety.guard.description')} />
      {query.isPending ? (
        <ListLoading rows={3} />
      ) : query.isError ? (
        <Alert tone="error">{errorMessage(query.error)}</Alert>
      ) : (
        <ChatGuardEditor key={String(query.data.updated_date?.getTime() ?? 'defaults')} state={query.data} canEdit={staff.isAdmin} />
      )}
    </section>
  );
}

/**
 * The outbox: every e-mail, SMS and WhatsApp message the server sent (locally: only recorded), newest first, filtered by channel
 * and recipient. Opening one shows its subject and body with clickable links — in the demo this is where the
 * verification codes and password-reset links can be read. Admins only (it holds codes and reset links).
 */
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { MailIcon } from '../../../components/icons';
import { useOutbox, type OutboxChannel } from '../api/get-outbox';
import { rowsOf } from '../api/paging';
import type { OutboxMessage } from '../../../lib/api/types';
import { ListState, LoadMore } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { SearchInput } from '../components/search-input';
import { formatDateTime, formatRelative } from '../lib/format';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useMediaQuery } from '../lib/use-media-query';

const CHANNELS: readonly OutboxChannel[] = ['', 'email', 'sms', 'whatsapp'];

/** Plain text with its web addresses turned into links. */
function Linkified({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  const re = /https?:\/\/[^\s<>"')]+/g;
  let last = 0;
  for (const match of text.matchAll(re)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(
      <a key={at} href={match[0]} target="_blank" rel="noopener noreferrer" className="break-all text-primary underline" dir="ltr">
        {match[0]}
      </a>,
    );
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

function StatusPill({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  const tone = status === 'failed' ? 'bg-danger-soft text-danger' : status === 'sent' ? 'bg-success-soft text-success' : 'bg-surface-2 text-muted';
  return <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', tone)}>{t(`outbox.status.${status}`, { defaultValue: status })}</span>;
}

function MessageView({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-3 text-sm">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="text-muted">{t('outbox.to')}</dt>
        <dd className="break-all text-fg" dir="ltr">
          {message.recipient}
        </dd>
        <dt className="text-muted">{t('outbox.date')}</dt>
        <dd className="text-fg">{formatDateTime(message.added_date)}</dd>
        {message.template && (
          <>
            <dt className="text-muted">{t('outbox.template')}</dt>
            <dd className="font-mono text-fg">{message.template}</dd>
          </>
        )}
        <dt className="text-muted">{t('outbox.state')}</dt>
        <dd>
          <StatusPill status={message.status} />
        </dd>
      </dl>
      {message.error && <p className="rounded-lg bg-danger-soft px-3 py-2 text-danger">{message.error}</p>}
      <pre className="max-h-[60vh] overflow-auto rounded-xl border border-line bg-surface-2 p-4 font-sans text-sm leading-6 whitespace-pre-wrap text-fg">
        <Linkified text={message.body} />
      </pre>
    </div>
  );
}

export default function OutboxScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const rawChannel = params.get('channel') ?? '';
  const channel = (CHANNELS as readonly string[]).includes(rawChannel) ? (rawChannel as OutboxChannel) : '';
  const [text, setText] = useState(params.get('to') ?? '');
  const recipient = useDebouncedValue(text.trim(), 350);
  const query = useOutbox(channel, recipient);
  const rows = rowsOf(query.data?.pages);
  const [openId, setOpenId] = useState<string | null>(null);
  const wide = useMediaQuery('(min-width: 1024px)');
  const selected = rows.find((m) => m.id === openId) ?? (wide ? rows[0] : undefined);

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t('outbox.title')} description={t('outbox.description')} />
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end">
        <SearchInput
          label={t('outbox.search')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setParam('to', e.target.value.trim());
          }}
        />
        <SelectField
          label={t('outbox.channel')}
          value={channel}
          onChange={(e) => setParam('channel', e.target.value)}
          options={CHANNELS.map((c) => ({ value: c, label: t(`outbox.channels.${c || 'all'}`) }))}
        />
      </div>
      <ListState query={query} count={rows.length} empty={{ title: t('outbox.empty'), icon: <MailIcon /> }}>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div>
            <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
              {rows.map((m) => {
                const active = wide && selected?.id === m.id;
                return (
                  <li key={m.id}>
                    <button
                      type="button"
                      onClick={() => setOpenId(m.id)}
                      aria-current={active || undefined}
                      className={clsx('flex w-full flex-col gap-0.5 px-4 py-3 text-start hover:bg-surface-2', active && 'bg-primary-soft hover:bg-primary-soft')}
                    >
                      <span className="flex items-center gap-2">
                        <span className="min-w-0 flex-1 truncate text-sm font-semibold text-fg">{m.subject || t('outbox.no_subject')}</span>
                        <span className="shrink-0 text-xs text-muted">{formatRelative(m.added_date)}</span>
                      </span>
                      <span className="flex items-center gap-2">
                        <span className="min-w-0 flex-1 truncate text-xs text-muted" dir="ltr">
                          {m.recipient}
                        </span>
                        <span className="shrink-0 rounded-md bg-surface-2 px-1.5 py-0.5 font-mono text-[11px] text-muted">{m.channel === 'sms' || m.channel === 'whatsapp' ? t(`outbox.channels.${m.channel}`) : m.template || m.channel}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <LoadMore query={query} />
          </div>
          {wide && selected && (
            <article aria-labelledby="outbox-subject" className="self-start rounded-2xl border border-line bg-surface p-5 shadow-card lg:sticky lg:top-20">
              <h2 id="outbox-subject" className="mb-3 text-lg font-semibold text-fg">
                {selected.subject || t('outbox.no_subject')}
              </h2>
              <MessageView message={selected} />
            </article>
          )}
        </div>
      </ListState>
      {!wide && (
        <Dialog open={Boolean(openId && selected)} onOpenChange={(open) => !open && setOpenId(null)} title={selected?.subject || t('outbox.no_subject')} className="max-w-2xl">
          {selected && <MessageView message={selected} />}
        </Dialog>
      )}
    </section>
  );
}

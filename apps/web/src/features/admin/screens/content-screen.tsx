/**
 * Content (issue 14): the admin writes the privacy policy, terms, safety tips, the about text, FAQs and blog posts
 * in every language they choose. The site's default language is the row itself (and must be written first); any
 * other language is a translation that readers of that language see, everyone else falling back to the default.
 * Publishing a privacy change "to accept again" asks every account to accept the policy once more.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { BROADCAST_LANGUAGES, CONTENT_PAGE_SLUGS, type ContentType } from '@wheeldeal/contract';
import { LANGUAGES } from '@wheeldeal/i18n';
import { PlusIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api/client';
import { contentQueries, useSaveContent, type ContentEntry } from '../../../lib/queries/content';
import { PageHeader } from '../components/page-header';
import { useStaff } from '../lib/staff';

const TYPES: readonly ContentType[] = ['page', 'about', 'faq', 'blog'];
const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.native_name ?? code;

/** Which row is open: a page by slug, the about record, an FAQ / post by id ("" = a new one). */
interface Target {
  type: ContentType;
  key: string;
}

const keyOf = (e: ContentEntry) => (e.type === 'page' ? e.slug : e.id);

export default function ContentScreen() {
  const { t } = useTranslation('content');
  const [target, setTarget] = useState<Target>({ type: 'page', key: 'privacy' });
  const rows = useQuery(contentQueries.editor(target.type));
  const entries = rows.data ?? [];
  const entry = target.type === 'about' ? entries[0] : entries.find((e) => keyOf(e) === target.key);
  const choices: { key: string; label: string }[] =
    target.type === 'page'
      ? CONTENT_PAGE_SLUGS.map((slug) => ({ key: slug, label: t(`editor.slug.${slug}`) }))
      : target.type === 'about'
        ? []
        : entries.map((e) => ({ key: e.id, label: e.title }));

  return (
    <div>
      <PageHeader title={t('editor.title')} description={t('editor.text')} />
      <div role="tablist" aria-label={t('editor.types')} className="mb-4 flex flex-wrap gap-2">
        {TYPES.map((type) => (
          <button
            key={type}
            role="tab"
            type="button"
            aria-selected={type === target.type}
            onClick={() => setTarget({ type, key: type === 'page' ? 'privacy' : '' })}
            className={clsx('rounded-full px-3 py-1.5 text-sm font-semibold', type === target.type ? 'bg-primary text-on-primary' : 'bg-surface-2 text-fg hover:bg-surface-3')}
          >
            {t(`editor.type.${type}`)}
          </button>
        ))}
      </div>
      <div className="flex flex-col gap-4 lg:flex-row">
        {choices.length > 0 || target.type === 'faq' || target.type === 'blog' ? (
          <nav aria-label={t('editor.rows')} className="flex flex-col gap-1 lg:w-64 lg:shrink-0">
            {(target.type === 'faq' || target.type === 'blog') && (
              <Button variant="outline" size="sm" onClick={() => setTarget({ type: target.type, key: '' })} aria-pressed={target.key === ''}>
                <PlusIcon size={16} />
                {t('editor.new')}
              </Button>
            )}
            {choices.map((c) => (
              <button
                key={c.key}
                type="button"
                aria-current={c.key === target.key ? 'true' : undefined}
                onClick={() => setTarget({ type: target.type, key: c.key })}
                className={clsx('truncate rounded-lg px-3 py-2 text-start text-sm', c.key === target.key ? 'bg-primary-soft font-semibold text-primary' : 'text-fg hover:bg-surface-2')}
                dir="auto"
              >
                {c.label}
              </button>
            ))}
          </nav>
        ) : null}
        <div className="min-w-0 flex-1">
          {rows.isError ? (
            <Alert tone="error">{errorMessage(rows.error)}</Alert>
          ) : rows.isPending ? null : (
            <Editor key={`${target.type}:${target.key}`} target={target} entry={entry} onCreated={(key) => setTarget({ type: target.type, key })} />
          )}
        </div>
      </div>
    </div>
  );
}

type Language = (typeof BROADCAST_LANGUAGES)[number];

/** Picks the language; the form below starts again from the saved texts of that language. */
function Editor({ target, entry, onCreated }: { target: Target; entry: ContentEntry | undefined; onCreated: (key: string) => void }) {
  const { t } = useTranslation('content');
  const [lang, setLang] = useState<Language>((entry?.lang as Language | undefined) ?? 'en');
  const filled = new Set([...(entry ? [entry.lang] : []), ...Object.keys(entry?.translations ?? {})]);
  const options = BROADCAST_LANGUAGES.map((code) => ({
    value: code,
    label: `${languageName(code)}${code === entry?.lang ? ` · ${t('editor.default')}` : filled.has(code) ? ' ✓' : ''}`,
  }));
  const texts = !entry ? { title: '', body: '' } : lang === entry.lang ? { title: entry.title, body: entry.body } : (entry.translations[lang] ?? { title: '', body: '' });
  return (
    <Card className="flex flex-col gap-4 p-5">
      <SelectField label={t('editor.language')} value={lang} onChange={(e) => setLang(e.target.value as Language)} options={options} />
      {entry && lang !== entry.lang && <p className="text-sm text-muted">{t('editor.translation_hint', { language: languageName(entry.lang) })}</p>}
      <EditorForm key={`${lang}:${entry?.updated_date?.getTime() ?? 'new'}:${Object.keys(entry?.translations ?? {}).join()}`} target={target} entry={entry} lang={lang} texts={texts} onCreated={onCreated} />
    </Card>
  );
}

function EditorForm({
  target,
  entry,
  lang,
  texts,
  onCreated,
}: {
  target: Target;
  entry: ContentEntry | undefined;
  lang: Language;
  texts: { title: string; body: string };
  onCreated: (key: string) => void;
}) {
  const { t } = useTranslation('content');
  const staff = useStaff();
  const save = useSaveContent();
  const [title, setTitle] = useState(texts.title);
  const [body, setBody] = useState(texts.body);
  const [newVersion, setNewVersion] = useState(false);
  const isPrivacy = target.type === 'page' && target.key === 'privacy';

  const submit = () =>
    save.mutate(
      {
        type: target.type,
        id: target.type === 'faq' || target.type === 'blog' ? target.key : '',
        slug: target.type === 'page' ? target.key : '',
        lang,
        title,
        body,
        new_version: isPrivacy && newVersion ? '1' : '0',
      },
      {
        onSuccess: (saved) => {
          toast.success(t('editor.saved', { language: languageName(lang) }));
          if (!target.key) onCreated(saved.id);
        },
      },
    );

  return (
    <>
      {entry && isPrivacy && <p className="text-sm text-muted">{t('editor.version', { version: entry.version })}</p>}
      <TextField label={t('editor.field_title')} value={title} onChange={(e) => setTitle(e.target.value)} dir="auto" />
      <TextAreaField label={t('editor.field_body')} value={body} onChange={(e) => setBody(e.target.value)} rows={14} dir="auto" />
      {isPrivacy && entry && <CheckboxField label={t('editor.new_version')} checked={newVersion} onChange={(e) => setNewVersion(e.target.checked)} />}
      {save.isError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
      {!staff.isAdmin && <Alert tone="info">{t('editor.read_only')}</Alert>}
      <Button className="self-start" loading={save.isPending} disabled={!staff.isAdmin} onClick={submit}>
        {t('editor.save')}
      </Button>
    </>
  );
}

/**
 * Edit (or, for moderators, read) one pattern of the chat guard: its id, the scam kind it warns of, the languages
 * of its terms, the "all of" term groups, the none-of exceptions and whether it applies to first messages only.
 * The problems of the edited pattern show live, checked by the contract's rules against the whole draft.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_GUARD_KINDS, type ChatGuardKind } from '@wheeldeal/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { checkDraft, type Draft, type DraftPattern } from '../lib/chat-guard-draft';
import { IssueList } from './chat-guard-issues';

export interface ChatPatternDialogProps {
  /** The pattern being edited (null: closed). */
  pattern: DraftPattern | null;
  /** The rest of the draft, to check ids against. */
  draft: Draft;
  readOnly: boolean;
  onClose: () => void;
  onApply: (pattern: DraftPattern) => void;
}

export function ChatPatternDialog({ pattern, draft, readOnly, onClose, onApply }: ChatPatternDialogProps) {
  const { t } = useTranslation('admin');
  const [edited, setEdited] = useState<DraftPattern | null>(pattern);
  useEffect(() => setEdited(pattern), [pattern]);

  const issues = useMemo(() => {
    if (!edited) return [];
    const others = draft.patterns.filter((p) => p.key !== edited.key);
    return checkDraft({ trustedDomains: '', patterns: [...others, edited] }).filter((i) => i.pattern === edited.key);
  }, [edited, draft]);

  if (!edited) return null;
  const set = (patch: Partial<DraftPattern>) => setEdited({ ...edited, ...patch });
  const setGroup = (i: number, text: string) => set({ groups: edited.groups.map((g, j) => (j === i ? text : g)) });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={readOnly ? t('chatSafety.pattern.view_title') : pattern && pattern.id ? t('chatSafety.pattern.edit_title') : t('chatSafety.pattern.add_title')}
      description={t('chatSafety.pattern.description')}
      className="max-w-2xl"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!readOnly) onApply(edited);
        }}
        className="flex flex-col gap-4"
      >
        <fieldset disabled={readOnly} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('chatSafety.pattern.id')} hint={t('chatSafety.pattern.id_hint')} dir="ltr" value={edited.id} onChange={(e) => set({ id: e.target.value })} />
            <SelectField
              label={t('chatSafety.pattern.kind')}
              value={edited.kind}
              onChange={(e) => set({ kind: e.target.value as ChatGuardKind })}
              options={CHAT_GUARD_KINDS.map((k) => ({ value: k, label: t(`chatSafety.kinds.${k}`) }))}
            />
          </div>
          <TextField label={t('chatSafety.pattern.langs')} hint={t('chatSafety.pattern.langs_hint')} dir="ltr" value={edited.langs} onChange={(e) => set({ langs: e.target.value })} />
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted">{t('chatSafety.pattern.groups_hint')}</p>
            {edited.groups.map((group, i) => (
              <div key={i} className="flex items-start gap-2">
                <TextAreaField
                  containerClassName="flex-1"
                  className="font-mono text-sm"
                  dir="ltr"
                  rows={3}
                  label={t('chatSafety.pattern.group', { n: i + 1 })}
                  value={group}
                  onChange={(e) => setGroup(i, e.target.value)}
                />
                {!readOnly && edited.groups.length > 1 && (
                  <Button variant="ghost" size="icon" className="mt-7" aria-label={t('chatSafety.pattern.remove_group', { n: i + 1 })} onClick={() => set({ groups: edited.groups.filter((_, j) => j !== i) })}>
                    <TrashIcon size={16} />
                  </Button>
                )}
              </div>
            ))}
            {!readOnly && (
              <Button variant="outline" size="sm" className="self-start" onClick={() => set({ groups: [...edited.groups, ''] })}>
                <PlusIcon size={16} />
                {t('chatSafety.pattern.add_group')}
              </Button>
            )}
          </div>
          <TextAreaField
            className="font-mono text-sm"
            dir="ltr"
            rows={2}
            label={t('chatSafety.pattern.none_of')}
            hint={t('chatSafety.pattern.none_of_hint')}
            value={edited.noneOf}
            onChange={(e) => set({ noneOf: e.target.value })}
          />
          <SwitchField
            label={t('chatSafety.pattern.first_message_only')}
            description={t('chatSafety.pattern.first_message_only_hint')}
            checked={edited.firstMessageOnly}
            onCheckedChange={(on) => set({ firstMessageOnly: on })}
            disabled={readOnly}
          />
        </fieldset>
        <IssueList issues={issues} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {readOnly ? t('chatSafety.pattern.close') : t('chatSafety.pattern.cancel')}
          </Button>
          {!readOnly && <Button type="submit">{t('chatSafety.pattern.apply')}</Button>}
        </div>
      </form>
    </Dialog>
  );
}

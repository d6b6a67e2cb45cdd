/**
 * `/ui-collection`: a gallery of the interface's shared components as users meet them — buttons in every variant,
 * form fields with a hint and an error, alerts, an empty state, skeletons and a spinner, a card — in the current
 * language, direction and theme, so a change to a component can be looked at in one place.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SparkIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, Skeleton } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { SwitchField } from '../../../components/ui/switch-field';
import { useDocumentTitle } from '../../../lib/use-document-title';

const VARIANTS = ['primary', 'accent', 'secondary', 'outline', 'ghost', 'danger'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function UiCollectionScreen() {
  const { t } = useTranslation('content');
  const [on, setOn] = useState(true);
  const title = t('common:placeholders.ui_collection.title');
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-fg">{title}</h1>
        <p className="mt-1 text-sm text-muted">{t('common:placeholders.ui_collection.text')}</p>
      </header>
      <Section id="ui-buttons" title={t('ui.buttons')}>
        <div className="flex flex-wrap gap-2">
          {VARIANTS.map((v) => (
            <Button key={v} variant={v}>
              {t(`ui.variant.${v}`)}
            </Button>
          ))}
          <Button loading>{t('ui.variant.loading')}</Button>
          <Button disabled>{t('ui.variant.disabled')}</Button>
        </div>
      </Section>
      <Section id="ui-fields" title={t('ui.fields')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t('ui.sample_label')} hint={t('ui.sample_hint')} placeholder={t('ui.sample_placeholder')} />
          <TextField label={t('ui.sample_label')} error={t('ui.sample_error')} defaultValue="—" />
          <CheckboxField label={t('ui.checkbox')} defaultChecked />
          <SwitchField label={t('ui.switch')} description={t('ui.sample_hint')} checked={on} onCheckedChange={setOn} />
        </div>
      </Section>
      <Section id="ui-alerts" title={t('ui.alerts')}>
        <Alert tone="info">{t('ui.info')}</Alert>
        <Alert tone="success">{t('ui.success')}</Alert>
        <Alert tone="error">{t('ui.error')}</Alert>
      </Section>
      <Section id="ui-states" title={t('ui.states')}>
        <EmptyState icon={<SparkIcon />} title={t('ui.empty_title')} description={t('ui.empty_text')} className="bg-surface" />
        <div className="flex items-center gap-4" role="status" aria-label={t('loading')}>
          <Spinner />
          <Skeleton className="h-5 flex-1" />
        </div>
      </Section>
      <Section id="ui-cards" title={t('ui.cards')}>
        <Card className="p-5">
          <h3 className="font-semibold text-fg">{t('ui.card_title')}</h3>
          <p className="mt-1 text-sm text-muted">{t('ui.card_text')}</p>
        </Card>
      </Section>
    </div>
  );
}

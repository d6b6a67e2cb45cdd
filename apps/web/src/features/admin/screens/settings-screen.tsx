/**
 * The stored settings, one form per group (general, app, website, posting limits, version, payments, item form).
 * Saving merges the group on the server, then the app info is fetched again so the whole site picks the change up
 * (languages, footer, map tiles…). Admins only.
 */
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LANGUAGES } from '@wheeldeal/i18n';
import { errorMessage } from '../../../lib/api/client';
import { fieldError, zodErrorKey } from '../../../lib/forms';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { toast } from '../../../components/ui/toast';
import { useSettings } from '../api/get-settings';
import { adminKeys } from '../api/keys';
import type { WireSettings } from '../api/get-settings';
import { updateSettings } from '../api/update-settings';
import { ListLoading } from '../components/list-state';
import { AdminNotFound } from '../components/not-found';
import { PageHeader } from '../components/page-header';
import { TabBar } from '../components/tab-bar';
import { adminPath } from '../lib/paths';
import {
  DEFAULT_EXCLUDED,
  SETTING_SECTIONS,
  settingSection,
  settingsSchema,
  settingValues,
  type SettingField,
  type SettingSection,
  type SettingValues,
} from '../lib/settings-config';

function LanguageChecklist({ control, label, error }: { control: Control<SettingValues>; label: string; error?: string }) {
  const defaultLanguage = useWatch({ control, name: 'default_language' }) as string;
  return (
    <Controller
      control={control}
      name="exclude_language"
      render={({ field }) => {
        const excluded = new Set(Array.isArray(field.value) ? field.value : []);
        const toggle = (code: string, on: boolean) => {
          const next = new Set(excluded);
          if (on) next.add(code);
          else next.delete(code);
          field.onChange(LANGUAGES.map((l) => l.code).filter((c) => next.has(c)));
        };
        return (
          <fieldset className="md:col-span-2" aria-describedby={error ? 'exclude-language-error' : undefined}>
            <legend className="mb-2 text-sm font-medium text-fg">{label}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
              {LANGUAGES.map((l) => {
                const isDefault = l.code === defaultLanguage;
                return (
                  <label
                    key={l.code}
                    className="flex cursor-pointer items-center gap-2.5 rounded-xl border border-line px-3 py-2 text-sm has-[:checked]:border-danger/40 has-[:checked]:bg-danger-soft has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
                  >
                    <input
                      type="checkbox"
                      checked={excluded.has(l.code)}
                      disabled={isDefault}
                      onChange={(e) => toggle(l.code, e.target.checked)}
                      className="h-4 w-4 shrink-0 accent-danger"
                    />
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-fg" lang={l.code}>
                        {l.native_name}
                      </span>
                      <span className="block truncate text-xs text-muted">{l.code.toUpperCase()}</span>
                    </span>
                  </label>
                );
              })}
            </div>
            {error && (
              <p id="exclude-language-error" role="alert" className="mt-1.5 text-sm text-danger">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}

function SettingsForm({ section, stored }: { section: SettingSection; stored: Record<string, string | string[]> | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const client = useQueryClient();
  const schema = settingsSchema(section) as unknown as z.ZodType<SettingValues, SettingValues>;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<SettingValues, unknown, SettingValues>({ resolver: zodResolver(schema, { error: zodErrorKey }), defaultValues: settingValues(section, stored) });

  useEffect(() => reset(settingValues(section, stored)), [section, stored, reset]);

  const values = useWatch({ control });
  const g = section.group;
  const label = (key: string) => t(`settings.fields.${g}.${key}`);
  const hint = (key: string) => (i18n.exists(`admin:settings.hints.${g}.${key}`) ? t(`settings.hints.${g}.${key}`) : undefined);
  const errorOf = (key: string) => {
    const message = errors[key]?.message as string | undefined;
    return message === DEFAULT_EXCLUDED ? t('settings.default_excluded') : fieldError(message);
  };

  const save = handleSubmit(async (form) => {
    try {
      const saved = await updateSettings(g, form);
      client.setQueryData<WireSettings>(adminKeys.settings, (old) => (old ? { ...old, [g]: saved } : old));
      reset(settingValues(section, saved));
      // The whole site reads these through app info.
      void client.invalidateQueries({ queryKey: ['appinfo'] });
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
      toast.success(t('settings.saved', { group: t(`settings.groups.${g}`) }));
    } catch (e) {
      setError('root', { message: errorMessage(e) });
    }
  });

  const visible = (field: SettingField) => !field.dependsOn || values[field.dependsOn] === '1';
  const flags = section.fields.filter((f) => f.kind === 'flag');
  const others = section.fields.filter((f) => f.kind !== 'flag' && visible(f));

  return (
    <form onSubmit={save} noValidate className="rounded-2xl border border-line bg-surface shadow-card">
      <div className="flex flex-col gap-6 p-4 sm:p-6">
        <p className="text-sm text-muted">{t(`settings.descriptions.${g}`)}</p>
        {flags.length > 0 && (
          <div className="divide-y divide-line rounded-xl border border-line px-4">
            {flags.map((field) => (
              <Controller
                key={field.key}
                control={control}
                name={field.key}
                render={({ field: f }) => (
                  <SwitchField
                    className="py-3"
                    name={f.name}
                    label={label(field.key)}
                    description={hint(field.key)}
                    checked={f.value === '1'}
                    onCheckedChange={(on) => f.onChange(on ? '1' : '0')}
                  />
                )}
              />
            ))}
          </div>
        )}
        {others.length > 0 && (
          <div className="grid gap-4 md:grid-cols-2">
            {others.map((field) => {
              const key = field.key;
              if (field.kind === 'languages') return <LanguageChecklist key={key} control={control} label={label(key)} error={errorOf(key)} />;
              if (field.kind === 'language') {
                return (
                  <SelectField
                    key={key}
                    label={label(key)}
                    hint={hint(key)}
                    error={errorOf(key)}
                    options={LANGUAGES.map((l) => ({ value: l.code, label: `${l.native_name} (${l.name})` }))}
                    {...register(key, {
                      onChange: (e: { target: { value: string } }) => {
                        // The new default cannot stay excluded.
                        const excluded = getValues('exclude_language');
                        if (Array.isArray(excluded) && excluded.includes(e.target.value)) {
                          setValue('exclude_language', excluded.filter((c) => c !== e.target.value), { shouldDirty: true });
                        }
                      },
                    })}
                  />
                );
              }
              if (field.kind === 'textarea') {
                // dir="auto": an admin's text (bank details, an update message) reads in its own direction in any UI language.
                return <TextAreaField key={key} containerClassName="md:col-span-2" label={label(key)} hint={hint(key)} error={errorOf(key)} rows={5} dir="auto" {...register(key)} />;
              }
              return (
                <TextField
                  key={key}
                  containerClassName={field.kind === 'url' ? 'md:col-span-2' : undefined}
                  label={label(key)}
                  hint={hint(key)}
                  error={errorOf(key)}
                  type={field.kind === 'url' ? 'url' : 'text'}
                  dir={field.kind === 'url' ? 'ltr' : undefined}
                  inputMode={field.kind === 'integer' ? 'numeric' : field.kind === 'decimal' ? 'decimal' : undefined}
                  {...register(key)}
                />
              );
            })}
          </div>
        )}
        {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      </div>
      <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-3 rounded-b-2xl border-t border-line bg-surface/95 px-4 py-3 backdrop-blur sm:px-6">
        {isDirty && <span className="me-auto text-sm text-muted">{t('settings.unsaved')}</span>}
        <Button variant="outline" disabled={!isDirty || isSubmitting} onClick={() => reset(settingValues(section, stored))}>
          {t('settings.discard')}
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}

export default function SettingsScreen() {
  const { t } = useTranslation('admin');
  const { group } = useParams();
  const section = settingSection(group);
  const settings = useSettings();
  if (!section) return <AdminNotFound />;
  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <TabBar
        className="mb-4"
        label={t('settings.groups_label')}
        tabs={SETTING_SECTIONS.map((s) => ({ key: s.group, label: t(`settings.groups.${s.group}`), to: adminPath('settings', s.group), active: s.group === section.group }))}
      />
      {settings.isPending ? (
        <ListLoading rows={1} className="h-96" />
      ) : settings.isError ? (
        <Alert tone="error">{errorMessage(settings.error)}</Alert>
      ) : (
        <SettingsForm key={section.group} section={section} stored={settings.data?.[section.group]} />
      )}
    </section>
  );
}

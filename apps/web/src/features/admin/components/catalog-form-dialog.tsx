/**
 * Create or edit one catalogue row. The form is drawn from the table's field config and validated with the
 * contract's CATALOG_FIELDS schema (the one the server uses). Categories and makes also take pictures, which
 * need the row to exist: after creating one the dialog stays open on the new row so they can be added at once.
 */
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CATALOG_FIELDS, type CatalogTable } from '@wheeldeal/contract';
import { LANGUAGES } from '@wheeldeal/i18n';
import { errorMessage } from '../../../lib/api/client';
import type { CatalogRow, Image } from '../../../lib/api/types';
import { fieldError, zodErrorKey } from '../../../lib/forms';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { toast } from '../../../components/ui/toast';
import { useAllCatalogRows } from '../api/get-catalog-rows';
import { adminKeys } from '../api/keys';
import { saveCatalogRow } from '../api/save-catalog-row';
import { nameFieldOf, rowName, type CatalogField, type CatalogTableDef } from '../lib/catalog-config';
import { CatalogImageField } from './catalog-image-field';
import { CatalogTranslationsField } from './catalog-translations-field';

/** Field name → text; `translations` (the lookups) is language → name. */
type FormValues = Record<string, unknown>;

function valuesOf(def: CatalogTableDef, row: CatalogRow | null): FormValues {
  const out: FormValues = {};
  for (const f of def.fields) {
    const v = row?.[f.name];
    out[f.name] = typeof v === 'string' ? v : f.initial;
  }
  if (def.translated) out.translations = Object.fromEntries(LANGUAGES.map((l) => [l.code, row?.translations?.[l.code] ?? '']));
  return out;
}

/** Choices of a parent field; makes are named with their category ("Honda · Motorbikes"). */
function useParentOptions(field: CatalogField | undefined): { options: SelectOption[]; loading: boolean } {
  const parent = useAllCatalogRows(field?.parent);
  const categories = useAllCatalogRows(field?.parent === 'subcategories' ? 'categories' : undefined);
  const options = useMemo(() => {
    if (!field?.parent) return [];
    const nameField = nameFieldOf(field.parent);
    const catNames = new Map((categories.data ?? []).map((c) => [c.id, String(c.cat_name ?? '')]));
    return (parent.data ?? [])
      .map((row) => {
        const name = String(row[nameField] ?? row.id);
        const cat = field.parent === 'subcategories' ? catNames.get(String(row.cat_id ?? '')) : undefined;
        return { value: row.id, label: cat ? `${name} · ${cat}` : name };
      })
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [field, parent.data, categories.data]);
  return { options, loading: parent.isPending && Boolean(field?.parent) };
}

export interface CatalogFormDialogProps {
  def: CatalogTableDef;
  /** The row to edit; `null` creates one. `undefined` closes the dialog. */
  row: CatalogRow | null | undefined;
  onClose: () => void;
}

export function CatalogFormDialog({ def, row, onClose }: CatalogFormDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const client = useQueryClient();
  const open = row !== undefined;
  /** The row being edited: the given one, or the one just created. */
  const [current, setCurrent] = useState<CatalogRow | null>(row ?? null);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = CATALOG_FIELDS[def.table as CatalogTable] as unknown as z.ZodType<Record<string, unknown>, FormValues>;
  const {
    register,
    handleSubmit,
    control,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, Record<string, unknown>>({ resolver: zodResolver(schema, { error: zodErrorKey }), defaultValues: valuesOf(def, row ?? null) });

  useEffect(() => {
    if (row === undefined) return;
    setCurrent(row);
    setServerError(null);
    reset(valuesOf(def, row));
  }, [row, def, reset]);

  const parentField = def.fields.find((f) => f.kind === 'parent');
  const parentOptions = useParentOptions(parentField);

  const save = handleSubmit(async (parsed) => {
    setServerError(null);
    const fields: Record<string, string | Record<string, string>> = {};
    for (const [k, v] of Object.entries(parsed)) {
      // The translations go as the map the contract parsed (filled languages only: the rest are cleared).
      if (k === 'translations') fields[k] = (v ?? {}) as Record<string, string>;
      else fields[k] = v === null || v === undefined ? '' : String(v);
    }
    try {
      const saved = await saveCatalogRow(def.table, current?.id ?? '', fields);
      void client.invalidateQueries({ queryKey: adminKeys.catalogTable(def.table) });
      void client.invalidateQueries({ queryKey: adminKeys.catalogAll(def.table) });
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
      const name = rowName(def, saved) || saved.id;
      if (!current && def.images.length) {
        // New category or make: stay here so its pictures can be added now.
        setCurrent(saved);
        reset(valuesOf(def, saved));
        toast.success(t('catalog.created_add_images', { name }));
        return;
      }
      toast.success(t(current ? 'catalog.saved' : 'catalog.created', { name }));
      onClose();
    } catch (e) {
      setServerError(errorMessage(e));
    }
  });

  const onImage = (kind: string, image: Image) => {
    const key = kind === 'category-icon' ? 'default_icon' : 'default_photo';
    setCurrent((c) => (c ? { ...c, [key]: image } : c));
    void client.invalidateQueries({ queryKey: adminKeys.catalogTable(def.table) });
    toast.success(t('catalog.image_saved'));
  };

  const label = (f: CatalogField) => t(`catalog.fields.${f.name}`);
  const tableName = t(`catalog.tables.${def.table}`);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={current ? t('catalog.edit_title', { table: tableName }) : t('catalog.new_title', { table: tableName })}
      description={current ? rowName(def, current) || current.id : undefined}
      className="max-w-lg"
    >
      <form onSubmit={save} noValidate className="flex flex-col gap-4">
        {def.fields.map((f) => {
          const error = fieldError(errors[f.name]?.message as string | undefined);
          if (f.kind === 'flag') {
            return (
              <Controller
                key={f.name}
                control={control}
                name={f.name}
                render={({ field }) => (
                  <SwitchField
                    label={label(f)}
                    description={i18n.exists(`admin:catalog.hints.${f.name}`) ? t(`catalog.hints.${f.name}`) : undefined}
                    checked={field.value === '1'}
                    onCheckedChange={(on) => field.onChange(on ? '1' : '0')}
                    name={field.name}
                  />
                )}
              />
            );
          }
          if (f.kind === 'parent') {
            return (
              <SelectField
                key={f.name}
                label={label(f)}
                required
                placeholder={parentOptions.loading ? t('list.loading') : t('catalog.choose')}
                options={parentOptions.options}
                error={error}
                {...register(f.name)}
              />
            );
          }
          if (f.kind === 'textarea') {
            return <TextAreaField key={f.name} label={label(f)} rows={3} error={error} {...register(f.name)} />;
          }
          return (
            <TextField
              key={f.name}
              label={label(f)}
              required={f.required}
              inputMode={f.kind === 'integer' ? 'numeric' : f.kind === 'decimal' ? 'decimal' : undefined}
              error={error}
              {...register(f.name)}
            />
          );
        })}

        {def.translated && (
          <CatalogTranslationsField
            register={register}
            errors={errors.translations as FieldErrors | undefined}
            values={watch('translations') as Record<string, string> | undefined}
            fallback={String(watch(def.nameField) ?? '')}
          />
        )}

        {current && def.images.length > 0 && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-fg">{t('catalog.images_title')}</legend>
            {def.images.map((kind) => (
              <CatalogImageField
                key={kind}
                table={def.table as 'categories' | 'subcategories'}
                rowId={current.id}
                kind={kind}
                image={kind === 'category-icon' ? current.default_icon : current.default_photo}
                onUploaded={(image) => onImage(kind, image)}
              />
            ))}
          </fieldset>
        )}
        {!current && def.images.length > 0 && <p className="text-xs text-muted">{t('catalog.images_after_create')}</p>}

        {serverError && <Alert tone="error">{serverError}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {current && def.images.length > 0 && !row ? t('actions.done') : t('actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('actions.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The catalogue: one editor for every lookup table (categories, makes, models, item types … cities, townships),
 * driven by lib/catalog-config. Pick a table, search it, open a row to edit it in a dialog, add rows, delete rows
 * (confirmed; the server refuses with 409 while listings or child rows still use one, and that message is shown).
 * Moderators may look; only admins change anything.
 */
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { errorMessage } from '../../../lib/api/client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { SelectField } from '../../../components/ui/select-field';
import { toast } from '../../../components/ui/toast';
import { EditIcon, PlusIcon, TrashIcon } from '../../../components/icons';
import { deleteCatalogRow } from '../api/delete-catalog-row';
import { useAllCatalogRows, useCatalogRows } from '../api/get-catalog-rows';
import { adminKeys } from '../api/keys';
import { rowsOf } from '../api/paging';
import type { CatalogRow } from '../../../lib/api/types';
import { DatabaseIcon } from '../components/admin-icons';
import { CatalogFormDialog } from '../components/catalog-form-dialog';
import { ListState, LoadMore } from '../components/list-state';
import { AdminNotFound } from '../components/not-found';
import { PageHeader } from '../components/page-header';
import { SearchInput } from '../components/search-input';
import { CATALOG_DEFS, CATALOG_GROUPS, catalogDef, nameFieldOf, rowName, type CatalogTableDef } from '../lib/catalog-config';
import { adminPath } from '../lib/paths';
import { useStaff } from '../lib/staff';
import { useDebouncedValue } from '../lib/use-debounced-value';

function TablePicker({ current }: { current: CatalogTableDef }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <>
      <SelectField
        containerClassName="xl:hidden"
        label={t('catalog.table')}
        value={current.table}
        onChange={(e) => navigate(adminPath('catalogue', e.target.value))}
        options={CATALOG_DEFS.map((d) => ({ value: d.table, label: t(`catalog.tables.${d.table}`) }))}
      />
      <nav aria-label={t('catalog.table')} className="hidden xl:block">
        {CATALOG_GROUPS.map((group) => (
          <div key={group} className="mb-4">
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">{t(`catalog.groups.${group}`)}</p>
            <ul className="flex flex-col gap-0.5">
              {CATALOG_DEFS.filter((d) => d.group === group).map((d) => (
                <li key={d.table}>
                  <Link
                    to={adminPath('catalogue', d.table)}
                    aria-current={d.table === current.table ? 'page' : undefined}
                    className={clsx(
                      'block rounded-lg px-3 py-1.5 text-sm',
                      d.table === current.table ? 'bg-primary-soft font-semibold text-primary' : 'text-fg hover:bg-surface-2',
                    )}
                  >
                    {t(`catalog.tables.${d.table}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </>
  );
}

/** A cell value as text: a parent id becomes the parent's name; flags become words. */
function useCellText(def: CatalogTableDef) {
  const { t } = useTranslation('admin');
  const parentField = def.fields.find((f) => f.kind === 'parent');
  const parents = useAllCatalogRows(parentField?.parent);
  const names = useMemo(() => {
    if (!parentField?.parent) return new Map<string, string>();
    const nameField = nameFieldOf(parentField.parent);
    return new Map((parents.data ?? []).map((r) => [r.id, String(r[nameField] ?? r.id)]));
  }, [parentField, parents.data]);
  return (column: string, row: CatalogRow): string => {
    const value = typeof row[column] === 'string' ? (row[column] as string) : '';
    if (column === parentField?.name) return names.get(value) ?? value;
    if (def.fields.find((f) => f.name === column)?.kind === 'flag') return value === '1' ? t('catalog.yes') : t('catalog.no');
    return value;
  };
}

function CatalogTableView({ def }: { def: CatalogTableDef }) {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim(), 300);
  const query = useCatalogRows(def.table, keyword);
  const rows = rowsOf(query.data?.pages);
  const cell = useCellText(def);
  const [editing, setEditing] = useState<CatalogRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CatalogRow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tableName = t(`catalog.tables.${def.table}`);
  const thumbKind = def.images.includes('category-icon') ? 'default_icon' : def.images.length ? 'default_photo' : null;

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setDeleteError(null);
    try {
      await deleteCatalogRow(def.table, deleting.id);
      toast.success(t('catalog.deleted', { name: rowName(def, deleting) || deleting.id }));
      setDeleting(null);
      void client.invalidateQueries({ queryKey: adminKeys.catalogTable(def.table) });
      void client.invalidateQueries({ queryKey: adminKeys.catalogAll(def.table) });
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    } catch (e) {
      setDeleteError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="min-w-0 flex-1">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <h2 className="flex-1 text-lg font-semibold text-fg">{tableName}</h2>
        <SearchInput label={t('catalog.search', { table: tableName })} value={text} onChange={(e) => setText(e.target.value)} className="sm:w-72" />
        {staff.isAdmin && (
          <Button onClick={() => setEditing(null)}>
            <PlusIcon size={18} />
            {t('catalog.add')}
          </Button>
        )}
      </div>
      {!staff.isAdmin && (
        <Alert tone="info" className="mb-4">
          {t('catalog.read_only')}
        </Alert>
      )}
      <ListState query={query} count={rows.length} empty={{ title: keyword ? t('list.no_match') : t('catalog.empty'), icon: <DatabaseIcon /> }}>
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
          {rows.map((row) => {
            const name = rowName(def, row) || row.id;
            const thumb = thumbKind ? row[thumbKind]?.img_path : undefined;
            const active = row.status !== '0';
            return (
              <li key={row.id} className="flex items-center gap-3 px-3 py-2.5 sm:px-4">
                {thumbKind && (
                  <span className="h-10 w-10 shrink-0 overflow-hidden rounded-lg bg-surface-2">
                    <ResponsiveImage path={thumb} alt="" sizes="2.5rem" placeholder={<DatabaseIcon size={16} />} />
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="truncate font-medium text-fg">{name}</span>
                    {!active && <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted">{t('catalog.inactive')}</span>}
                  </p>
                  <p className="truncate text-xs text-muted">
                    {def.columns
                      .map((c) => [t(`catalog.fields.${c}`), cell(c, row)] as const)
                      .filter(([, v]) => v !== '')
                      .map(([label, v]) => `${label}: ${v}`)
                      .join(' · ')}
                  </p>
                </div>
                {staff.isAdmin && (
                  <div className="flex shrink-0 gap-1">
                    <Button variant="ghost" size="icon" onClick={() => setEditing(row)} aria-label={t('catalog.edit', { name })}>
                      <EditIcon size={18} />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-danger"
                      onClick={() => {
                        setDeleteError(null);
                        setDeleting(row);
                      }}
                      aria-label={t('catalog.delete', { name })}
                    >
                      <TrashIcon size={18} />
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        <LoadMore query={query} />
      </ListState>

      {staff.isAdmin && (
        <>
          <CatalogFormDialog def={def} row={editing} onClose={() => setEditing(undefined)} />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title={t('catalog.delete_title', { table: tableName })}
            description={deleting ? t('catalog.delete_text', { name: rowName(def, deleting) || deleting.id }) : undefined}
            confirmLabel={t('actions.delete')}
            danger
            busy={busy}
            error={deleteError}
            onConfirm={() => void confirmDelete()}
          />
        </>
      )}
    </div>
  );
}

export default function CatalogueScreen() {
  const { t } = useTranslation('admin');
  const { table } = useParams();
  const def = catalogDef(table);
  if (!def) return <AdminNotFound />;
  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t('catalog.title')} description={t('catalog.description')} />
      <div className="flex flex-col gap-4 xl:flex-row xl:gap-6">
        <div className="xl:w-52 xl:shrink-0">
          <TablePicker current={def} />
        </div>
        {/* A fresh view per table: search and dialogs start clean. */}
        <CatalogTableView key={def.table} def={def} />
      </div>
    </section>
  );
}

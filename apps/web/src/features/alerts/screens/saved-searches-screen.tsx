/**
 * `/saved-searches` (issue 12): the user's saved item-list searches and how each alerts them — at once, in a
 * daily digest, or not at all — with open, rename and delete. Empty: what alerts are and where to start one.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_LIMITS } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import { BookmarkIcon, BellOnIcon } from '../../../components/alerts/alert-icons';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api/client';
import type { SavedSearch } from '../../../lib/queries/alerts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches';
import { RenameDialog } from '../components/rename-dialog';
import { SavedSearchCard } from '../components/saved-search-card';

export default function SavedSearchesScreen() {
  const { t } = useTranslation('alerts');
  useDocumentTitle(t('list.title'));
  return (
    <RequireLogin>
      <SavedSearches />
    </RequireLogin>
  );
}

function SavedSearches() {
  const { t } = useTranslation('alerts');
  const searches = useSavedSearches();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const rows = searches.data ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await remove(deleting.id);
      toast.success(t('list.deleted'));
      setDeleting(null);
    } catch (error) {
      setDeleteError(errorMessage(error));
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-fg">{t('list.title')}</h1>
          <p className="mt-1 text-muted">{t('list.subtitle')}</p>
        </div>
        <Link to={pathFor('brand-list')} className={buttonClasses('outline', 'sm', 'shrink-0')}>
          <BellOnIcon size={16} className="text-primary" />
          {t('brands.link')}
        </Link>
      </header>

      {searches.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label={t('list.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-40 w-full rounded-2xl" />
          ))}
        </div>
      ) : searches.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{errorMessage(searches.error)}</Alert>
          <Button variant="outline" onClick={() => void searches.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<BookmarkIcon />}
          title={t('list.empty_title')}
          description={t('list.empty_text')}
          action={
            <Link to={pathFor('item-list')} className={buttonClasses('primary', 'md')}>
              {t('list.empty_action')}
            </Link>
          }
          className="bg-surface py-14"
        />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {rows.map((s) => (
              <li key={s.id}>
                <SavedSearchCard search={s} onFrequency={(id, frequency) => update(id, { frequency })} onRename={setRenaming} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
          <p className="mt-4 text-center text-xs text-muted">{t('list.count', { n: rows.length, max: NOTIFICATION_LIMITS.savedSearchesMax })}</p>
        </>
      )}

      <RenameDialog
        search={renaming}
        onClose={() => setRenaming(null)}
        onRename={async (id, name) => {
          await update(id, { name });
          toast.success(t('list.renamed'));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            setDeleteError(null);
          }
        }}
        title={t('list.delete_title')}
        description={deleting ? t('list.delete_text', { name: deleting.name }) : undefined}
        confirmLabel={t('list.delete')}
        danger
        busy={deleteBusy}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

/**
 * /item-entry (create) and /item-entry?item_id=… (update, prefilled from the item and its gallery). The form
 * itself lives in ../item-entry; this screen loads what it needs and checks the seller may post.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROLE } from '@wheeldeal/contract';
import { pathFor } from '../../../app/routes';
import { RequireLogin } from '../../../components/require-login';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api/client';
import type { Image, Item } from '../../../lib/api/types';
import { useAppInfo } from '../../../lib/app-info/use-app-info';
import { useSession } from '../../../lib/session/session-store';
import { useFirstViewReady } from '../../../lib/first-view';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOwnItem } from '../api/get-item';
import { useItemGallery } from '../api/get-item-gallery';
import { useMe } from '../api/get-me';
import { clearDraft, draftKey } from '../item-entry/draft';
import { entryConfig } from '../item-entry/entry-context';
import { EntryForm } from '../item-entry/entry-form';
import { EMPTY_VALUES, valuesFromItem } from '../item-entry/form';
import { EMPTY_MEDIA, mediaFromServer } from '../item-entry/media';

export default function ItemEntryScreen() {
  return (
    <RequireLogin>
      <ItemEntry />
    </RequireLogin>
  );
}

function ItemEntry() {
  const { t } = useTranslation('sell');
  const [params] = useSearchParams();
  const itemId = params.get('item_id') ?? '';
  const { user } = useSession();
  const appInfo = useAppInfo();
  const me = useMe();
  const item = useOwnItem(itemId);
  const gallery = useItemGallery(itemId);
  const navigate = useNavigate();
  // Changing it remounts the form: a fresh start after "discard" or "post another".
  const [generation, setGeneration] = useState(0);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const isEdit = itemId !== '';
  // The form starts from what was loaded once; later refetches (e.g. after saving) must not remount it.
  const [loaded, setLoaded] = useState<{ id: string; item: Item; gallery: Image[] } | null>(null);
  useEffect(() => {
    if (isEdit && item.data && gallery.data && loaded?.id !== itemId) setLoaded({ id: itemId, item: item.data, gallery: gallery.data });
  }, [isEdit, itemId, item.data, gallery.data, loaded]);
  const snapshot = loaded?.id === itemId ? loaded : null;
  useDocumentTitle(isEdit ? t('entry.title_edit') : t('entry.title_new'));

  const key = draftKey(user?.user_id ?? '', itemId);
  const config = useMemo(() => entryConfig(appInfo.data), [appInfo.data]);
  const outOfPosts = Boolean(config.paidApp && me.data && me.data.role_id === ROLE.user && (me.data.remaining_post ?? 0) <= 0);

  const header = (actions: ReactNode) => (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{isEdit ? t('entry.title_edit') : t('entry.title_new')}</h1>
        <p className="mt-1 text-sm text-muted">{isEdit ? t('entry.subtitle_edit') : t('entry.subtitle_new')}</p>
      </div>
      {actions}
    </div>
  );

  const loadError = isEdit && !snapshot ? (item.error ?? gallery.error) : null;
  const loading = appInfo.isPending || (isEdit && !snapshot && !loadError);
  // The server's first view draws the heading (apps/server/src/http/first-view.ts): it stays until the form is here.
  useFirstViewReady(!loading);

  let body: ReactNode;
  if (loading) {
    body = (
      <>
        {header(null)}
        <div className="flex flex-col gap-4" role="status">
          <span className="sr-only">{t('common:actions.loading')}</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-96 w-full rounded-2xl" />
        </div>
      </>
    );
  } else if (loadError) {
    body = (
      <>
        {header(null)}
        <Alert tone="error">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{errorMessage(loadError)}</span>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                void item.refetch();
                void gallery.refetch();
              }}
            >
              {t('common:actions.retry')}
            </Button>
          </div>
        </Alert>
      </>
    );
  } else if (snapshot && !snapshot.item.is_owner) {
    body = (
      <>
        {header(null)}
        <Alert tone="error">{t('entry.not_owner')}</Alert>
        <Link to={pathFor('active-items')} className={buttonClasses('outline', 'md', 'mt-4')}>
          {t('lists.title')}
        </Link>
      </>
    );
  } else {
    const initialValues = snapshot ? valuesFromItem(snapshot.item) : EMPTY_VALUES;
    const initialMedia = snapshot ? mediaFromServer(snapshot.gallery, snapshot.item.default_video, snapshot.item.default_video_icon) : EMPTY_MEDIA;
    body = (
      <EntryForm
        key={`${key}#${generation}`}
        draftKey={key}
        initialValues={initialValues}
        initialMedia={initialMedia}
        config={config}
        outOfPosts={outOfPosts}
        onDiscard={() => setConfirmDiscard(true)}
        onPostAnother={() => {
          clearDraft(draftKey(user?.user_id ?? '', ''));
          setGeneration((g) => g + 1);
          if (isEdit) navigate(pathFor('item-entry'));
          window.scrollTo({ top: 0 });
        }}
        header={header}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      {body}
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={isEdit ? t('entry.discard_changes_title') : t('entry.discard_title')}
        description={isEdit ? t('entry.discard_changes_text') : t('entry.discard_text')}
        confirmLabel={isEdit ? t('entry.discard_changes_confirm') : t('entry.discard_confirm')}
        danger
        onConfirm={() => {
          clearDraft(key);
          setConfirmDiscard(false);
          setGeneration((g) => g + 1);
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}

/**
 * "Save this search" on the item list: a signed-in user names the current filters and picks how alerts come
 * (each new listing at once, or one daily digest); the filter body saved is exactly the one the list sends to
 * `items/search`, so the alert matches what they see. Visitors are sent to log in and back to the same list.
 * Filters already saved (whatever the sort) show as a link to the saved searches instead of a second copy.
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../app/routes';
import { useAuthLinks } from '../../app/redirect';
import { savedSearchQueries, type SavedSearchFilters } from '../../lib/queries/alerts';
import { useSession } from '../../lib/session/session-store';
import { CheckIcon } from '../icons';
import { Button, buttonClasses } from '../ui/button';
import { BookmarkIcon } from './alert-icons';
import type { ListQueryNames } from './search-name';

/** The dialog and its form (zod) load when it first opens. */
const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

export interface SaveSearchProps {
  /** The `items/search` body of the list on screen. */
  filters: SavedSearchFilters;
  /** The list's query string (names for the suggested name). */
  names: ListQueryNames;
}

/** Fields that do not change which listings a search alerts about. */
const NOT_COMPARED = new Set(['limit', 'offset', 'login_user_id', 'order_by', 'order_type']);

/** The filters that decide the matches, as one comparable text (the server keeps only the non-empty ones). */
function matchKey(filters: Record<string, unknown>): string {
  const kept = Object.entries(filters).filter(([k, v]) => !NOT_COMPARED.has(k) && typeof v === 'string' && v.trim() !== '');
  return JSON.stringify(kept.sort(([a], [b]) => a.localeCompare(b)));
}

export function SaveSearchButton({ filters, names }: SaveSearchProps) {
  const { t } = useTranslation('alerts');
  const { user, isLoggedIn } = useSession();
  const links = useAuthLinks();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const key = matchKey(filters);
  const [savedFor, setSavedFor] = useState<string | null>(null);
  // Already saved (now or earlier): the link to it, not a second copy.
  const mine = useQuery({ ...savedSearchQueries.mine(user?.user_id ?? ''), staleTime: 60_000 });
  const saved = savedFor === key || (mine.data ?? []).some((s) => matchKey(s.filters) === key);

  if (!isLoggedIn) {
    return (
      <Link to={links.login} className={buttonClasses('outline', 'sm')} title={t('save.login')}>
        <BookmarkIcon size={18} />
        {t('save.button')}
      </Link>
    );
  }
  if (saved) {
    return (
      <Link to={pathFor('saved-searches')} className={buttonClasses('secondary', 'sm')}>
        <CheckIcon size={18} className="text-success" />
        {t('save.saved_link')}
      </Link>
    );
  }
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        <BookmarkIcon size={18} />
        {t('save.button')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SaveSearchDialog open={open} onOpenChange={setOpen} filters={filters} names={names} onSaved={() => setSavedFor(key)} />
        </Suspense>
      )}
    </>
  );
}


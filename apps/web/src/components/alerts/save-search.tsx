/**
 * "Save this search" on the item list: a signed-in user names the current filters and picks how alerts come
 * (each new listing at once, or one daily digest); the filter body saved is exactly the one the list sends to
 * `items/search`, so the alert matches what they see. Visitors are sent to log in and back to the same list.
 * Filters already saved (whatever the sort) show as a link to the saved searches instead of a second copy.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NOTIFICATION_LIMITS, savedSearchAddBody } from '@wheeldeal/contract';
import { pathFor } from '../../app/routes';
import { useAuthLinks } from '../../app/redirect';
import { errorMessage } from '../../lib/api/client';
import { fieldError, zodErrorKey } from '../../lib/forms';
import { addSavedSearch, savedSearchQueries, type SavedSearchFilters } from '../../lib/queries/alerts';
import { useSession } from '../../lib/session/session-store';
import { CheckIcon } from '../icons';
import { Alert } from '../ui/alert';
import { Button, buttonClasses } from '../ui/button';
import { ChoiceGroup } from '../ui/choice-group';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/field';
import { toast } from '../ui/toast';
import { BookmarkIcon } from './alert-icons';
import { suggestSearchName, type ListQueryNames } from './search-name';

const saveForm = savedSearchAddBody.pick({ name: true, frequency: true });

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
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <BookmarkIcon size={18} />
        {t('save.button')}
      </Button>
      <SaveSearchDialog open={open} onOpenChange={setOpen} filters={filters} names={names} onSaved={() => setSavedFor(key)} />
    </>
  );
}

interface SaveSearchDialogProps extends SaveSearchProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}

export function SaveSearchDialog({ open, onOpenChange, filters, names, onSaved }: SaveSearchDialogProps) {
  const { t } = useTranslation('alerts');
  const client = useQueryClient();
  const { user } = useSession();
  const viewer = user?.user_id ?? '';
  const mine = useQuery({ ...savedSearchQueries.mine(viewer), enabled: open && viewer !== '' });
  const full = (mine.data?.length ?? 0) >= NOTIFICATION_LIMITS.savedSearchesMax;
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof saveForm>, unknown, z.output<typeof saveForm>>({ resolver: zodResolver(saveForm, { error: zodErrorKey }), defaultValues: { name: '', frequency: 'instant' } });

  useEffect(() => {
    if (!open) return;
    setServerError(null);
    reset({ name: suggestSearchName(t, names), frequency: 'instant' });
  }, [open, names, reset, t]);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await addSavedSearch({ name: values.name.trim(), frequency: values.frequency, filters });
      void client.invalidateQueries({ queryKey: savedSearchQueries.all });
      toast.success(t('save.done'));
      onSaved();
      onOpenChange(false);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('save.title')} description={t('save.description')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('save.name')}
          required
          maxLength={NOTIFICATION_LIMITS.savedSearchNameMax}
          error={fieldError(errors.name?.message)}
          {...register('name')}
        />
        <ChoiceGroup
          legend={t('save.frequency')}
          columns={2}
          choices={[
            { value: 'instant', label: t('frequency.instant'), description: t('frequency.instant_hint') },
            { value: 'daily', label: t('frequency.daily'), description: t('frequency.daily_hint') },
          ]}
          {...register('frequency')}
        />
        {full && <Alert tone="info">{t('save.full', { max: NOTIFICATION_LIMITS.savedSearchesMax })}</Alert>}
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={full}>
            {t('save.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The dialog of "Save this search" (save-search.tsx): a name and how alerts come. A chunk of its own, loaded when
 * the dialog first opens: its form validates with the contract's schema (zod), which the item list does not need
 * to show its listings (docs/performance.md, "Less main-thread work at startup").
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NOTIFICATION_LIMITS, savedSearchAddBody } from '@wheeldeal/contract';
import { errorMessage } from '../../lib/api/client';
import { fieldError, zodErrorKey } from '../../lib/forms';
import { addSavedSearch, savedSearchQueries } from '../../lib/queries/alerts';
import { useSession } from '../../lib/session/session-store';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ChoiceGroup } from '../ui/choice-group';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/field';
import { toast } from '../ui/toast';
import type { SaveSearchProps } from './save-search';
import { suggestSearchName } from './search-name';

const saveForm = savedSearchAddBody.pick({ name: true, frequency: true });

export interface SaveSearchDialogProps extends SaveSearchProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}

export default function SaveSearchDialog({ open, onOpenChange, filters, names, onSaved }: SaveSearchDialogProps) {
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

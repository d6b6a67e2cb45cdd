/** Renaming a saved search: the contract's name rule (1–80 characters), the server's refusal shown in place. */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NOTIFICATION_LIMITS, savedSearchAddBody } from '@wheeldeal/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api/client';
import { fieldError, zodErrorKey } from '../../../lib/forms';

const renameForm = savedSearchAddBody.pick({ name: true });

export interface RenameDialogProps {
  /** The search being renamed; null closes the dialog. */
  search: { id: string; name: string } | null;
  onClose: () => void;
  onRename: (id: string, name: string) => Promise<unknown>;
}

export function RenameDialog({ search, onClose, onRename }: RenameDialogProps) {
  const { t } = useTranslation('alerts');
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof renameForm>, unknown, z.output<typeof renameForm>>({ resolver: zodResolver(renameForm, { error: zodErrorKey }), defaultValues: { name: '' } });

  useEffect(() => {
    if (!search) return;
    setServerError(null);
    reset({ name: search.name });
  }, [search, reset]);

  const submit = handleSubmit(async ({ name }) => {
    if (!search) return;
    try {
      await onRename(search.id, name.trim());
      onClose();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <Dialog open={search !== null} onOpenChange={(open) => !open && !isSubmitting && onClose()} title={t('list.rename_title')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <TextField label={t('save.name')} required maxLength={NOTIFICATION_LIMITS.savedSearchNameMax} error={fieldError(errors.name?.message)} {...register('name')} />
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('list.rename_save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

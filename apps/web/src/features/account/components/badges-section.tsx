/**
 * The badges of the settings screen: apply for the blue mark with a note, and for the dealer badge with a photo of
 * the certificate (or cancel the dealership). A rejected application may be sent again; the reason of a refusal
 * comes as a notification.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_LIMITS, BLUE_MARK } from '@wheeldeal/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { ShieldIcon, VerifiedIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api/client';
import type { User } from '../../../lib/queries/users';
import { useApplyBlueMark, useCancelDealership, useUploadCertificate } from '../api/badges';
import { BadgeState } from './badge-state';
import { SettingsSection } from './section';

const mayApply = (state: number) => state === BLUE_MARK.none || state === BLUE_MARK.rejected;

function BlueMarkDialog({ user, open, onOpenChange }: { user: User; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('account');
  const [note, setNote] = useState('');
  const apply = useApplyBlueMark(user.user_id);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply.mutate(note.trim(), {
      onSuccess: () => {
        toast.success(t('badges.blue_mark.sent'));
        onOpenChange(false);
      },
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('badges.blue_mark.dialog_title')} description={t('badges.blue_mark.dialog_description')}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <TextAreaField
          label={t('badges.blue_mark.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={ACCOUNT_LIMITS.noteMax}
          rows={4}
          required
        />
        {apply.isError && <Alert tone="error">{errorMessage(apply.error)}</Alert>}
        <Button type="submit" loading={apply.isPending} disabled={note.trim() === ''}>
          {t('badges.blue_mark.send')}
        </Button>
      </form>
    </Dialog>
  );
}

function DealerDialog({ user, open, onOpenChange }: { user: User; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('account');
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const upload = useUploadCertificate(user.user_id);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    upload.mutate(
      { file, note: note.trim() },
      {
        onSuccess: () => {
          toast.success(t('badges.dealer.sent'));
          onOpenChange(false);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('badges.dealer.dialog_title')} description={t('badges.dealer.dialog_description')}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-fg">
          {t('badges.dealer.file')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="text-sm text-muted file:me-3 file:rounded-lg file:border-0 file:bg-surface-2 file:px-3 file:py-2 file:font-semibold file:text-fg"
            required
          />
        </label>
        <TextAreaField label={t('badges.dealer.note')} value={note} onChange={(e) => setNote(e.target.value)} maxLength={ACCOUNT_LIMITS.noteMax} rows={3} />
        {upload.isError && <Alert tone="error">{errorMessage(upload.error)}</Alert>}
        <Button type="submit" loading={upload.isPending} disabled={!file}>
          {t('badges.dealer.send')}
        </Button>
      </form>
    </Dialog>
  );
}

export function BadgesSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [blueOpen, setBlueOpen] = useState(false);
  const [dealerOpen, setDealerOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const cancel = useCancelDealership(user.user_id);
  const blue = user.is_verify_blue_mark;
  const dealer = user.is_verify_dealer;

  return (
    <SettingsSection id="settings-badges" title={t('badges.title')} description={t('badges.description')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <VerifiedIcon size={22} className="text-primary" />
          <div>
            <p className="font-semibold text-fg">{t('badges.blue_mark.title')}</p>
            <p className="text-sm text-muted">{t('badges.blue_mark.help')}</p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <BadgeState state={blue} testId="blue-mark-state" />
          {mayApply(blue) && (
            <Button size="sm" variant="outline" onClick={() => setBlueOpen(true)}>
              {blue === BLUE_MARK.rejected ? t('badges.apply_again') : t('badges.apply')}
            </Button>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <div className="flex items-center gap-3">
          <ShieldIcon size={22} className="text-fg" />
          <div>
            <p className="font-semibold text-fg">{t('badges.dealer.title')}</p>
            <p className="text-sm text-muted">{t('badges.dealer.help')}</p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <BadgeState state={dealer} testId="dealer-state" />
          {mayApply(dealer) ? (
            <Button size="sm" variant="outline" onClick={() => setDealerOpen(true)}>
              {dealer === BLUE_MARK.rejected ? t('badges.apply_again') : t('badges.apply')}
            </Button>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setCancelOpen(true)}>
              {dealer === BLUE_MARK.pending ? t('badges.dealer.withdraw') : t('badges.dealer.cancel')}
            </Button>
          )}
        </div>
      </div>
      <BlueMarkDialog user={user} open={blueOpen} onOpenChange={setBlueOpen} />
      <DealerDialog user={user} open={dealerOpen} onOpenChange={setDealerOpen} />
      <ConfirmDialog
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        title={t('badges.dealer.cancel_title')}
        description={t('badges.dealer.cancel_description')}
        confirmLabel={t('badges.dealer.cancel_confirm')}
        danger
        busy={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : null}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setCancelOpen(false) })}
      />
    </SettingsSection>
  );
}

/**
 * Create or edit a post package. The price is checked by its digits against the currency before it is sent (10.5
 * JPY or 12.345 USD cannot be charged), the same rule the server applies; the server's refusal is shown as well.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isCurrencyCode, toMinor } from '@wheeldeal/contract';
import { errorMessage } from '../../../lib/api/client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { SwitchField } from '../../../components/ui/switch-field';
import { toast } from '../../../components/ui/toast';
import { moneyKeys, savePackage, type AdminPackage, type PackageDraft } from '../api/money';

function draftOf(p: AdminPackage | null, currency: string): PackageDraft {
  return {
    id: p?.id ?? '',
    title: p?.title ?? '',
    price: p?.price ?? '',
    currency: p?.currency_code ?? currency,
    post_count: p ? String(p.post_count) : '',
    package_days: p ? String(p.package_days) : '0',
    status: p && p.status === 0 ? '0' : '1',
  };
}

type Errors = Partial<Record<keyof PackageDraft, string>>;

/** The form's own checks, as message keys of the admin namespace. */
export function packageErrors(d: PackageDraft): Errors {
  const e: Errors = {};
  if (!d.title.trim()) e.title = 'money.errors.required';
  const currency = d.currency.trim().toUpperCase();
  if (!isCurrencyCode(currency)) e.currency = 'money.errors.currency';
  else {
    const minor = toMinor(d.price.trim(), currency);
    if (minor === null || minor <= 0) e.price = 'money.errors.price';
  }
  if (!/^\d{1,5}$/.test(d.post_count.trim()) || Number(d.post_count) < 1) e.post_count = 'money.errors.posts';
  if (!/^\d{0,4}$/.test(d.package_days.trim())) e.package_days = 'money.errors.whole';
  return e;
}

export function PackageDialog({
  open,
  pkg,
  defaultCurrency,
  onClose,
}: {
  open: boolean;
  pkg: AdminPackage | null;
  defaultCurrency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const [draft, setDraft] = useState<PackageDraft>(() => draftOf(pkg, defaultCurrency));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setDraft(draftOf(pkg, defaultCurrency));
      setErrors({});
      setFailure(null);
    }
  }, [open, pkg, defaultCurrency]);

  const set = (key: keyof PackageDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const err = (key: keyof PackageDraft) => (errors[key] ? t(errors[key]!, { currency: draft.currency.toUpperCase() }) : undefined);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = packageErrors(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      await savePackage({ ...draft, title: draft.title.trim(), price: draft.price.trim(), currency: draft.currency.trim().toUpperCase() });
      void client.invalidateQueries({ queryKey: moneyKeys.packages });
      toast.success(t(draft.id ? 'money.packages.saved' : 'money.packages.created'));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()} title={t(pkg ? 'money.packages.edit_title' : 'money.packages.new_title')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextField
          label={t('money.packages.name')}
          required
          value={draft.title}
          maxLength={120}
          onChange={(e) => set('title')(e.target.value)}
          error={err('title')}
        />
        <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <TextField
            label={t('money.packages.price')}
            required
            inputMode="decimal"
            dir="ltr"
            value={draft.price}
            onChange={(e) => set('price')(e.target.value)}
            error={err('price')}
          />
          <TextField
            label={t('money.currency')}
            required
            dir="ltr"
            maxLength={3}
            value={draft.currency}
            onChange={(e) => set('currency')(e.target.value.toUpperCase())}
            error={err('currency')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('money.packages.posts')}
            required
            inputMode="numeric"
            value={draft.post_count}
            onChange={(e) => set('post_count')(e.target.value)}
            error={err('post_count')}
          />
          <TextField
            label={t('money.packages.days')}
            hint={t('money.packages.days_hint')}
            inputMode="numeric"
            value={draft.package_days}
            onChange={(e) => set('package_days')(e.target.value)}
            error={err('package_days')}
          />
        </div>
        <SwitchField
          label={t('money.packages.on_sale')}
          description={t('money.packages.on_sale_hint')}
          checked={draft.status === '1'}
          onCheckedChange={(on) => set('status')(on ? '1' : '0')}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('money.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('money.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

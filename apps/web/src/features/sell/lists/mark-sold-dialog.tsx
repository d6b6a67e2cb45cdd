/**
 * Marking a listing sold (spec §4): first the sold type and the buyer (someone from the seller's chats about
 * this listing, or a name), then a confirmation that it cannot be undone. It happens once.
 */
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { soldOutForm } from '@wheeldeal/contract';
import type { z } from 'zod';
import { AlertIcon, ChatIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api/client';
import type { Item } from '../../../lib/api/types';
import { zodErrorKey } from '../../../lib/forms';
import { useChatBuyers } from '../api/get-chat-buyers';
import { itemFieldError } from '../item-entry/errors';
import { SOLD_TYPES, soldTypeLabel } from './owner-item-card';
import { useMarkSold } from './use-item-actions';

type SoldForm = z.input<typeof soldOutForm>;
type SoldBody = z.output<typeof soldOutForm>;

interface MarkSoldDialogProps {
  item: Item | null;
  onOpenChange: (open: boolean) => void;
  onDone: (item: Item) => void;
}

export function MarkSoldDialog({ item, onOpenChange, onDone }: MarkSoldDialogProps) {
  const { t } = useTranslation('sell');
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange} title={t('sold.title')} description={item ? t('sold.description', { title: item.title }) : undefined}>
      {item && <MarkSoldBody key={item.id} item={item} onCancel={() => onOpenChange(false)} onDone={onDone} />}
    </Dialog>
  );
}

function MarkSoldBody({ item, onCancel, onDone }: { item: Item; onCancel: () => void; onDone: (item: Item) => void }) {
  const { t } = useTranslation('sell');
  const [confirming, setConfirming] = useState<SoldBody | null>(null);
  const markSold = useMarkSold();
  const form = useForm<SoldForm, unknown, SoldBody>({
    resolver: zodResolver(soldOutForm, { error: zodErrorKey }),
    defaultValues: { item_id: item.id, sold_type: '', buyer_user_id: '', sold_buyer_name: '' },
  });
  const { register, handleSubmit, setValue, control, formState } = form;
  const soldType = useWatch({ control, name: 'sold_type' });
  const buyerId = useWatch({ control, name: 'buyer_user_id' });
  const onWheeldeal = soldType === SOLD_TYPES.wheeldeal;
  const buyers = useChatBuyers(item.id, onWheeldeal);
  const chatBuyers = buyers.data ?? [];

  // Choosing a buyer from the chats and typing a name exclude each other.
  useEffect(() => {
    if (!onWheeldeal) setValue('buyer_user_id', '');
  }, [onWheeldeal, setValue]);

  if (confirming) {
    const buyer = confirming.buyer_user_id ? (chatBuyers.find((b) => b.userId === confirming.buyer_user_id)?.name ?? '') : confirming.sold_buyer_name;
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="error">
          <p className="font-semibold">{t('sold.confirm_title')}</p>
          <p>{t('sold.confirm_text')}</p>
        </Alert>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t('sold.type')}</dt>
          <dd className="font-medium text-fg">{soldTypeLabel(confirming.sold_type, t)}</dd>
          <dt className="text-muted">{t('sold.buyer')}</dt>
          <dd className="font-medium text-fg">{buyer}</dd>
        </dl>
        {markSold.isError && <Alert tone="error">{errorMessage(markSold.error)}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(null)} disabled={markSold.isPending}>
            {t('entry.back')}
          </Button>
          <Button
            variant="danger"
            loading={markSold.isPending}
            onClick={() =>
              markSold.mutate(
                { item_id: item.id, sold_type: confirming.sold_type, buyer_user_id: confirming.buyer_user_id, sold_buyer_name: confirming.sold_buyer_name },
                { onSuccess: () => onDone(item) },
              )
            }
          >
            {t('sold.confirm')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit((values) => setConfirming(values))} className="flex flex-col gap-5">
      <ChoiceGroup
        legend={t('sold.type')}
        required
        columns={1}
        choices={[
          { value: SOLD_TYPES.wheeldeal, label: t('sold.type_wheeldeal'), description: t('sold.type_wheeldeal_text') },
          { value: SOLD_TYPES.elsewhere, label: t('sold.type_elsewhere'), description: t('sold.type_elsewhere_text') },
        ]}
        error={itemFieldError(formState.errors.sold_type?.message)}
        {...register('sold_type')}
      />
      {onWheeldeal && (
        <div className="flex flex-col gap-2">
          {buyers.isFetching ? (
            <p className="flex items-center gap-2 text-sm text-muted" role="status">
              <Spinner size={16} />
              {t('sold.loading_buyers')}
            </p>
          ) : chatBuyers.length > 0 ? (
            <ChoiceGroup
              legend={t('sold.chat_buyer')}
              columns={1}
              choices={chatBuyers.map((b) => ({ value: b.userId, label: b.name, icon: <ChatIcon size={16} /> }))}
              {...register('buyer_user_id', { onChange: () => setValue('sold_buyer_name', '') })}
            />
          ) : (
            <p className="flex items-start gap-2 rounded-xl bg-surface-2 px-3 py-2 text-sm text-muted">
              <AlertIcon size={16} className="mt-0.5" />
              {t('sold.no_chat_buyers')}
            </p>
          )}
        </div>
      )}
      {soldType !== '' && (
        <TextField
          label={onWheeldeal && chatBuyers.length > 0 ? t('sold.buyer_name_other') : t('sold.buyer_name')}
          required={!buyerId}
          autoComplete="off"
          error={itemFieldError(formState.errors.sold_buyer_name?.message)}
          {...register('sold_buyer_name', { onChange: (e: { target: { value: string } }) => e.target.value && setValue('buyer_user_id', '') })}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit">{t('sold.continue')}</Button>
      </div>
    </form>
  );
}

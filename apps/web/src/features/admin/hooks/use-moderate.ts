/**
 * Runs one moderation action with the feedback a moderator working fast needs: the listing leaves the queue at
 * once (optimistic), a toast confirms what happened, and the lists it may appear in are refreshed. If the server
 * refuses, the toast says why and the queue is reloaded so the listing comes back.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ITEM_STATUS } from '@wheeldeal/contract';
import { errorMessage } from '../../../lib/api/client';
import { toast } from '../../../components/ui/toast';
import { PENDING_COUNT_CAP } from '../api/get-pending-count';
import { removeFromQueue } from '../api/get-pending-items';
import { adminKeys } from '../api/keys';
import { moderateItem, type ModerationAction } from '../api/moderate-item';

export interface ModerateArgs {
  item: { id: string; title: string; status?: number };
  action: ModerationAction;
  reason?: string;
}

export function useModerate() {
  const client = useQueryClient();
  const { t } = useTranslation('admin');

  return async function moderate({ item, action, reason }: ModerateArgs): Promise<boolean> {
    const wasPending = item.status === undefined || item.status === ITEM_STATUS.pending;
    if (wasPending) {
      removeFromQueue(client, item.id);
      client.setQueryData<number>(adminKeys.pendingCount, (n) => (n === undefined || n >= PENDING_COUNT_CAP ? n : Math.max(0, n - 1)));
    }
    try {
      await moderateItem(action, item.id, reason);
      toast.success(t(`toast.${action}`, { title: item.title }));
      return true;
    } catch (error) {
      toast.error(t('toast.failed', { title: item.title, message: errorMessage(error) }));
      void client.invalidateQueries({ queryKey: adminKeys.queue });
      // The count was lowered ahead of the answer; the badge reads the real number again.
      if (wasPending) void client.invalidateQueries({ queryKey: adminKeys.pendingCount });
      return false;
    } finally {
      void client.invalidateQueries({ queryKey: adminKeys.itemsAll });
      void client.invalidateQueries({ queryKey: adminKeys.reports });
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    }
  };
}

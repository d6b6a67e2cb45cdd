/** The conversation's menu: block the other party (closes the conversation for both) and report the conversation. */
import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS } from '@wheeldeal/contract';
import { toast } from '../../../components/ui/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/field';
import { call } from '../../../lib/api/call';
import { errorMessage } from '../../../lib/api/client';
import { blockQueries, useBlockUser } from '../../../lib/queries/blocks';
import { chatQueries } from '../../../lib/queries/chat';

const item =
  'flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-fg outline-none data-[highlighted]:bg-surface-2';

export function ChatMenu({ chatId, userId, otherId, otherName }: { chatId: string; userId: string; otherId: string; otherName: string }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const [reason, setReason] = useState('');
  const block = useBlockUser(userId);
  const report = useMutation({
    mutationFn: () => call('chats/report', { body: { chat_id: chatId, reason: reason.trim() } }),
    onSuccess: () => {
      setDialog(null);
      setReason('');
      toast.success(t('menu.reported'));
    },
  });

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={t('menu.label')}
          className="flex h-10 w-10 items-center justify-center rounded-full text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            <circle cx="12" cy="5" r="1.8" />
            <circle cx="12" cy="12" r="1.8" />
            <circle cx="12" cy="19" r="1.8" />
          </svg>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-52 rounded-xl border border-line bg-surface p-1 shadow-pop">
            <DropdownMenu.Item className={item} onSelect={() => setDialog('block')}>
              {t('menu.block', { name: otherName })}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={item} onSelect={() => setDialog('report')}>
              {t('menu.report')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={dialog === 'block'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('menu.block_title', { name: otherName })}
        description={t('menu.block_text')}
        confirmLabel={t('menu.block_confirm')}
        danger
        busy={block.isPending}
        error={block.isError ? errorMessage(block.error) : null}
        onConfirm={() =>
          block.mutate(
            { otherId, blocked: false },
            {
              onSuccess: () => {
                setDialog(null);
                void queryClient.invalidateQueries({ queryKey: chatQueries.conversationKey(chatId) });
                void queryClient.invalidateQueries({ queryKey: blockQueries.key(userId) });
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={dialog === 'report'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('menu.report_title')}
        description={t('menu.report_text')}
        confirmLabel={t('menu.report_confirm')}
        danger
        busy={report.isPending}
        error={report.isError ? errorMessage(report.error) : null}
        onConfirm={() => report.mutate()}
      >
        <TextAreaField
          label={t('menu.report_reason')}
          value={reason}
          maxLength={CHAT_LIMITS.reportReasonMax}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}

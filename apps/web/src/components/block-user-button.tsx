/** Block or unblock a user (profiles), with a confirmation before blocking. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api/client';
import { useBlockUser, useIsBlocked } from '../lib/queries/blocks';
import { useSession } from '../lib/session/session-store';
import { Button } from './ui/button';
import { ConfirmDialog } from './ui/confirm-dialog';
import { toast } from './ui/toast';

export function BlockUserButton({ userId: otherId, userName }: { userId: string; userName: string }) {
  const { t } = useTranslation('chat');
  const { user } = useSession();
  const me = user?.user_id ?? '';
  const blocked = useIsBlocked(me, otherId);
  const block = useBlockUser(me);
  const [confirming, setConfirming] = useState(false);
  if (!me || me === otherId || blocked === undefined) return null;

  const run = () =>
    block.mutate(
      { otherId, blocked },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(blocked ? t('block.unblocked', { name: userName }) : t('block.blocked', { name: userName }));
        },
      },
    );

  return (
    <>
      <Button variant={blocked ? 'secondary' : 'outline'} loading={block.isPending && !confirming} onClick={() => (blocked ? run() : setConfirming(true))}>
        {blocked ? t('block.unblock') : t('block.block')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('menu.block_title', { name: userName })}
        description={t('menu.block_text')}
        confirmLabel={t('menu.block_confirm')}
        danger
        busy={block.isPending}
        error={block.isError ? errorMessage(block.error) : null}
        onConfirm={run}
      />
    </>
  );
}

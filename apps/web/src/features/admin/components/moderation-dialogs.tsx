/** The two confirmations of a moderation action on a listing: reject (with a reason) and disable. The screen
 * keeps which listing each is open for (its keyboard shortcuts need to know) and runs the action. */
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { ModerationAction } from '../api/moderate-item';
import type { AdminItem } from '../api/get-admin-items';
import { RejectDialog } from './reject-dialog';

interface ModerationDialogsProps {
  rejecting: AdminItem | null;
  disabling: AdminItem | null;
  onCloseReject: () => void;
  onCloseDisable: () => void;
  onAct: (item: AdminItem, action: Extract<ModerationAction, 'reject' | 'disable'>, reason?: string) => void;
}

export function ModerationDialogs({ rejecting, disabling, onCloseReject, onCloseDisable, onAct }: ModerationDialogsProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <RejectDialog
        item={rejecting}
        onClose={onCloseReject}
        onReject={(reason) => {
          onCloseReject();
          if (rejecting) onAct(rejecting, 'reject', reason);
        }}
      />
      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(open) => !open && onCloseDisable()}
        title={t('disable.title')}
        description={disabling ? t('disable.description', { title: disabling.title }) : undefined}
        confirmLabel={t('actions.disable')}
        danger
        onConfirm={() => {
          onCloseDisable();
          if (disabling) onAct(disabling, 'disable');
        }}
      />
    </>
  );
}

/** The moderation buttons a listing's state allows, read from the contract's state machine (staff transitions). */
import { useTranslation } from 'react-i18next';
import { availableTransitions } from '@wheeldeal/contract';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/icons';
import type { ModerationAction } from '../api/moderate-item';
import { PowerIcon, XCircleIcon } from './admin-icons';

const ORDER: readonly ModerationAction[] = ['approve', 'enable', 'reject', 'disable'];

export function TransitionButtons({ status, onAction }: { status: number; onAction: (action: ModerationAction) => void }) {
  const { t } = useTranslation('admin');
  const allowed = new Set(availableTransitions(status, 'staff').map((tr) => tr.name));
  return (
    <>
      {ORDER.filter((a) => allowed.has(a)).map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'approve' || action === 'enable' ? 'primary' : 'outline'}
          className={action === 'reject' ? 'text-danger' : undefined}
          onClick={() => onAction(action)}
        >
          {action === 'reject' ? <XCircleIcon size={16} /> : action === 'disable' ? <PowerIcon size={16} /> : <CheckIcon size={16} />}
          {t(`actions.${action}`)}
        </Button>
      ))}
    </>
  );
}

/**
 * The badges next to a person's name wherever it is shown (profiles, listings, chat): the blue mark of a verified
 * account and the verified-dealer badge, both on the wire contract's scale where 1 is approved.
 */
import { useTranslation } from 'react-i18next';
import { BLUE_MARK } from '@wheeldeal/contract';
import { ShieldIcon, VerifiedIcon } from '../icons';

export interface BadgeHolder {
  is_verify_blue_mark?: number;
  is_verify_dealer?: number;
}

export function UserBadges({ user, size = 16 }: { user: BadgeHolder | null | undefined; size?: number }) {
  const { t } = useTranslation('account');
  if (!user) return null;
  const blue = user.is_verify_blue_mark === BLUE_MARK.approved;
  const dealer = user.is_verify_dealer === BLUE_MARK.approved;
  if (!blue && !dealer) return null;
  return (
    <span className="inline-flex shrink-0 items-center gap-0.5">
      {blue && (
        <span className="text-primary" title={t('badges.blue_mark.title')} data-testid="badge-blue-mark">
          <VerifiedIcon size={size}/>
          <span className="sr-only">{t('badges.blue_mark.title')}</span>
        </span>
      )}
      {dealer && (
        <span className="text-fg" title={t('badges.dealer.title')} data-testid="badge-dealer">
          <ShieldIcon size={size}/>
          <span className="sr-only">{t('badges.dealer.title')}</span>
        </span>
      )}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { LIMITS } from '@wheeldeal/contract';
import { StarIcon } from '../../../components/icons';

/** Read-only stars for a 0–5 rating (half stars by clipping), with the value as text for assistive tech. */
export function RatingStars({ value, size = 18 }: { value: number; size?: number }) {
  const { t } = useTranslation('auth');
  const clamped = Math.max(0, Math.min(LIMITS.ratingMax, value));
  return (
    <span className="inline-flex items-center" role="img" aria-label={t('profile.rating_label', { value: clamped.toFixed(1), max: LIMITS.ratingMax })}>
      {Array.from({ length: LIMITS.ratingMax }, (_, i) => {
        const fill = Math.max(0, Math.min(1, clamped - i));
        return (
          <span key={i} className="relative inline-block" style={{ width: size, height: size }}>
            <StarIcon size={size} className="absolute inset-0 text-surface-3" />
            <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <StarIcon size={size} className="text-accent" />
            </span>
          </span>
        );
      })}
    </span>
  );
}

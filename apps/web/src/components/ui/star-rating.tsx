import clsx from 'clsx';
import { StarIcon } from '../icons';

/** Five stars filled to `value` (0–5, halves rounded); decorative — pair with a text label. */
export function StarRating({ value, size = 16, className }: { value: number; size?: number; className?: string }) {
  const rounded = Math.round(Math.max(0, Math.min(5, value)) * 2) / 2;
  return (
    <span className={clsx('inline-flex items-center gap-0.5', className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rounded >= n ? 100 : rounded >= n - 0.5 ? 50 : 0;
        return (
          <span key={n} className="relative inline-flex" style={{ width: size, height: size }}>
            <StarIcon size={size} className="absolute inset-0 text-line-strong" />
            <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${fill}%` }}>
              <StarIcon size={size} className="text-accent" />
            </span>
          </span>
        );
      })}
    </span>
  );
}

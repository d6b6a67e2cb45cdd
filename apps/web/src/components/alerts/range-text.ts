/**
 * How a price or year range of the item-list filters reads ("10,000 – 30,000", "up to 30,000", "from 2018"),
 * in the alerts namespace: the saved search's suggested name and its summary say it the same way.
 */
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format';

const number = (v: string) => (Number.isFinite(Number(v)) ? formatNumber(Number(v)) : v);

/** `kind` picks the wording; an empty range is "". Zero counts as no bound (the list's own rule). */
export function rangeText(t: TFunction<'alerts'>, kind: 'price' | 'year', min: string | undefined, max: string | undefined): string {
  const lo = min && Number(min) !== 0 ? (kind === 'price' ? number(min) : min) : '';
  const hi = max && Number(max) !== 0 ? (kind === 'price' ? number(max) : max) : '';
  if (lo && hi) return t(`range.${kind}_between`, { min: lo, max: hi });
  if (hi) return t(`range.${kind}_max`, { max: hi });
  if (lo) return t(`range.${kind}_min`, { min: lo });
  return '';
}

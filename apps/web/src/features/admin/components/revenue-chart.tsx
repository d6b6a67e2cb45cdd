/**
 * Revenue per day as stacked bars, one colour per kind of product, in plain SVG. Positive amounts stack upwards
 * from the zero line and a day whose refunds outweigh its sales goes below it. Time runs in the reading direction
 * (right to left in Arabic). Every bar carries its day and amounts as a tooltip and for screen readers; the
 * per-product table beside it gives the same figures as text.
 */
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { Revenue } from '../api/money';
import { formatMinorAmount } from '../lib/money';

export const REVENUE_KINDS = ['package', 'promotion', 'bid_fee'] as const;
type Kind = (typeof REVENUE_KINDS)[number];

/** Fill of each kind: theme colours, so light and dark modes both hold. */
export const KIND_FILL: Record<Kind, string> = { package: 'fill-primary', promotion: 'fill-accent', bid_fee: 'fill-success' };
export const KIND_SWATCH: Record<Kind, string> = { package: 'bg-primary', promotion: 'bg-accent', bid_fee: 'bg-success' };

const W = 720;
const H = 240;
const PAD_TOP = 12;
const PAD_BOTTOM = 24;

interface Segment {
  kind: Kind;
  y: number;
  height: number;
}

/** The bar segments of one day, in chart units, given the scale's top and bottom values. */
export function segmentsOf(day: Record<Kind, number>, top: number, bottom: number): Segment[] {
  const span = top - bottom || 1;
  const plotH = H - PAD_TOP - PAD_BOTTOM;
  const yOf = (v: number) => PAD_TOP + ((top - v) / span) * plotH;
  const out: Segment[] = [];
  let up = 0;
  let down = 0;
  for (const kind of REVENUE_KINDS) {
    const v = day[kind];
    if (v === 0) continue;
    const from = v > 0 ? up : down;
    const to = from + v;
    if (v > 0) up = to;
    else down = to;
    const y1 = yOf(Math.max(from, to));
    const y2 = yOf(Math.min(from, to));
    out.push({ kind, y: y1, height: Math.max(y2 - y1, 1) });
  }
  return out;
}

export function RevenueChart({ revenue, rtl }: { revenue: Revenue; rtl: boolean }) {
  const { t } = useTranslation('admin');
  const days = revenue.days;
  const top = Math.max(0, ...days.map((d) => REVENUE_KINDS.reduce((s, k) => s + Math.max(d[k], 0), 0)));
  const bottom = Math.min(0, ...days.map((d) => REVENUE_KINDS.reduce((s, k) => s + Math.min(d[k], 0), 0)));
  const slot = W / Math.max(days.length, 1);
  const barW = Math.max(Math.min(slot * 0.7, 28), 2);
  const span = top - bottom || 1;
  const zeroY = PAD_TOP + (top / span) * (H - PAD_TOP - PAD_BOTTOM);
  const money = (minor: number) => formatMinorAmount(minor, revenue.currency);
  const labelEvery = Math.ceil(days.length / 8);

  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={t('money.revenue.chart_label', { total: money(revenue.total_minor), days: days.length })}
      >
        <line x1={0} x2={W} y1={zeroY} y2={zeroY} className="stroke-line-strong" strokeWidth={1} />
        {days.map((d, i) => {
          const slotIndex = rtl ? days.length - 1 - i : i;
          const x = slotIndex * slot + (slot - barW) / 2;
          const label = `${d.day}: ${money(d.total)} (${REVENUE_KINDS.map((k) => `${t(`money.kinds.${k}`)} ${money(d[k])}`).join(', ')})`;
          return (
            <g key={d.day}>
              <title>{label}</title>
              {segmentsOf(d, top, bottom).map((s) => (
                <rect
                  key={s.kind}
                  x={x}
                  y={s.y}
                  width={barW}
                  height={s.height}
                  rx={Math.min(3, barW / 4)}
                  className={clsx(KIND_FILL[s.kind])}
                  data-kind={s.kind}
                  data-day={d.day}
                />
              ))}
              {i % labelEvery === 0 && (
                <text x={x + barW / 2} y={H - 6} textAnchor="middle" className="fill-muted text-[10px]">
                  {d.day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-3 flex flex-wrap gap-4 text-xs text-muted">
        {REVENUE_KINDS.map((k) => (
          <span key={k} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={clsx('inline-block h-3 w-3 rounded-sm', KIND_SWATCH[k])} />
            {t(`money.kinds.${k}`)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** The rating summary from a decoded User: average, count, a bar per star value, and the link to the reviews. */
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { wireUser } from '@wheeldeal/contract';
import { i18next } from '../lib/i18n/i18n';
import { renderWithApp } from '../test/render';
import { wireUserFixture } from '../test/wire-item';
import { averageOf, RatingSummary } from './rating-summary';

beforeAll(async () => {
  await i18next.loadNamespaces(['reviews']);
});

const stars = (counts: [number, number, number, number, number]) => {
  const words = ['five', 'four', 'three', 'two', 'one'];
  const total = counts.reduce((a, b) => a + b, 0);
  const value = counts.reduce((s, c, i) => s + c * (5 - i), 0);
  return {
    ...Object.fromEntries(
      words.flatMap((w, i) => [
        [`${w}_star_count`, String(counts[i])],
        [`${w}_star_percent`, total ? String(Math.round((counts[i]! / total) * 1000) / 10) : '0'],
      ]),
    ),
    total_rating_count: String(total),
    total_rating_value: String(value),
  };
};

const user = (counts: [number, number, number, number, number], overall: string) =>
  wireUser.parse(
    wireUserFixture({ user_id: 'usr9', overall_rating: overall, rating_count: String(counts.reduce((a, b) => a + b, 0)), rating_details: stars(counts) }),
  );

describe('RatingSummary', () => {
  it('shows the average, the count and a bar per star value, five stars first', () => {
    renderWithApp(<RatingSummary user={user([2, 1, 0, 1, 0], '4')} reviewsLink />);
    expect(screen.getByText('4.0')).toBeTruthy();
    expect(screen.getByText('Reviews: 4')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Reviews per star rating' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '★ 52Rated 5 of 5: 2 (50%)',
      '★ 41Rated 4 of 5: 1 (25%)',
      '★ 30Rated 3 of 5: 0 (0%)',
      '★ 21Rated 2 of 5: 1 (25%)',
      '★ 10Rated 1 of 5: 0 (0%)',
    ]);
    const bar = rows[0]!.querySelector('[aria-hidden="true"] > span') as HTMLElement;
    expect(bar.style.width).toBe('50%');
    expect(screen.getByRole('link', { name: 'See all reviews' }).getAttribute('href')).toBe('/review-list?user_id=usr9');
  });

  it('says there are no reviews yet, with empty bars and no link unless asked', () => {
    renderWithApp(<RatingSummary user={user([0, 0, 0, 0, 0], '0')} />);
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.getByText('0.0')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('averages from the per-star counts (one decimal), or the stored rating when there are none', () => {
    expect(averageOf(user([1, 1, 0, 1, 0], '3.67'))).toBe(3.7);
    expect(averageOf(user([0, 0, 0, 0, 0], '4.5'))).toBe(4.5);
  });

  it('has a compact one-line form', () => {
    renderWithApp(<RatingSummary user={user([0, 3, 0, 0, 0], '4')} compact reviewsLink />);
    expect(screen.getByText('Reviews: 3')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all reviews' })).toBeTruthy();
  });
});

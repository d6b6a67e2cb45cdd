import { describe, expect, it } from 'vitest';
import { validateReview } from './review-form';

const ok = { rating: 4, title: 'Smooth deal', description: 'Car as described.' };

describe('validateReview (the server rules of rates/add_rating)', () => {
  it('accepts 1 to 5 whole stars, a title up to 100 and a text up to 1000 characters (trimmed)', () => {
    expect(validateReview(ok)).toEqual({});
    expect(validateReview({ rating: 1, title: ` ${'t'.repeat(100)} `, description: 'd'.repeat(1000) })).toEqual({});
    expect(validateReview({ ...ok, rating: 5 })).toEqual({});
  });

  it('names each field that is wrong', () => {
    for (const rating of [0, 6, 2.5, Number.NaN]) expect(validateReview({ ...ok, rating }), String(rating)).toEqual({ rating: 'dialog.errors.rating' });
    expect(validateReview({ ...ok, title: '   ' })).toEqual({ title: 'dialog.errors.title_required' });
    expect(validateReview({ ...ok, title: 't'.repeat(101) })).toEqual({ title: 'dialog.errors.title_too_long' });
    expect(validateReview({ ...ok, description: '' })).toEqual({ description: 'dialog.errors.text_required' });
    expect(validateReview({ ...ok, description: 'd'.repeat(1001) })).toEqual({ description: 'dialog.errors.text_too_long' });
    expect(Object.keys(validateReview({ rating: 0, title: '', description: '' })).sort()).toEqual(['description', 'rating', 'title']);
  });
});

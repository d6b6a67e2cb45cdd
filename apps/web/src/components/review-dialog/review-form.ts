/** The review form's rules, as the server's (`addRatingBody`): 1–5 stars, a title and a text within their limits. */
import { REVIEW_LIMITS } from '@wheeldeal/contract';

export interface ReviewForm {
  rating: number;
  title: string;
  description: string;
}

/** Message keys (namespace `reviews`) per field; empty when the form can be sent. */
export type ReviewErrors = Partial<Record<keyof ReviewForm, string>>;

export function validateReview(form: ReviewForm): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!Number.isInteger(form.rating) || form.rating < REVIEW_LIMITS.starsMin || form.rating > REVIEW_LIMITS.starsMax) errors.rating = 'dialog.errors.rating';
  const title = form.title.trim();
  if (!title) errors.title = 'dialog.errors.title_required';
  else if (title.length > REVIEW_LIMITS.titleMax) errors.title = 'dialog.errors.title_too_long';
  const text = form.description.trim();
  if (!text) errors.description = 'dialog.errors.text_required';
  else if (text.length > REVIEW_LIMITS.textMax) errors.description = 'dialog.errors.text_too_long';
  return errors;
}

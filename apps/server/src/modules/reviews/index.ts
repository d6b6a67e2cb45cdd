/** Public face of the reviews module: its calls (rates/*) and the small user object of authors. */
export { reviewsActions } from './reviews.routes.ts';
export { presentAuthor } from './reviews.presenter.ts';
export type { AuthorRow } from './reviews.repository.ts';

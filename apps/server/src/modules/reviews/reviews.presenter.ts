/** Rating row → wire Rating (the author as a small user object); also the small user object questions use. */
import type { WireOf, wireRating, wireUserBrief } from '@wheeldeal/contract';
import { money, relativeTime, str, wireDate } from '../../lib/wire.ts';
import type { Translate } from '../../lib/messages.ts';
import type { AuthorRow, RatingRow } from './reviews.repository.ts';

export function presentAuthor(a: AuthorRow): WireOf<typeof wireUserBrief> {
  return {
    user_id: a.id,
    user_name: a.userName,
    user_profile_photo: a.userProfilePhoto,
    is_verify_blue_mark: String(a.isVerifyBlueMark),
    overall_rating: money(a.overallRating),
    rating_count: String(a.ratingCount),
  };
}

export function presentRating(r: RatingRow, now: Date, t: Translate): WireOf<typeof wireRating> {
  return {
    id: r.id,
    from_user_id: r.fromUserId,
    to_user_id: r.toUserId,
    chat_id: str(r.chatHeaderId),
    item_id: str(r.itemId),
    rating: String(r.rating),
    title: r.title,
    description: r.description,
    added_date: wireDate(r.addedDate),
    added_date_str: relativeTime(r.addedDate, now, t),
    user: presentAuthor(r.author),
  };
}

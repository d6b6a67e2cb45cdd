/**
 * The wire of reviews (`rates/*`: the spec's Review, with its author as a small user object) and of the public
 * questions on a listing (`commentheaders/get`: each question with its answers, oldest answer first).
 */
import { z } from 'zod';
import { wireDate, wireFlag, wireId, wireInt, wireNumberOrNull, wireRecord, wireText } from '../wire.ts';

/** Who wrote a review, a question or an answer: enough for a name and a picture. */
export const wireUserBrief = wireRecord({
  user_id: wireId,
  user_name: wireText,
  user_profile_photo: wireText,
  /** 0 none, 2 pending, 1 approved, 3 rejected. */
  is_verify_blue_mark: wireInt,
  overall_rating: wireNumberOrNull,
  rating_count: wireInt,
});

export const wireRating = wireRecord({
  id: wireId,
  from_user_id: wireId,
  to_user_id: wireId,
  /** The deal (conversation) and the listing the review is about ("" for older reviews, or a removed item). */
  chat_id: wireText,
  item_id: wireText,
  /** 1 to 5. */
  rating: wireInt,
  title: wireText,
  description: wireText,
  added_date: wireDate,
  added_date_str: wireText,
  /** The author. */
  user: wireUserBrief,
});

export const wireCommentDetail = wireRecord({
  id: wireId,
  header_id: wireId,
  user_id: wireId,
  comment: wireText,
  /** The answer is the listing owner's. */
  is_seller: wireFlag,
  added_date: wireDate,
  added_date_str: wireText,
  user: wireUserBrief,
});

export const wireCommentHeader = wireRecord({
  id: wireId,
  item_id: wireId,
  user_id: wireId,
  comment: wireText,
  /** The number of answers shown. */
  detail_count: wireInt,
  added_date: wireDate,
  added_date_str: wireText,
  user: wireUserBrief,
  /** The answers and follow-ups, oldest first (removed ones are left out). */
  details: z.array(wireCommentDetail),
});

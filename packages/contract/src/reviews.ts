/**
 * Bodies and limits of the review calls (`rates/add_rating`, `rates/rating_user`, wire contract §4) and of the
 * public questions on a listing (`commentheaders/*`, `commentdetails/*`). Field names are the wire's; `chat_id`
 * (the deal a review is about) is ours and optional: without it the server takes the latest completed deal
 * between the two users that the author has not reviewed yet.
 */
import { z } from 'zod';
import { QUESTION_LIMITS, REVIEW_LIMITS } from './limits.ts';

const asText = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v === null ? '' : v);
const id = z.preprocess(asText, z.string().trim().min(1).max(REVIEW_LIMITS.idMax));
const opt = (max: number) => z.preprocess(asText, z.string().trim().max(max).optional().default(''));
const paging = { limit: opt(10), offset: opt(10) };

/** 1–5 whole stars; lenient clients send "4" or 4. */
const stars = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
  z
    .number({ message: 'review.rating_invalid' })
    .int({ message: 'review.rating_invalid' })
    .min(REVIEW_LIMITS.starsMin, { message: 'review.rating_invalid' })
    .max(REVIEW_LIMITS.starsMax, { message: 'review.rating_invalid' }),
);

/** rates/add_rating: from_user_id is the author (the session's user), to_user_id the other party of the deal. */
export const addRatingBody = z.object({
  from_user_id: id,
  to_user_id: id,
  title: z.preprocess(asText, z.string().trim().min(1).max(REVIEW_LIMITS.titleMax)),
  description: z.preprocess(asText, z.string().trim().min(1).max(REVIEW_LIMITS.textMax)),
  rating: stars,
  chat_id: opt(REVIEW_LIMITS.idMax),
  login_user_id: opt(REVIEW_LIMITS.idMax),
});
export type AddRatingBody = z.infer<typeof addRatingBody>;

/** rates/rating_user: the reviews a user received, newest first. */
export const ratingUserBody = z.object({ user_id: id, login_user_id: opt(REVIEW_LIMITS.idMax), ...paging });
export type RatingUserBody = z.infer<typeof ratingUserBody>;

/** A question, an answer or a follow-up: 1..1000 characters after trimming. */
const questionText = z.preprocess(asText, z.string().trim().min(1).max(QUESTION_LIMITS.textMax));

/** commentheaders/get: the questions of a listing (item_id in the body or as a path pair). */
export const commentListBody = z.object({ item_id: opt(QUESTION_LIMITS.idMax), login_user_id: opt(QUESTION_LIMITS.idMax), ...paging });
export type CommentListBody = z.infer<typeof commentListBody>;

/** commentheaders/press: user_id (the session's user) asks a public question about item_id. */
export const askQuestionBody = z.object({ item_id: id, user_id: id, comment: questionText });
export type AskQuestionBody = z.infer<typeof askQuestionBody>;

/** commentdetails/press: the listing's owner answers, or the asker follows up, in the thread header_id. */
export const answerQuestionBody = z.object({ header_id: id, user_id: id, comment: questionText });
export type AnswerQuestionBody = z.infer<typeof answerQuestionBody>;

/** commentheaders/remove and commentdetails/remove: user_id (the session's user) removes question or answer id. */
export const removeCommentBody = z.object({ id, user_id: id });
export type RemoveCommentBody = z.infer<typeof removeCommentBody>;

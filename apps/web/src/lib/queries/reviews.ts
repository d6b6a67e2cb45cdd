/**
 * Query definitions for reviews (`rates/rating_user`) and a listing's public questions (`commentheaders/get`).
 * Keys start with the call name; a listing's questions are kept per viewer, since a removed question and the
 * remove buttons depend on who reads.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { QUESTION_LIMITS, REVIEW_LIMITS, type Decoded, type wireCommentDetail, type wireCommentHeader, type wireRating } from '@wheeldeal/contract';
import { call } from '../api/call';

export type Rating = Decoded<typeof wireRating>;
export type CommentHeader = Decoded<typeof wireCommentHeader>;
export type CommentDetail = Decoded<typeof wireCommentDetail>;

/** A short page means there is no next one. */
const nextOffset =
  (size: number) =>
  (last: readonly unknown[], pages: readonly unknown[]): number | undefined =>
    last.length < size ? undefined : pages.length * size;

export const reviewQueries = {
  /** Every review query of one user starts with this key (what a new review invalidates). */
  all: (userId: string) => ['rates/rating_user', userId] as const,
  /** `POST rates/rating_user {user_id}` page by page, newest first. */
  ofUser: (userId: string) =>
    infiniteQueryOptions({
      queryKey: reviewQueries.all(userId),
      queryFn: ({ pageParam, signal }) =>
        call('rates/rating_user', { body: { user_id: userId }, path: { limit: REVIEW_LIMITS.pageSize, offset: pageParam }, signal }),
      initialPageParam: 0,
      getNextPageParam: nextOffset(REVIEW_LIMITS.pageSize),
      enabled: userId !== '',
    }),
};

export const questionQueries = {
  all: (itemId: string) => ['commentheaders/get', itemId] as const,
  /** `POST commentheaders/get {item_id}` page by page: questions newest first, each with its answers. */
  ofItem: (itemId: string, viewer: string) =>
    infiniteQueryOptions({
      queryKey: [...questionQueries.all(itemId), viewer] as const,
      queryFn: ({ pageParam, signal }) =>
        call('commentheaders/get', { body: { item_id: itemId }, path: { limit: QUESTION_LIMITS.pageSize, offset: pageParam }, signal }),
      initialPageParam: 0,
      getNextPageParam: nextOffset(QUESTION_LIMITS.pageSize),
      enabled: itemId !== '',
    }),
};

import type { CallAnswer } from '@wheeldeal/contract';

/** A listing of a dashboard rail: the decoded Item of the item-list calls. */
export type RailItem = CallAnswer<'items/search'>[number];

/** A blog post of the blog rail (decoded). */
export type FeedPost = CallAnswer<'feeds/search'>[number];

/** A category of the strip and the hero's picker (decoded). */
export type Category = CallAnswer<'categories/get'>[number];

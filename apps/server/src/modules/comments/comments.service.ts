/**
 * Public questions on a listing (issue 11 item 4): anyone reads them; a signed-in user asks on a published listing
 * that is not their own; the listing's owner answers and the asker may follow up in the thread; the owner, the
 * author or staff remove a question or an answer (status 0, never shown again). The listing's owner hears of a new
 * question and of a follow-up, the asker of an answer, in the same transaction (flag `chat`: the push flags of the
 * wire have none for questions, and a question is a message about a listing).
 */
import { ITEM_STATUS, QUESTION_LIMITS, statusName, type WireOf, type wireCommentDetail, type wireCommentHeader } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import type { Viewer } from '../../http/context.ts';
import type { Page } from '../../http/paging.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { ID_PREFIX, isIdShape, newId } from '../../lib/ids.ts';
import type { Translate } from '../../lib/messages.ts';
import { hit, type Limit } from '../../lib/rate-limit.ts';
import { relativeTime, flag, wireDate } from '../../lib/wire.ts';
import { notifyUser } from '../notifications/index.ts';
import { presentAuthor } from '../reviews/index.ts';
import * as repo from './comments.repository.ts';

const HOUR = 3600;
/** Questions and answers per account: a buyer asks a handful, a seller answers a few dozen a day; a script is stopped. */
export const LIMITS_QUESTIONS = {
  perAccountHour: { bucket: 'question-account-hour', max: 30, windowSeconds: HOUR, message: 'limits.messaging' },
  perAccountDay: { bucket: 'question-account-day', max: 200, windowSeconds: 24 * HOUR, message: 'limits.messaging' },
} as const satisfies Record<string, Limit>;

export const QUESTION_PAGE_SIZE = QUESTION_LIMITS.pageSize;

/** The refusal for writing on a listing that is not published (the items' own keys). */
function itemRefusal(status: number) {
  return status === ITEM_STATUS.published ? null : badRequest(`item.transition_from.${statusName(status) ?? 'pending'}`);
}

async function spend(deps: Deps, userId: string) {
  await hit(deps, LIMITS_QUESTIONS.perAccountHour, userId);
  await hit(deps, LIMITS_QUESTIONS.perAccountDay, userId);
}

function presentDetail(d: repo.CommentRow, ownerId: string, now: Date, t: Translate): WireOf<typeof wireCommentDetail> {
  return {
    id: d.id,
    header_id: d.parentId,
    user_id: d.userId,
    comment: d.comment,
    is_seller: flag(d.userId === ownerId),
    added_date: wireDate(d.addedDate),
    added_date_str: relativeTime(d.addedDate, now, t),
    user: presentAuthor(d.author),
  };
}

function presentHeader(h: repo.CommentRow, details: repo.CommentRow[], ownerId: string, now: Date, t: Translate): WireOf<typeof wireCommentHeader> {
  return {
    id: h.id,
    item_id: h.parentId,
    user_id: h.userId,
    comment: h.comment,
    detail_count: String(details.length),
    added_date: wireDate(h.addedDate),
    added_date_str: relativeTime(h.addedDate, now, t),
    user: presentAuthor(h.author),
    details: details.map((d) => presentDetail(d, ownerId, now, t)),
  };
}

/**
 * commentheaders/get: a page of the listing's questions (newest first), each with its answers (oldest first).
 * A listing that is not published is read only by its owner and staff; for anyone else it is an invalid id.
 */
export async function questionsOf(deps: Deps, itemId: string, viewer: Viewer, page: Page, t: Translate) {
  if (!itemId) throw badRequest('validation.required', { field: 'item_id' });
  const item = isIdShape(itemId) ? await repo.findItem(deps.db, itemId) : undefined;
  if (!item) throw badRequest('item.invalid_id');
  if (item.status !== ITEM_STATUS.published && viewer.viewerId !== item.ownerId && !viewer.isStaff) throw badRequest('item.invalid_id');
  const headers = await repo.findHeaders(deps.db, itemId, page);
  const details = await repo.findDetails(
    deps.db,
    headers.map((h) => h.id),
  );
  const now = deps.clock.now();
  return headers.map((h) =>
    presentHeader(
      h,
      details.filter((d) => d.parentId === h.id),
      item.ownerId,
      now,
      t,
    ),
  );
}

/** commentheaders/press: `userId` asks a public question about a published listing that is not theirs. */
export async function ask(deps: Deps, userId: string, itemId: string, comment: string, t: Translate) {
  const item = isIdShape(itemId) ? await repo.findItem(deps.db, itemId) : undefined;
  if (!item) throw badRequest('item.invalid_id');
  if (item.ownerId === userId) throw badRequest('review.question.own_item');
  const why = itemRefusal(item.status);
  if (why) throw why;
  if (await repo.blockedEitherWay(deps.db, userId, item.ownerId)) throw forbidden('review.question.blocked');
  await spend(deps, userId);
  const id = newId(ID_PREFIX.question);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.insertHeader(tx, { id, itemId, userId, comment, addedDate: now });
    await notifyUser(deps, tx, {
      userId: item.ownerId,
      flag: 'chat',
      eventKey: `question:${id}`,
      actorUserId: userId,
      itemId: item.id,
      titleKey: 'notify.question_title',
      messageKey: 'notify.question_body',
      vars: { title: item.title },
      data: { item_id: item.id, header_id: id },
    });
  });
  return presentHeader((await repo.findHeaderById(deps.db, id))!, [], item.ownerId, deps.clock.now(), t);
}

/**
 * commentdetails/press: the listing's owner answers a question (the asker is told), or the asker follows up (the
 * owner is told). Anyone else is refused.
 */
export async function answer(deps: Deps, userId: string, headerId: string, comment: string, t: Translate) {
  const header = isIdShape(headerId) ? await repo.findShownHeader(deps.db, headerId) : undefined;
  if (!header) throw notFound('review.question.not_found');
  const isOwner = header.itemOwnerId === userId;
  if (!isOwner && header.userId !== userId) throw forbidden('review.question.answer_forbidden');
  const why = itemRefusal(header.itemStatus);
  if (why) throw why;
  await spend(deps, userId);
  const id = newId(ID_PREFIX.question);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.insertDetail(tx, { id, headerId, userId, comment, addedDate: now });
    await notifyUser(deps, tx, {
      userId: isOwner ? header.userId : header.itemOwnerId,
      flag: 'chat',
      eventKey: `answer:${id}`,
      actorUserId: userId,
      itemId: header.itemId,
      titleKey: isOwner ? 'notify.question_answer_title' : 'notify.question_title',
      messageKey: isOwner ? 'notify.question_answer_body' : 'notify.question_followup_body',
      vars: { title: header.itemTitle },
      data: { item_id: header.itemId, header_id: headerId },
    });
  });
  return presentDetail((await repo.findDetailById(deps.db, id))!, header.itemOwnerId, deps.clock.now(), t);
}

/** commentheaders/remove: the listing's owner, the question's author or staff. */
export async function removeQuestion(deps: Deps, viewer: Viewer & { viewerId: string }, id: string): Promise<void> {
  const header = isIdShape(id) ? await repo.findShownHeader(deps.db, id) : undefined;
  if (!header) throw notFound('review.question.not_found');
  if (!viewer.isStaff && viewer.viewerId !== header.itemOwnerId && viewer.viewerId !== header.userId) throw forbidden('review.question.remove_forbidden');
  if (!(await repo.removeHeader(deps.db, id, deps.clock.now()))) throw notFound('review.question.not_found');
}

/** commentdetails/remove: the listing's owner, the answer's author or staff. */
export async function removeAnswer(deps: Deps, viewer: Viewer & { viewerId: string }, id: string): Promise<void> {
  const detail = isIdShape(id) ? await repo.findShownDetail(deps.db, id) : undefined;
  if (!detail) throw notFound('review.question.not_found');
  if (!viewer.isStaff && viewer.viewerId !== detail.itemOwnerId && viewer.viewerId !== detail.userId) throw forbidden('review.question.remove_forbidden');
  if (!(await repo.removeDetail(deps.db, id, deps.clock.now()))) throw notFound('review.question.not_found');
}

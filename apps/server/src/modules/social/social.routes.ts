/** Social calls of the wire contract §4: follows, blocks, item reports and the people lists. Thin: validate
 * (contract), delegate (service), answer. */
import { addFollowBody, blockBody, blockedUsersBody, followSearchBody, NO_LOGIN_USER, reportItemBody, userSearchBody } from '@wheeldeal/contract';
import { defineAction, type ActionContext } from '../../http/action.ts';
import { signedInViewer, viewerOf } from '../../http/viewer.ts';
import { pageOf } from '../../http/paging.ts';
import { success } from '../../http/rest.ts';
import { forbidden } from '../../lib/errors.ts';
import * as service from './social.service.ts';

const pageFrom = (ctx: ActionContext<{ limit?: string; offset?: string }>) =>
  pageOf({ limit: ctx.args.limit ?? (ctx.body?.limit || undefined), offset: ctx.args.offset ?? (ctx.body?.offset || undefined) }, service.PEOPLE_PAGE_SIZE);

const userSearch = (action: string, summary: string) =>
  defineAction({
    resource: 'users',
    action,
    method: 'POST',
    auth: 'none',
    list: true,
    summary,
    body: userSearchBody,
    handler: (ctx) => service.searchUsers(ctx.deps, ctx.body, viewerOf(ctx), pageFrom(ctx), ctx.t),
  });

export const socialActions = [
  defineAction({
    resource: 'userfollows',
    action: 'add_follow',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: 'Follow a user, or unfollow when already following; answers the followed User with is_followed and the new counts.',
    body: addFollowBody,
    handler: (ctx) => service.toggleFollow(ctx.deps, signedInViewer(ctx), ctx.body.followed_user_id, ctx.t),
  }),
  defineAction({
    resource: 'userfollows',
    action: 'search',
    method: 'POST',
    auth: 'none',
    list: true,
    summary:
      "{user_id, return_types: follower|following}: user_id's followers or followed users, by name (30 a page); another " +
      "user's lists only while that user shows their profile (403 otherwise); without user_id, the signed-in user's lists. " +
      "{id, login_user_id}: one user's profile, contact details as the user allows.",
    body: followSearchBody,
    handler(ctx) {
      if (ctx.body.id) return service.profile(ctx.deps, ctx.body.id, viewerOf(ctx), ctx.t);
      // user_id names whose lists (a read, so not the caller rule); without it the caller's own, where
      // login_user_id (wire §1) must be the session user as well (D1).
      if (ctx.body.user_id) return service.followList(ctx.deps, ctx.body.user_id, ctx.body.return_types!, viewerOf(ctx), pageFrom(ctx), ctx.t);
      const me = signedInViewer(ctx);
      const caller = ctx.body.login_user_id;
      if (caller && caller !== NO_LOGIN_USER && caller !== me.viewerId) throw forbidden();
      return service.followList(ctx.deps, me.viewerId, ctx.body.return_types!, me, pageFrom(ctx), ctx.t);
    },
  }),
  defineAction({
    resource: 'itemreports',
    action: 'add',
    method: 'POST',
    auth: 'user',
    actsFor: ['reported_user_id'],
    summary: "Report an item to the moderators (reported_user_id is the reporter); once per item; never one's own item; at most 20 per account per day (429 with Retry-After).",
    body: reportItemBody,
    async handler(ctx) {
      // The reporter is the session's user (D1); the body's reported_user_id was only checked to be them.
      await service.reportItem(ctx.deps, ctx.session!.userId, ctx.body.item_id, ctx.body.reason);
      return success(ctx, 'success.report_added', 201);
    },
  }),
  defineAction({
    resource: 'blockusers',
    action: 'add',
    method: 'POST',
    auth: 'user',
    actsFor: ['from_block_user_id'],
    summary: "Block a user: their items leave the blocker's lists and the follows between the two end.",
    body: blockBody,
    async handler(ctx) {
      await service.block(ctx.deps, ctx.session!.userId, ctx.body.to_block_user_id);
      return success(ctx, 'success.blocked', 201);
    },
  }),
  defineAction({
    resource: 'blockusers',
    action: 'unblock',
    method: 'POST',
    auth: 'user',
    actsFor: ['from_block_user_id'],
    summary: 'Unblock a user.',
    body: blockBody,
    async handler(ctx) {
      await service.unblock(ctx.deps, ctx.session!.userId, ctx.body.to_block_user_id);
      return success(ctx, 'success.unblocked', 201);
    },
  }),
  defineAction({
    resource: 'users',
    action: 'get_blocked_user_by_loginuser',
    method: 'ANY',
    auth: 'user',
    list: true,
    actsFor: ['login_user_id', 'user_id'],
    summary: 'The users the signed-in user blocked, by name.',
    body: blockedUsersBody,
    handler: (ctx) => service.blockedUsers(ctx.deps, signedInViewer(ctx), pageFrom(ctx), ctx.t),
  }),
  userSearch('search', 'Active users whose name contains keyword (30 a page, user_name asc; order_by user_name | added_date).'),
  userSearch('search_all', 'Alias of users/search.'),
];

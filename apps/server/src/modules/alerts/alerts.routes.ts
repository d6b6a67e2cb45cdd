/** Calls of make subscriptions and saved searches (issue 12), and the plain one-click unsubscribe route of alert
 * e-mails. Thin: validate (contract), delegate (service), answer. */
import {
  savedSearchAddBody,
  savedSearchIdBody,
  savedSearchListBody,
  savedSearchUpdateBody,
  subcategorySubscribeBody,
  subscribedMakesBody,
} from '@wheeldeal/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { defineAction, type ActionContext } from '../../http/action.ts';
import { pageOf } from '../../http/paging.ts';
import { success } from '../../http/rest.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { pickLanguage, translator } from '../../lib/messages.ts';
import { unsubscribePath } from './unsubscribe-token.ts';
import * as service from './alerts.service.ts';

const PAGE_SIZE = 30;
const pageFrom = (ctx: ActionContext<{ limit?: string; offset?: string }>) =>
  pageOf({ limit: ctx.args.limit ?? (ctx.body?.limit || undefined), offset: ctx.args.offset ?? (ctx.body?.offset || undefined) }, PAGE_SIZE);

export const alertsActions = [
  defineAction({
    resource: 'subcat_subscribes',
    action: 'subcategory_subscribe',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id', 'login_user_id'],
    summary: 'Subscribe to new listings of a make (subcategory), or unsubscribe when subscribed: "Noti Subscription is updated."',
    body: subcategorySubscribeBody,
    async handler(ctx) {
      await service.toggleMake(ctx.deps, ctx.session!.userId, ctx.body.sub_cat_id, ctx.body.cat_id);
      return success(ctx, 'alerts.subscription_updated');
    },
  }),
  defineAction({
    resource: 'subcat_subscribes',
    action: 'get',
    method: 'POST',
    auth: 'user',
    list: true,
    actsFor: ['user_id', 'login_user_id'],
    summary: 'The makes the signed-in user subscribed to, by name.',
    body: subscribedMakesBody,
    handler: (ctx) => service.subscribedMakes(ctx.deps, ctx.session!.userId, pageFrom(ctx), ctx.t),
  }),
  defineAction({
    resource: 'saved_searches',
    action: 'add',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id', 'login_user_id'],
    summary: 'Save an item-list filter (the items/search body) with instant or daily alerts of new matching listings.',
    body: savedSearchAddBody,
    handler: (ctx) => service.addSavedSearch(ctx.deps, ctx.session!.userId, ctx.body),
  }),
  defineAction({
    resource: 'saved_searches',
    action: 'get',
    method: 'POST',
    auth: 'user',
    list: true,
    actsFor: ['user_id', 'login_user_id'],
    summary: "The signed-in user's saved searches, newest first.",
    body: savedSearchListBody,
    handler: (ctx) => service.savedSearches(ctx.deps, ctx.session!.userId, pageFrom(ctx)),
  }),
  defineAction({
    resource: 'saved_searches',
    action: 'update',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id', 'login_user_id'],
    summary: 'Rename a saved search or change its alerts (instant, daily, off).',
    body: savedSearchUpdateBody,
    handler: (ctx) =>
      service.updateSavedSearch(ctx.deps, ctx.session!.userId, ctx.body.id, {
        ...(ctx.body.name !== undefined ? { name: ctx.body.name } : {}),
        ...(ctx.body.frequency !== undefined ? { frequency: ctx.body.frequency } : {}),
      }),
  }),
  defineAction({
    resource: 'saved_searches',
    action: 'delete',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id', 'login_user_id'],
    summary: 'Delete a saved search.',
    body: savedSearchIdBody,
    async handler(ctx) {
      await service.deleteSavedSearch(ctx.deps, ctx.session!.userId, ctx.body.id);
      return success(ctx, 'success.deleted');
    },
  }),
];

/**
 * `POST /api/alerts/unsubscribe/:token` (RFC 8058 one-click: mail clients post `List-Unsubscribe=One-Click`) turns
 * the alert off without signing in. `GET` (a person who clicked the link in the e-mail, or a scanner that follows
 * links) changes nothing: it shows a page whose button makes that POST.
 */
export function registerAlertsRoutes(app: FastifyInstance, deps: Deps): void {
  const tOf = (req: { headers: Record<string, string | string[] | undefined> }) => translator(pickLanguage(undefined, req.headers['accept-language'] as string | undefined));
  app.post<{ Params: { token: string } }>(`${unsubscribePath}:token`, async (req, reply) => {
    const t = tOf(req);
    try {
      return await reply.send({ status: 'success', message: await service.unsubscribe(deps, req.params.token, t) });
    } catch (err) {
      // Outside the action layer: a refusal answers in the wire's shape here.
      if (err instanceof AppError) return reply.code(err.httpStatus).send({ status: 'error', message: t(err.key, err.vars) });
      throw err;
    }
  });
  app.get<{ Params: { token: string } }>(`${unsubscribePath}:token`, async (req, reply) => {
    const t = tOf(req);
    const action = escapeHtml(`${unsubscribePath}${encodeURIComponent(req.params.token)}`);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t('alerts.unsubscribe_title'))}</title>` +
          `<form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<p>${escapeHtml(t('alerts.unsubscribe_confirm'))}</p><button type="submit">${escapeHtml(t('alerts.unsubscribe_button'))}</button></form>` +
          `<p><a href="/saved-searches">${escapeHtml(t('alerts.manage_link'))}</a></p>`,
      );
  });
}

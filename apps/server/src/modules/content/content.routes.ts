/** Content calls of the wire contract §4 (feeds, abouts, contacts) and our additions (pages, faqs). Thin:
 * validate (contract), delegate (service), answer. */
import { contactBody, feedSearchBody, LIMITS } from '@wheeldeal/contract';
import { defineAction, type ActionContext } from '../../http/action.ts';
import { pageOf } from '../../http/paging.ts';
import { success } from '../../http/rest.ts';
import * as service from './content.service.ts';

type Paged = { limit?: string; offset?: string } | undefined;
const page = (ctx: ActionContext<Paged>) =>
  pageOf({ limit: ctx.args.limit ?? (ctx.body?.limit || undefined), offset: ctx.args.offset ?? (ctx.body?.offset || undefined) }, LIMITS.listPageSize);

export const contentActions = [
  defineAction({
    resource: 'feeds',
    action: 'search',
    method: 'POST',
    auth: 'none',
    list: true,
    summary: 'Published blog posts, newest first; searchterm matches name and description; city_id adds the posts for every city.',
    body: feedSearchBody,
    handler: (ctx) => service.findFeeds(ctx.deps, ctx.body, page(ctx), ctx.t, ctx.lang),
  }),
  defineAction({
    resource: 'feeds',
    action: 'get',
    method: 'GET',
    auth: 'none',
    list: true,
    summary: 'One published blog post (path id), or without an id the newest posts (+ limit/offset).',
    handler(ctx) {
      if (ctx.args.id) return service.getFeed(ctx.deps, ctx.args.id, ctx.t, ctx.lang);
      return service.findFeeds(ctx.deps, { searchterm: '', city_id: ctx.args.city_id ?? '' }, page(ctx as ActionContext<Paged>), ctx.t, ctx.lang);
    },
  }),
  defineAction({
    resource: 'abouts',
    action: 'get',
    method: 'GET',
    auth: 'none',
    list: true,
    summary: 'The about record (contact details, social links) as a one-element list.',
    handler: (ctx) => service.findAbout(ctx.deps, ctx.lang),
  }),
  defineAction({
    resource: 'pages',
    action: 'get',
    method: 'GET',
    auth: 'none',
    summary: 'A static page by path slug (terms, privacy, safety).',
    handler: (ctx) => service.getPage(ctx.deps, ctx.args.slug ?? '', ctx.lang),
  }),
  defineAction({
    resource: 'faqs',
    action: 'get',
    method: 'GET',
    auth: 'none',
    list: true,
    summary: 'Published FAQs in display order.',
    handler: (ctx) => service.findFaqs(ctx.deps, page(ctx as ActionContext<Paged>), ctx.lang),
  }),
  defineAction({
    resource: 'contacts',
    action: 'add',
    method: 'POST',
    auth: 'none',
    summary: 'Send a message to the operators; every field required; at most 5 per IP address per hour and 10 per account per day (429 with Retry-After).',
    body: contactBody,
    async handler(ctx) {
      await service.addContact(ctx.deps, ctx.body, { ip: ctx.ip, userId: ctx.session?.userId ?? null });
      return success(ctx, 'success.contact_saved');
    },
  }),
];

/**
 * The buyer's money calls (wire contract §4 and ours, decision 015) and the providers' webhook route. Thin:
 * validate (contract), delegate, answer.
 */
import type { FastifyInstance } from 'fastify';
import {
  couponCheckBody,
  legacyMoneyBody,
  MONEY_LIMITS,
  packageBoughtBody,
  paidItemAddBody,
  paymentHistoryBody,
  paymentIdBody,
  paymentReturnBody,
  paymentStartBody,
  purchaseHistoryBody,
  sandboxPayBody,
} from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import { defineAction, Respond } from '../../http/action.ts';
import { pageOf } from '../../http/paging.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { pickLanguage, translator } from '../../lib/messages.ts';
import { findUserById } from '../users/index.ts';
import * as checkout from './checkout.service.ts';
import { listPackages, purchaseHistory } from './packages.ts';
import { cancelPayment, completeReturn, handleWebhook, ownPayment, paymentHistory } from './payments.service.ts';
import { addPromotion, myPromotions } from './promotions.ts';

const bodyPage = (args: Record<string, string>, body: { limit?: string; offset?: string }) =>
  pageOf({ limit: args.limit ?? (body.limit || undefined), offset: args.offset ?? (body.offset || undefined) }, MONEY_LIMITS.pageSize);

export const paymentsActions = [
  defineAction({
    resource: 'packages',
    action: 'get',
    method: 'GET',
    auth: 'none',
    list: true,
    summary: 'The post packages on sale: price, posts added, days.',
    handler: (ctx) => listPackages(ctx.deps, ctx.t),
  }),
  defineAction({
    resource: 'packages',
    action: 'is_package_bought',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary:
      'The original clients’ purchase: the provider payment id in payment_method_nonce (razor_id for Razorpay) is checked with the provider ' +
      'and, once it succeeded for exactly the package’s price, adds its post_count to remaining_post, once. Offline: recorded, pending an admin.',
    body: packageBoughtBody,
    handler: async (ctx) => new Respond(201, { status: 'success', message: await checkout.packageBought(ctx.deps, ctx.session!.userId, ctx.body, ctx.t) }),
  }),
  defineAction({
    resource: 'packages',
    action: 'paymentstatus',
    method: 'GET',
    auth: 'user',
    summary: 'The caller’s payment `orderid`: where it stands.',
    handler: async (ctx) => checkout.paymentWire(ctx.deps, await ownPayment(ctx.deps, ctx.session!.userId, ctx.args.orderid ?? ''), ctx.t),
  }),
  ...(['buy_ad_post_transaction', 'buy_ad_post_transactions'] as const).map((resource) =>
    defineAction({
      resource,
      action: 'search',
      method: 'POST',
      auth: 'user',
      list: true,
      actsFor: ['user_id'],
      summary: 'The user’s package purchases (the spec’s Package purchase, with user and package), newest first.',
      body: purchaseHistoryBody,
      handler: (ctx) => {
        const page = bodyPage(ctx.args, ctx.body);
        return purchaseHistory(ctx.deps, ctx.session!.userId, page.limit, page.offset, ctx.t);
      },
    }),
  ),
  defineAction({
    resource: 'paid_items',
    action: 'add',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary:
      'Promote an owned, published item from start_date for how_many_day days (one of the configured choices) at the price of a day; ' +
      'answers the paid item with its payment (follow redirect_url, or offline: waiting for approval). Refused while an earlier promotion runs.',
    body: paidItemAddBody,
    handler: async (ctx) => {
      const user = await findUserById(ctx.deps.db, ctx.session!.userId);
      return new Respond(201, await addPromotion(ctx.deps, ctx.session!.userId, user?.userEmail ?? '', ctx.body, ctx.t));
    },
  }),
  defineAction({
    resource: 'paid_items',
    action: 'get',
    method: 'GET',
    auth: 'user',
    list: true,
    actsFor: ['login_user_id'],
    summary: 'The caller’s promotions (paid-ad records with the item and the payment nested), newest first.',
    handler: (ctx) => {
      const page = pageOf(ctx.args, MONEY_LIMITS.pageSize);
      return myPromotions(ctx.deps, ctx.session!.userId, page.limit, page.offset, ctx.t);
    },
  }),
  defineAction({
    resource: 'offline_payments',
    action: 'get_offline_payment',
    method: 'GET',
    auth: 'none',
    summary: 'How to pay offline (bank transfer): the admin’s instructions, and whether it is offered.',
    handler: (ctx) => checkout.offlineInstructions(ctx.deps, ctx.t),
  }),
  defineAction({
    resource: 'paypal',
    action: 'get_token',
    method: 'GET',
    auth: 'none',
    summary: 'PayPal’s public client id for its checkout script (never a secret or an access token); "" when PayPal is off.',
    handler: (ctx) => checkout.paypalToken(ctx.deps),
  }),
  defineAction({
    resource: 'coupons',
    action: 'check',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: 'What a coupon takes off a package or a promotion of how_many_day days, without using it.',
    body: couponCheckBody,
    handler: (ctx) => checkout.checkCoupon(ctx.deps, ctx.session!.userId, ctx.body),
  }),
  defineAction({
    resource: 'payments',
    action: 'start',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: 'Start paying for a package (package_id) or a bid fee (subject_id) through a provider; the same idempotency_key answers the same payment.',
    body: paymentStartBody,
    handler: async (ctx) => new Respond(201, await checkout.startCheckout(ctx.deps, ctx.session!.userId, ctx.body, ctx.t)),
  }),
  defineAction({
    resource: 'payments',
    action: 'get',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: 'The caller’s payment: where it stands.',
    body: paymentIdBody,
    handler: async (ctx) => checkout.paymentWire(ctx.deps, await ownPayment(ctx.deps, ctx.session!.userId, ctx.body.payment_id), ctx.t),
  }),
  defineAction({
    resource: 'payments',
    action: 'return',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: 'The buyer is back from the provider: the server asks the provider (never trusting params alone) and applies its answer.',
    body: paymentReturnBody,
    handler: async (ctx) => checkout.paymentWire(ctx.deps, await completeReturn(ctx.deps, ctx.session!.userId, ctx.body.payment_id, ctx.body.params), ctx.t),
  }),
  defineAction({
    resource: 'payments',
    action: 'cancel',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: 'The buyer gave up before paying: the payment is canceled and what it held is freed.',
    body: paymentIdBody,
    handler: async (ctx) => checkout.paymentWire(ctx.deps, await cancelPayment(ctx.deps, ctx.session!.userId, ctx.body.payment_id), ctx.t),
  }),
  defineAction({
    resource: 'payments',
    action: 'history',
    method: 'POST',
    auth: 'user',
    list: true,
    actsFor: ['user_id'],
    summary: 'The caller’s payments of every kind, newest first.',
    body: paymentHistoryBody,
    handler: async (ctx) => {
      const page = bodyPage(ctx.args, ctx.body);
      return checkout.paymentWires(ctx.deps, await paymentHistory(ctx.deps.db, ctx.session!.userId, page.limit, page.offset), ctx.t);
    },
  }),
  defineAction({
    resource: 'sandbox',
    action: 'get',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: 'The sandbox provider’s card page: what the caller is paying.',
    body: paymentIdBody,
    handler: (ctx) => checkout.sandboxCheckout(ctx.deps, ctx.session!.userId, ctx.body.payment_id),
  }),
  defineAction({
    resource: 'sandbox',
    action: 'pay',
    method: 'POST',
    auth: 'user',
    summary: 'The sandbox provider takes a test card (only its published test numbers) for the caller’s payment.',
    body: sandboxPayBody,
    handler: (ctx) => checkout.sandboxPay(ctx.deps, ctx.session!.userId, ctx.body, ctx.t),
  }),
];

/** Webhook deliveries are at most this large (providers send a few KiB). */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * `POST /api/payments/webhook/:provider`: a provider's delivery, verified on its raw bytes. Answers 200 once applied
 * (or a duplicate: providers retry until they get a 2xx), 400 when it does not verify, 404 for an unknown provider.
 */
export function registerPaymentsRoutes(app: FastifyInstance, deps: Deps): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>('/api/payments/webhook/:provider', async (req, reply) => {
      const t = translator(pickLanguage(undefined, req.headers['accept-language'] as string | undefined));
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(',') : v]));
      try {
        const outcome = await handleWebhook(deps, req.params.provider, raw, headers);
        return await reply.send({ status: 'success', message: outcome });
      } catch (err) {
        if (err instanceof AppError) return reply.code(err.httpStatus).send({ status: 'error', message: t(err.key, err.vars) });
        throw err;
      }
    });
  });
}


/** The original's money calls a vehicle marketplace leaves out (decision 015): a clear refusal for the actions, the
 * empty list (10001) for the lists, so old clients show "nothing here" rather than break. */
const refusal = (resource: string, action: string, key: string, summary: string) =>
  defineAction({
    resource,
    action,
    method: 'POST',
    auth: 'none',
    summary,
    body: legacyMoneyBody,
    handler: async () => {
      throw badRequest(key);
    },
  });

const nothing = (resource: string, action: string, method: 'GET' | 'POST', summary: string) =>
  defineAction({ resource, action, method, auth: 'none', list: true, summary, ...(method === 'POST' ? { body: legacyMoneyBody } : {}), handler: async () => [] });

export const leftOutActions = [
  refusal('members', 'add', 'money.no_memberships', 'Left out: memberships (none needed here). Always refused.'),
  refusal('transaction_payments', 'add', 'money.no_direct_checkout', 'Left out: paying for a vehicle through the site. Always refused.'),
  refusal('transaction_payments', 'update_card_info', 'money.no_card_storage', 'Left out: stored cards (card data never reaches us). Always refused.'),
  refusal('packages', 'is_package_bought_by_payzupi', 'money.payzupi_not_offered', 'Left out: the Payzupi provider. Always refused.'),
  nothing('shippings', 'get', 'GET', 'Left out: shipping options (vehicles are collected). Always the empty list.'),
  nothing('shipping_zones', 'get_shipping_country', 'POST', 'Left out: shipping zones. Always the empty list.'),
  nothing('shipping_zones', 'get_shipping_city', 'POST', 'Left out: shipping zones. Always the empty list.'),
  nothing('products', 'all_collection_products', 'GET', 'Left out: shop product collections. Always the empty list.'),
];

/**
 * The admin's calls of money (`admin/packages` … `admin/revenue`). Staff (admins and moderators) may read the
 * lists and the revenue; everything that changes money or what it buys — packages, coupons, approving or rejecting
 * an offline payment, refunds — is for admins only: a moderator handles content, not the till.
 */
import {
  adminCouponSaveBody,
  adminIdBody,
  adminPackageSaveBody,
  adminPaymentDecisionBody,
  adminPaymentRefundBody,
  adminPaymentsBody,
  adminRevenueBody,
  wireMoney,
} from '@wheeldeal/contract';
import { defineAction } from '../../http/action.ts';
import { success } from '../../http/rest.ts';
import { presentAdminOrder, presentAdminPayment, presentCoupon, presentPackage } from './admin.presenter.ts';
import * as service from './admin.service.ts';

const decision = (what: 'approve' | 'reject', summary: string) =>
  defineAction({
    resource: 'admin',
    action: `payment_${what}`,
    method: 'POST',
    auth: 'admin',
    summary,
    body: adminPaymentDecisionBody,
    async handler(ctx) {
      return presentAdminOrder(await service.decide(ctx.deps, ctx.session!.userId, ctx.body.id, what, ctx.body.note), ctx.deps.clock.now(), ctx.t);
    },
  });

export const paymentsAdminActions = [
  // ---------------------------------------------------------------------------------------- packages
  defineAction({
    resource: 'admin',
    action: 'packages',
    method: 'POST',
    auth: 'staff',
    list: true,
    summary: 'Every post package, active or not, in display order.',
    async handler(ctx) {
      const now = ctx.deps.clock.now();
      return (await service.listPackages(ctx.deps)).map((p) => presentPackage(p.pkg, p.currency, now, ctx.t));
    },
  }),
  defineAction({
    resource: 'admin',
    action: 'package_save',
    method: 'POST',
    auth: 'admin',
    summary:
      'Create (empty id) or update a post package; the price is decimal text in its currency (more decimals than the currency has, or 0: 400). Answers the Package.',
    body: adminPackageSaveBody,
    async handler(ctx) {
      const saved = await service.savePackage(ctx.deps, ctx.session!.userId, ctx.body);
      return presentPackage(saved.pkg, saved.currency, ctx.deps.clock.now(), ctx.t);
    },
  }),
  defineAction({
    resource: 'admin',
    action: 'package_delete',
    method: 'POST',
    auth: 'admin',
    summary: 'Delete a package; one that anyone bought is set inactive instead (the message says which).',
    body: adminIdBody,
    async handler(ctx) {
      const done = await service.removePackage(ctx.deps, ctx.session!.userId, ctx.body.id);
      return success(ctx, done === 'deleted' ? 'money_admin.package_deleted' : 'money_admin.package_deactivated');
    },
  }),

  // ---------------------------------------------------------------------------------------- coupons
  defineAction({
    resource: 'admin',
    action: 'coupons',
    method: 'POST',
    auth: 'staff',
    list: true,
    summary: 'Every coupon, newest first, with used_count (uses held or made, as the caps count them).',
    async handler(ctx) {
      return (await service.listCoupons(ctx.deps)).map((c) => presentCoupon(c.coupon, c.uses));
    },
  }),
  defineAction({
    resource: 'admin',
    action: 'coupon_save',
    method: 'POST',
    auth: 'admin',
    summary:
      'Create (empty id) or update a coupon: code stored upper case and unique (409), percent 1–100 or a fixed amount in a currency, ends_at the last valid day (after starts_at). Answers the Coupon.',
    body: adminCouponSaveBody,
    async handler(ctx) {
      const saved = await service.saveCoupon(ctx.deps, ctx.session!.userId, ctx.body);
      return presentCoupon(saved.coupon, saved.uses);
    },
  }),
  defineAction({
    resource: 'admin',
    action: 'coupon_delete',
    method: 'POST',
    auth: 'admin',
    summary: 'Delete a coupon; one that any payment carried is deactivated instead (the message says which).',
    body: adminIdBody,
    async handler(ctx) {
      const done = await service.removeCoupon(ctx.deps, ctx.session!.userId, ctx.body.id);
      return success(ctx, done === 'deleted' ? 'money_admin.coupon_deleted' : 'money_admin.coupon_deactivated');
    },
  }),

  // ---------------------------------------------------------------------------------------- payments
  defineAction({
    resource: 'admin',
    action: 'payments',
    method: 'POST',
    auth: 'staff',
    list: true,
    summary:
      'Payments newest first, by status, provider, kind, q (user id, name or e-mail; payment id or provider reference) and from/to (YYYY-MM-DD, UTC, inclusive); 30 a page. + limit/offset.',
    body: adminPaymentsBody,
    async handler(ctx) {
      const now = ctx.deps.clock.now();
      return (await service.listPayments(ctx.deps, ctx.body)).map((r) => presentAdminPayment(r, now, ctx.t));
    },
  }),
  decision('approve', 'Approve a pending offline payment (the transfer arrived): the purchase is granted once. Answers the Payment.'),
  decision('reject', 'Reject a pending offline payment: nothing is granted, its coupon is released. Answers the Payment.'),
  defineAction({
    resource: 'admin',
    action: 'payment_refund',
    method: 'POST',
    auth: 'admin',
    summary:
      'Refund a succeeded payment through its provider: amount (decimal text in its currency) or, empty, all that is left; a full refund takes back what it bought. Answers the Payment.',
    body: adminPaymentRefundBody,
    async handler(ctx) {
      return presentAdminOrder(await service.refund(ctx.deps, ctx.session!.userId, ctx.body.id, ctx.body.amount, ctx.body.note), ctx.deps.clock.now(), ctx.t);
    },
  }),
  defineAction({
    resource: 'admin',
    action: 'revenue',
    method: 'POST',
    auth: 'staff',
    summary:
      'Net revenue (charges minus refunds) in one currency (the site currency unless `currency` names another) per day (by kind, minor units) and per product, from/to YYYY-MM-DD inclusive; the last 30 days by default. `currencies` lists every currency money moved in during the range.',
    body: adminRevenueBody,
    async handler(ctx) {
      const r = await service.revenue(ctx.deps, ctx.body.from, ctx.body.to, ctx.body.currency);
      return {
        currency: r.currency,
        currencies: r.currencies,
        total: wireMoney(r.totalMinor, r.currency),
        total_minor: String(r.totalMinor),
        days: r.days.map((d) => ({
          day: d.day,
          package: String(d.package),
          promotion: String(d.promotion),
          bid_fee: String(d.bid_fee),
          total: String(d.total),
        })),
        products: r.products.map((p) => ({
          kind: p.kind,
          subject_id: p.subjectId,
          title: p.title,
          count: String(p.charges),
          total_minor: String(p.net),
          total: wireMoney(p.net, r.currency),
        })),
      };
    },
  }),
];

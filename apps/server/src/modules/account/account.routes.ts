/** The badge, deletion, export and contact-log calls (issue 14). Thin: validate (contract), delegate, present. */
import {
  accountExportBody,
  addLogBody,
  adminBadgeApproveBody,
  adminBadgeListBody,
  adminBadgeRejectBody,
  applyBlueMarkBody,
  contactStatsBody,
  dealershipCancelBody,
  uploadCertificateFields,
  userDeleteBody,
} from '@wheeldeal/contract';
import { defineAction, Respond } from '../../http/action.ts';
import { pageOf } from '../../http/paging.ts';
import { success } from '../../http/rest.ts';
import { requireFile, withUploadLimit } from '../../http/upload.ts';
import { imageLimitBytes } from '../media/index.ts';
import { presentApplication, presentContactCounts } from './account.presenter.ts';
import * as account from './account.service.ts';
import * as badges from './badges.service.ts';
import { addContactLog, contactStats } from './contact-log.service.ts';

export const accountActions = [
  defineAction({
    resource: 'users',
    action: 'apply_blue_mark',
    method: 'POST',
    auth: 'user',
    summary: 'Apply for the blue mark with a note: 201 when the state was none or rejected (it becomes pending); 400 while pending or once approved.',
    body: applyBlueMarkBody,
    actsFor: ['user_id'],
    async handler(ctx) {
      await badges.applyBlueMark(ctx.deps, ctx.session!.userId, ctx.body.note);
      return success(ctx, 'account.blue_mark_applied', 201);
    },
  }),
  withUploadLimit(
    defineAction({
      resource: 'images',
      action: 'upload_certificate',
      method: 'POST',
      auth: 'user',
      multipart: true,
      summary: "Apply for the dealer badge with the dealer's certificate (an image in `file`) and an optional note; 201 with the pending application.",
      body: uploadCertificateFields,
      actsFor: ['user_id'],
      beforeFile: (ctx) => badges.checkDealerApplication(ctx.deps, ctx.session!.userId),
      async handler(ctx) {
        const app = await badges.applyDealer(ctx.deps, ctx.session!.userId, ctx.body.note, requireFile(ctx.req));
        return new Respond(201, presentApplication(app));
      },
    }),
    imageLimitBytes,
  ),
  defineAction({
    resource: 'users',
    action: 'dealership_cancel',
    method: 'POST',
    auth: 'user',
    summary: 'Withdraw a pending dealer application (its certificate removed) or give up the dealer badge.',
    body: dealershipCancelBody,
    actsFor: ['user_id'],
    async handler(ctx) {
      await badges.cancelDealership(ctx.deps, ctx.session!.userId);
      return success(ctx, 'account.dealership_cancelled');
    },
  }),
  defineAction({
    resource: 'admin',
    action: 'badge_applications',
    method: 'POST',
    auth: 'staff',
    list: true,
    summary: 'Staff: blue-mark or dealer applications by state (pending oldest first), with the certificate; + L/O.',
    body: adminBadgeListBody,
    async handler(ctx) {
      const rows = await badges.listApplications(ctx.deps, ctx.body.kind, ctx.body.status, pageOf(ctx.args, 30));
      return rows.map(presentApplication);
    },
  }),
  defineAction({
    resource: 'admin',
    action: 'badge_approve',
    method: 'POST',
    auth: 'staff',
    summary: 'Staff: approve a pending application; the badge shows at once, the user is told, the decision is audited.',
    body: adminBadgeApproveBody,
    async handler(ctx) {
      const app = await badges.decide(ctx.deps, ctx.session!.userId, { kind: ctx.body.kind, applicationId: ctx.body.application_id, approved: true, reason: '' });
      return presentApplication(app);
    },
  }),
  defineAction({
    resource: 'admin',
    action: 'badge_reject',
    method: 'POST',
    auth: 'staff',
    summary: 'Staff: reject a pending application with a reason, which the user is told; audited.',
    body: adminBadgeRejectBody,
    async handler(ctx) {
      const app = await badges.decide(ctx.deps, ctx.session!.userId, { kind: ctx.body.kind, applicationId: ctx.body.application_id, approved: false, reason: ctx.body.reason });
      return presentApplication(app);
    },
  }),
  defineAction({
    resource: 'users',
    action: 'user_delete',
    method: 'POST',
    auth: 'user',
    summary:
      'Delete the account (not recoverable; current_password when it has one): personal data erased, listings and conversations removed, reviews kept anonymous, every session ended. A system admin: 403.',
    body: userDeleteBody,
    actsFor: ['user_id'],
    async handler(ctx) {
      await account.deleteAccount(ctx.deps, ctx.session!.userId, ctx.body.current_password, ctx.rc);
      return success(ctx, 'success.deleted');
    },
  }),
  defineAction({
    resource: 'users',
    action: 'export_data',
    method: 'POST',
    auth: 'user',
    summary: "The caller's data as one download: profile, listings with photo addresses, messages, reviews.",
    body: accountExportBody,
    actsFor: ['user_id'],
    async handler(ctx) {
      ctx.reply.header('content-disposition', 'attachment; filename="wheeldeal-account.json"');
      return account.exportAccount(ctx.deps, ctx.session!.userId);
    },
  }),
  defineAction({
    resource: 'logs',
    action: 'add_log',
    method: 'POST',
    auth: 'none',
    summary: "Count a contact tap (type call | whatsapp | email) on a live listing for its seller's statistics; visitors too (rate-limited per address).",
    body: addLogBody,
    actsFor: ['user_id'],
    async handler(ctx) {
      await addContactLog(ctx.deps, ctx.body.item_id, ctx.body.type, ctx.session?.userId ?? null, ctx.ip);
      return success(ctx, 'account.contact_logged', 201);
    },
  }),
  defineAction({
    resource: 'logs',
    action: 'contact_stats',
    method: 'POST',
    auth: 'user',
    summary: "The caller's contact taps on their listings by kind, all time and in the last 30 days.",
    body: contactStatsBody,
    actsFor: ['user_id'],
    async handler(ctx) {
      return presentContactCounts(await contactStats(ctx.deps, ctx.session!.userId));
    },
  }),
];

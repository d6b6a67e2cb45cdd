/** The notification centre's calls (issue 12): the list, one notification, read marks and the settings. Thin:
 * validate (contract), delegate (service), answer. The reader is always the session's user (D1). */
import { notiListBody, notiMarkAllBody, notiReadBody, notiSettingsBody } from '@wheeldeal/contract';
import { defineAction, type ActionContext } from '../../http/action.ts';
import { pageOf } from '../../http/paging.ts';
import { success } from '../../http/rest.ts';
import * as service from './notifications.service.ts';

const CALLER = ['user_id', 'login_user_id'] as const;

const pageFrom = (ctx: ActionContext<{ limit?: string; offset?: string }>) =>
  pageOf({ limit: ctx.args.limit ?? (ctx.body?.limit || undefined), offset: ctx.args.offset ?? (ctx.body?.offset || undefined) }, service.NOTI_PAGE_SIZE);

export const notificationsActions = [
  defineAction({
    resource: 'noti_messages',
    action: 'all_notis',
    method: 'POST',
    auth: 'user',
    list: true,
    actsFor: CALLER,
    summary: "The signed-in user's notifications and the broadcasts for their language since they joined, newest first, is_read per reader (30 a page; L/O in the path or the body).",
    body: notiListBody,
    handler: (ctx) => service.listNotis(ctx.deps, ctx.session!.userId, pageFrom(ctx), ctx.t),
  }),
  defineAction({
    resource: 'noti_messages',
    action: 'get',
    method: 'ANY',
    auth: 'user',
    actsFor: CALLER,
    summary: 'One notification of the signed-in user (or a broadcast they see) by path id (/id/{id}); anything else is 404.',
    handler: (ctx) => service.getNoti(ctx.deps, ctx.session!.userId, ctx.args.id ?? '', ctx.t),
  }),
  defineAction({
    resource: 'notis',
    action: 'is_read',
    method: 'POST',
    auth: 'user',
    actsFor: CALLER,
    summary: "{noti_id}: marks one notification read (a broadcast for this reader only); the user's windows get the new unread count. Answers the notification.",
    body: notiReadBody,
    handler: (ctx) => service.readNoti(ctx.deps, ctx.session!.userId, ctx.body.noti_id, ctx.t),
  }),
  defineAction({
    resource: 'notis',
    action: 'mark_all_read',
    method: 'POST',
    auth: 'user',
    actsFor: CALLER,
    summary: 'Marks every notification of the signed-in user read, broadcasts included; their windows get the unread count 0.',
    body: notiMarkAllBody,
    async handler(ctx) {
      await service.readAll(ctx.deps, ctx.session!.userId);
      return success(ctx, 'noti.all_read');
    },
  }),
  defineAction({
    resource: 'notis',
    action: 'settings_get',
    method: 'ANY',
    auth: 'user',
    actsFor: CALLER,
    summary: "The signed-in user's notification settings: the global switch (off: no push, no e-mail) and each kind's channels.",
    handler: (ctx) => service.getSettings(ctx.deps, ctx.session!.userId),
  }),
  defineAction({
    resource: 'notis',
    action: 'settings_update',
    method: 'POST',
    auth: 'user',
    actsFor: CALLER,
    summary: '{notification_setting?, prefs?: {<kind>: {inapp?, push?, email?}}}: changes what is named, keeps the rest. Answers the settings.',
    body: notiSettingsBody,
    handler: (ctx) => service.updateSettings(ctx.deps, ctx.session!.userId, ctx.body),
  }),
];

/** The admin area's broadcast calls (issue 12): compose one for everyone or some languages, and follow their
 * delivery. Admins only. Thin: validate (contract), delegate (service), answer. */
import { broadcastAddFields, broadcastListBody, NOTIFICATION_LIMITS, UPLOAD_LIMITS } from '@wheeldeal/contract';
import { defineAction } from '../../http/action.ts';
import { pageOf } from '../../http/paging.ts';
import { uploadedFile, withUploadLimit } from '../../http/upload.ts';
import * as service from './broadcast.service.ts';

const CALLER = ['user_id', 'login_user_id'] as const;

export const broadcastActions = [
  withUploadLimit(
    defineAction({
      resource: 'admin',
      action: 'broadcast_add',
      method: 'POST',
      auth: 'admin',
      multipart: true,
      actsFor: CALLER,
      summary:
        'Broadcast a message: multipart {title, message, languages (comma-separated codes, "" = everyone), file (optional picture)}. ' +
        "It shows in the list of every user of those languages, as a toast to those online, and is pushed to their devices. Answers the Broadcast.",
      body: broadcastAddFields,
      handler: (ctx) =>
        service.addBroadcast(ctx.deps, ctx.session!.userId, { title: ctx.body.title, message: ctx.body.message, languages: ctx.body.languages }, uploadedFile(ctx.req)),
    }),
    UPLOAD_LIMITS.imageBytes,
  ),
  defineAction({
    resource: 'admin',
    action: 'broadcasts',
    method: 'POST',
    auth: 'admin',
    list: true,
    actsFor: CALLER,
    summary: 'The broadcasts, newest first, with their delivery progress (recipients, devices, pushed, failed, status).',
    body: broadcastListBody,
    handler: (ctx) =>
      service.broadcastList(
        ctx.deps,
        pageOf({ limit: ctx.args.limit ?? (ctx.body.limit || undefined), offset: ctx.args.offset ?? (ctx.body.offset || undefined) }, NOTIFICATION_LIMITS.pageSize),
      ),
  }),
];

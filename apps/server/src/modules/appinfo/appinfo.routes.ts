/** POST appinfo/get_delete_history: the whole app-info object (api-and-config §3), from stored settings. Never 404. */
import { appInfoBody } from '@wheeldeal/contract';
import { defineAction } from '../../http/action.ts';
import { appInfo } from './appinfo.service.ts';

export const appinfoActions = [
  defineAction({
    resource: 'appinfo',
    action: 'get_delete_history',
    method: 'POST',
    auth: 'none',
    summary: 'App info: version, settings, upload config, payment flags, frontend config, the caller status and deletions in a date range.',
    body: appInfoBody,
    handler: (ctx) => appInfo(ctx.deps, ctx.rc, ctx.body),
  }),
];

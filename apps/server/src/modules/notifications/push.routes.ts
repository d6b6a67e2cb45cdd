/** notis/register and notis/unregister: a signed-in user's device for Web Push. Thin: validate, delegate, answer. */
import { pushRegisterBody } from '@wheeldeal/contract';
import { defineAction } from '../../http/action.ts';
import { success } from '../../http/rest.ts';
import { registerDevice, unregisterDevice } from './push.service.ts';

export const pushActions = [
  defineAction({
    resource: 'notis',
    action: 'register',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id', 'login_user_id'],
    summary:
      "Register this device for the caller's pushes: {platform_name, device_token}. For the web (platform frontend, web " +
      "or empty) the device token is the browser's PushSubscription as JSON ({endpoint: https, keys: {p256dh, auth}}); " +
      "a device registered by another account moves to the caller. Other platforms' tokens are kept as they come.",
    body: pushRegisterBody,
    async handler(ctx) {
      await registerDevice(ctx.deps, ctx.session!.userId, ctx.lang, { platformName: ctx.body.platform_name, deviceToken: ctx.body.device_token });
      return success(ctx, 'push.registered');
    },
  }),
  defineAction({
    resource: 'notis',
    action: 'unregister',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id', 'login_user_id'],
    summary: "Stop pushes to this device: {platform_name, device_token} (the subscription JSON or its endpoint). Only the caller's own device is removed.",
    body: pushRegisterBody,
    async handler(ctx) {
      await unregisterDevice(ctx.deps, ctx.session!.userId, { platformName: ctx.body.platform_name, deviceToken: ctx.body.device_token });
      return success(ctx, 'push.unregistered');
    },
  }),
];

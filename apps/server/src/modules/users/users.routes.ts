/** Account calls of the wire contract §4. Thin: validate (contract), delegate (service), present. */
import { z } from 'zod';
import {
  confirmEmailChangeBody,
  loginBody,
  logoutBody,
  passwordUpdateBody,
  profileUpdateBody,
  registerBody,
  requestCodeBody,
  resetBody,
  resetPasswordBody,
  verifyBody,
} from '@wheeldeal/contract';
import { defineAction, Respond, type ActionContext } from '../../http/action.ts';
import { isStaffRole } from '../../http/context.ts';
import { success } from '../../http/rest.ts';
import { badRequest } from '../../lib/errors.ts';
import { presentUserOf } from './users.queries.ts';
import type { UserRow } from './users.repository.ts';
import * as service from './users.service.ts';

/** The user as `viewerId` sees them; staff (by the session's role) see every contact detail. */
const present = (ctx: ActionContext<unknown>, user: UserRow, viewerId = ctx.viewerId) =>
  presentUserOf(ctx.deps, user, { viewerId, isStaff: isStaffRole(ctx.session?.roleId) }, ctx.t);

export const usersActions = [
  defineAction({
    resource: 'users',
    action: 'add',
    method: 'POST',
    auth: 'none',
    summary: 'Register with name, e-mail and password; a verification code is e-mailed unless verification is off.',
    body: registerBody,
    async handler(ctx) {
      const { user } = await service.register(ctx.deps, ctx.body, ctx.rc);
      return new Respond(201, await present(ctx, user, user.id));
    },
  }),
  defineAction({
    resource: 'users',
    action: 'verify',
    method: 'POST',
    auth: 'none',
    summary: 'Verify the e-mail with the code; starts a session.',
    body: verifyBody,
    async handler(ctx) {
      const user = await service.verifyEmail(ctx.deps, ctx.body.user_id, ctx.body.code, ctx.rc);
      return present(ctx, user, user.id);
    },
  }),
  defineAction({
    resource: 'users',
    action: 'request_code',
    method: 'POST',
    auth: 'none',
    summary: 'Re-send the e-mail verification code.',
    body: requestCodeBody,
    async handler(ctx) {
      await service.requestCode(ctx.deps, ctx.body.user_email, ctx.rc);
      return success(ctx, 'success.code_sent');
    },
  }),
  defineAction({
    resource: 'users',
    action: 'login',
    method: 'POST',
    auth: 'none',
    summary: 'Log in with e-mail and password; starts a session (cookie + X-Session-Token). An unverified account gets a new code instead.',
    body: loginBody,
    async handler(ctx) {
      const user = await service.login(ctx.deps, ctx.body, ctx.rc);
      return present(ctx, user, user.id);
    },
  }),
  defineAction({
    resource: 'users',
    action: 'logout',
    method: 'POST',
    auth: 'user',
    summary: 'End the current session (revoked server-side).',
    body: logoutBody,
    actsFor: ['user_id'],
    async handler(ctx) {
      await service.logout(ctx.deps, ctx.session!, ctx.rc);
      return success(ctx, 'success.logout');
    },
  }),
  defineAction({
    resource: 'users',
    action: 'reset',
    method: 'POST',
    auth: 'none',
    summary: 'E-mail a one-time password reset link.',
    body: resetBody,
    async handler(ctx) {
      await service.requestPasswordReset(ctx.deps, ctx.body.user_email, ctx.rc);
      return success(ctx, 'success.email_sent');
    },
  }),
  defineAction({
    resource: 'users',
    action: 'reset_password',
    method: 'POST',
    auth: 'none',
    summary: 'Set a new password with the token from the reset e-mail; ends every session of the account.',
    body: resetPasswordBody,
    async handler(ctx) {
      await service.resetPassword(ctx.deps, ctx.body.token, ctx.body.user_password);
      return success(ctx, 'success.password_reset');
    },
  }),
  defineAction({
    resource: 'users',
    action: 'password_update',
    method: 'POST',
    auth: 'user',
    summary: 'Change the password; needs current_password (wrong: 400). Other sessions are signed out and the owner is mailed.',
    body: passwordUpdateBody,
    actsFor: ['user_id'],
    async handler(ctx) {
      await service.updatePassword(ctx.deps, ctx.session!, ctx.body, ctx.rc);
      return success(ctx, 'success.password_updated', 201);
    },
  }),
  defineAction({
    resource: 'users',
    action: 'profile_update',
    method: 'POST',
    auth: 'user',
    summary:
      "Update the session user's profile; an e-mail or phone used by another user answers 409. A new user_email needs current_password and takes effect once the code mailed to it is confirmed (users/confirm_email_change); the answer still shows the old address.",
    body: profileUpdateBody,
    actsFor: ['user_id'],
    async handler(ctx) {
      const user = await service.updateProfile(ctx.deps, ctx.session!, ctx.body, ctx.rc);
      return present(ctx, user);
    },
  }),
  defineAction({
    resource: 'users',
    action: 'confirm_email_change',
    method: 'POST',
    auth: 'user',
    summary: 'Confirm a new e-mail address with the code mailed to it; the old address is told. Answers the User.',
    body: confirmEmailChangeBody,
    actsFor: ['user_id'],
    async handler(ctx) {
      const user = await service.confirmEmailChange(ctx.deps, ctx.session!, ctx.body.code);
      return present(ctx, user);
    },
  }),
  defineAction({
    resource: 'users',
    action: 'get',
    method: 'ANY',
    auth: 'none',
    summary: 'A list of one user (path user_id or id, optional login_user_id); contact details only as the user allows.',
    body: z.any(),
    async handler(ctx) {
      const id = ctx.args.user_id || ctx.args.id || (ctx.body as { user_id?: string } | undefined)?.user_id;
      if (!id) throw badRequest('auth.user_id_required');
      // The original product's clients read this answer as [User] (unlike every other call returning a User).
      return [await present(ctx, await service.getUser(ctx.deps, id))];
    },
  }),
];

/** Phone calls of the spec (issue 14): sign-in by a code sent to the number, and a profile's change of number. */
import { requestPhoneCodeBody, sendMobileCodeBody, verifyMobileCodeBody, verifyPhoneCodeBody } from '@wheeldeal/contract';
import { defineAction, type ActionContext } from '../../http/action.ts';
import { isStaffRole } from '../../http/context.ts';
import { success } from '../../http/rest.ts';
import { presentUserOf } from './users.queries.ts';
import type { UserRow } from './users.repository.ts';
import * as phone from './phone.service.ts';

/** The signed-in (or just created) user as they see themselves. */
const presentSelf = (ctx: ActionContext<unknown>, user: UserRow) => presentUserOf(ctx.deps, user, { viewerId: user.id, isStaff: isStaffRole(user.roleId) }, ctx.t);

const signIn = (action: 'verify_phone_code' | 'phone_register', summary: string) =>
  defineAction({
    resource: 'users',
    action,
    method: 'POST',
    auth: 'none',
    summary,
    body: verifyPhoneCodeBody,
    async handler(ctx) {
      const user = await presentSelf(ctx, await phone.signInWithCode(ctx.deps, ctx.body, ctx.rc));
      return action === 'phone_register' ? user : { status: 'success' as const, message: ctx.t('phone.signed_in'), data: user };
    },
  });

export const phoneActions = [
  defineAction({
    resource: 'users',
    action: 'request_phone_code',
    method: 'POST',
    auth: 'none',
    summary:
      'Send a sign-in code to a phone number (user_name as first and last name; user_phone or mobile_number: 10 digits, or international with +). camelCase bodies accepted. Rate-limited per number and address.',
    body: requestPhoneCodeBody,
    async handler(ctx) {
      await phone.requestSignInCode(ctx.deps, ctx.body, ctx.rc);
      return success(ctx, 'phone.code_sent');
    },
  }),
  signIn('verify_phone_code', "Sign in with the code sent to the number (otp); a number's first sign-in creates the account. Starts a session; answers {status, message, data: User}, as the spec's clients read it."),
  signIn('phone_register', 'The original clients\' name of users/verify_phone_code: the same body (otp required; a client-sent phone_id is never trusted); answers the bare User (wire contract §4).'),
  defineAction({
    resource: 'users',
    action: 'send_mobileverifcation_code',
    method: 'POST',
    auth: 'user',
    summary: "Send a code to the new number of the session user's profile; a number another account verified answers 409.",
    body: sendMobileCodeBody,
    actsFor: ['user_id'],
    async handler(ctx) {
      await phone.requestNumberChange(ctx.deps, ctx.session!, ctx.body, ctx.rc);
      return success(ctx, 'phone.code_sent');
    },
  }),
  defineAction({
    resource: 'users',
    action: 'verify_mobileverifcation_code',
    method: 'POST',
    auth: 'user',
    summary: "Make the new number the profile's with the code sent to it (otp); answers {status, message, data: User}.",
    body: verifyMobileCodeBody,
    actsFor: ['user_id'],
    async handler(ctx) {
      const user = await phone.confirmNumberChange(ctx.deps, ctx.session!, ctx.body);
      const data = await presentUserOf(ctx.deps, user, { viewerId: user.id, isStaff: isStaffRole(ctx.session?.roleId) }, ctx.t);
      return { status: 'success' as const, message: ctx.t('phone.number_changed'), data };
    },
  }),
];

/** Who a read is for, from a call: the routes of every module derive it the same way and hand it to services. */
import { NO_LOGIN_USER } from '@wheeldeal/contract';
import { unauthorized } from '../lib/errors.ts';
import type { ActionContext } from './action.ts';
import { isStaffRole, type Viewer } from './context.ts';

/**
 * The viewer of a read: the session user, unless the path or the body names somebody else as the caller
 * (login_user_id, D1) — then it is read as for a visitor.
 */
export function viewerOf(ctx: ActionContext<unknown>): Viewer {
  const claimed = (ctx.body as { login_user_id?: unknown } | undefined)?.login_user_id;
  let viewerId = ctx.viewerId;
  if (typeof claimed === 'string' && claimed !== '' && (claimed === NO_LOGIN_USER || claimed !== ctx.session?.userId)) viewerId = null;
  return { viewerId, isStaff: viewerId !== null && isStaffRole(ctx.session?.roleId) };
}

/** The signed-in user as the viewer; 401 without a session. */
export function signedInViewer(ctx: ActionContext<unknown>): Viewer & { viewerId: string } {
  if (!ctx.session) throw unauthorized();
  return { viewerId: ctx.session.userId, isStaff: isStaffRole(ctx.session.roleId) };
}

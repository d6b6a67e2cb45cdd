/**
 * RequestContext: what a service may know about the call it serves — who is asking (the session and the viewer
 * reads are for), in which language, the clock, where from — and the one effect on the answer a service may cause
 * (starting or ending the caller's session). The transport (rest.ts) builds it once per call. Services take it,
 * or the plain values they need, and never Fastify's request or reply: multipart reading, headers and cookies
 * stay in the transport.
 */
import { ROLE } from '@wheeldeal/contract';
import type { LanguageCode } from '@wheeldeal/i18n';
import type { Clock } from '../lib/clock.ts';
import type { Translate } from '../lib/messages.ts';
import type { SessionUser } from '../modules/auth/index.ts';

/** Who reads: the viewer (null = visitor) and whether they are staff (staff see contact details and unpublished
 * listings). */
export interface Viewer {
  viewerId: string | null;
  isStaff: boolean;
}

/** Hands a session token to the client, or takes it back (the transport writes cookie and header). */
export interface SessionCookie {
  start(token: string): void;
  end(): void;
}

export interface RequestContext extends Viewer {
  /** The signed-in user of this call, if any. */
  session: SessionUser | null;
  lang: LanguageCode;
  t: Translate;
  clock: Clock;
  ip: string;
  userAgent: string;
  sessionCookie: SessionCookie;
}

/** Admins and moderators are staff. */
export const isStaffRole = (roleId: number | undefined | null) => roleId === ROLE.admin || roleId === ROLE.moderator;

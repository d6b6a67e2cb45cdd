/**
 * The session token on the wire (departure D1): browsers hold it in the httpOnly SameSite=Lax cookie, other
 * clients receive it in the X-Session-Token header and send it back as `Authorization: Bearer`. Transport only:
 * services start and end sessions through RequestContext.sessionCookie and never see the request or reply.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION } from '@wheeldeal/contract';
import type { SessionCookie } from './context.ts';

/** The token the client sent: the Bearer header first, else the cookie. */
export function sessionTokenOf(req: FastifyRequest): string | undefined {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || undefined;
  return req.cookies?.[SESSION.cookieName] || undefined;
}

/** Writes a started session (cookie + header) or an ended one (cookie cleared) to the reply. */
export function sessionCookieOn(reply: FastifyReply, secure: boolean): SessionCookie {
  return {
    start(token) {
      reply.setCookie(SESSION.cookieName, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION.absoluteSeconds });
      reply.header(SESSION.tokenHeader, token);
    },
    end() {
      reply.clearCookie(SESSION.cookieName, { path: '/' });
    },
  };
}

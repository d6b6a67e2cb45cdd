/**
 * `GET /api/realtime`: the WebSocket of decision 013. The upgrade needs a live session (the cookie of browsers, or
 * `Authorization: Bearer`) and, when the client says where it comes from, our own origin: a page elsewhere must not
 * open a socket with the visitor's cookie (cross-site WebSocket hijacking). Refusals answer before the upgrade, in
 * the wire dialect.
 */
import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { CHAT_LIMITS } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import { pickLanguage, translator } from '../../lib/messages.ts';
import { sessionTokenOf } from '../../http/session-cookie.ts';
import { resolveSession, type SessionUser } from '../auth/index.ts';
import type { RealtimeHub } from './hub.ts';

export const REALTIME_PATH = '/api/realtime';

/** The Origin header names this server (its Host, or the configured public address). */
function sameOrigin(origin: string, host: string | undefined, publicUrl: string): boolean {
  try {
    const o = new URL(origin);
    if (host && o.host === host) return true;
    return new URL(publicUrl).host === o.host;
  } catch {
    return false;
  }
}

export async function registerRealtime(app: FastifyInstance, deps: Deps, hub: RealtimeHub): Promise<void> {
  await app.register(websocket, { options: { maxPayload: CHAT_LIMITS.frameMax } });
  const sessions = new WeakMap<object, SessionUser>();

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      preValidation: async (req, reply) => {
        const t = translator(pickLanguage((req.query as Record<string, unknown>).lang, req.headers['accept-language']));
        const origin = req.headers.origin;
        if (origin && !sameOrigin(origin, req.headers.host, deps.config.publicUrl))
          return reply.code(403).send({ status: 'error', message: t('auth.forbidden') });
        const session = await resolveSession(deps, sessionTokenOf(req));
        if (!session) return reply.code(401).send({ status: 'error', message: t('auth.login_required') });
        sessions.set(req, session);
      },
    },
    (socket, req) => {
      const session = sessions.get(req)!;
      const t = translator(pickLanguage((req.query as Record<string, unknown>).lang, req.headers['accept-language']));
      hub.attach(socket, session, t).catch((err: unknown) => {
        req.log.warn({ err }, 'realtime attach failed');
        socket.close(1011, 'unavailable');
      });
    },
  );
}

/**
 * The REST dialect of docs/wire-contract, implemented once:
 *   {base}[/index.php]/rest/{resource}/{action}/api_key/{KEY}[/{name}/{value}]*
 * Verb dispatch ("Unknown method."), the API key, JSON/form bodies, sessions and the caller rule (D1),
 * validation with field-naming messages, localisation, bare payloads, the error shape and the 10001/10002
 * empty-list rule. Modules only declare actions (action.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callOf, INPUT_LIMITS, NO_LOGIN_USER, SESSION, ROLE } from '@wheeldeal/contract';
import type { z } from 'zod';
import type { Deps } from '../deps.ts';
import { AppError } from '../lib/errors.ts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { sendUnavailable } from './health.ts';
import { pickLanguage, translator, type Translate } from '../lib/messages.ts';
import { retryWhen } from '../lib/rate-limit.ts';
import { Respond, type ActionContext, type ActionDef } from './action.ts';
import { clientError, parseOrThrow, screenInput } from './validation.ts';
import { resolveSession } from '../modules/auth/index.ts';
import { isStaffRole, type RequestContext } from './context.ts';
import { sessionCookieOn, sessionTokenOf } from './session-cookie.ts';
import { discardUpload, receiveMultipart } from './upload.ts';
import { NO_STORE, sendCacheable } from './http-cache.ts';

/**
 * Every action of the API. Each must have an entry in the contract's call catalogue with the same verb, list rule
 * and upload kind; the entry's response schema is attached to the action, so an action the contract does not
 * describe cannot start.
 */
export class ActionRegistry {
  readonly byKey = new Map<string, ActionDef>();
  add(...defs: ActionDef<any>[]): void {
    for (const def of defs) {
      const key = `${def.resource}/${def.action}`;
      if (this.byKey.has(key)) throw new Error(`duplicate action ${key}`);
      const call = callOf(key);
      if (!call) throw new Error(`action ${key} has no entry in the contract's call catalogue (packages/contract/src/calls.ts)`);
      if (call.method !== def.method || Boolean(call.list) !== Boolean(def.list) || Boolean(call.multipart) !== Boolean(def.multipart)) {
        throw new Error(`action ${key} disagrees with the contract's call catalogue (verb, list or multipart)`);
      }
      // A publicly cached answer must be the same for every caller: only open reads may be (decision 018).
      if (call.publicCache && (def.auth !== 'none' || def.method === 'POST' || def.multipart)) {
        throw new Error(`action ${key} is marked publicCache in the call catalogue but is not an open GET read`);
      }
      // Set on the declaration itself (not a copy): other code keys per-action data by the object (upload limits).
      def.response = call.response;
      def.publicCache = call.publicCache;
      this.byKey.set(key, def as ActionDef);
    }
  }
  all(): ActionDef[] {
    return [...this.byKey.values()];
  }
}

interface ParsedPath {
  resource: string;
  action: string;
  apiKey: string | undefined;
  args: Record<string, string>;
}

function parsePath(rest: string): ParsedPath | null {
  const parts = rest
    .split('/')
    .filter((p) => p !== '')
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
  const [resource, action, ...pairs] = parts;
  if (!resource || !action) return null;
  const args: Record<string, string> = {};
  let apiKey: string | undefined;
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const name = pairs[i]!;
    const value = pairs[i + 1]!;
    if (name === 'api_key') apiKey = value;
    else args[name] = value;
  }
  return { resource, action, apiKey, args };
}

/** Errors are never cached (decision 018). */
const sendError = (reply: FastifyReply, status: number, message: string) => reply.code(status).header('cache-control', NO_STORE).send({ status: 'error', message });

export function registerRest(app: FastifyInstance, deps: Deps, registry: ActionRegistry): void {
  const handle = async (req: FastifyRequest, reply: FastifyReply) => {
    const wildcard = (req.params as { '*': string })['*'] ?? '';
    const query = (req.query ?? {}) as Record<string, unknown>;
    const lang = pickLanguage(query.lang, req.headers['accept-language']);
    const t = translator(lang);
    const parsed = parsePath(wildcard);
    const def = parsed ? registry.byKey.get(`${parsed.resource}/${parsed.action}`) : undefined;
    if (!parsed || !def || (def.method !== 'ANY' && def.method !== req.method)) {
      return reply.code(404).header('cache-control', NO_STORE).send({ status: false, error: t('unknown_method') });
    }
    if (parsed.apiKey !== deps.config.apiKey) return sendError(reply, 404, t('api_key_invalid'));

    const args: Record<string, string> = {};
    for (const [k, v] of Object.entries(query)) if (typeof v === 'string') args[k] = v;
    Object.assign(args, parsed.args);

    try {
      screenInput(args, INPUT_LIMITS.argMax);
      const session = await resolveSession(deps, sessionTokenOf(req));
      // An upload's checks (fields, caller, ownership, quota) run on the fields before the file part, so no byte
      // of a file is written for a request that would be refused.
      const beforeFile = async (fields: Record<string, string>) => {
        const pre = await buildContext(deps, def, req, reply, args, fields, session, lang, t);
        await def.beforeFile?.(pre);
      };
      const rawBody = def.multipart ? await receiveMultipart(deps, req, reply, def, session, beforeFile) : req.body ?? {};
      const ctx = await buildContext(deps, def, req, reply, args, rawBody, session, lang, t);
      const result = await def.handler(ctx);
      return send(req, reply, def, result, ctx);
    } catch (err) {
      if (err instanceof AppError) {
        // A spent rate limit says when to come back: the header in seconds, the message in words.
        if (err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds));
        const vars = err.retryAfterSeconds ? { when: retryWhen(err.retryAfterSeconds, t), ...err.vars } : err.vars;
        const message = err.lines?.length ? err.lines.join('\n') : t(err.key, vars);
        return sendError(reply, err.httpStatus, message);
      }
      const e = err as { statusCode?: number; code?: string; message?: string };
      // Fastify/multipart client errors (too large, bad multipart) are the client's fault, not ours.
      if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
        const { status, message } = clientError(e, t);
        return sendError(reply, status, message);
      }
      // The database is down or restarting: the client may retry; no defect of ours to log as one.
      if (isDatabaseUnavailable(err)) return sendUnavailable(req, reply);
      req.log.error({ err, reqId: req.id }, 'unhandled error');
      return sendError(reply, 500, t('internal_error'));
    } finally {
      if (def.multipart) await discardUpload(req);
    }
  };

  for (const prefix of ['/index.php/rest/*', '/rest/*']) {
    app.route({ method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'], url: prefix, handler: handle });
  }
}

async function buildContext(
  deps: Deps,
  def: ActionDef,
  req: FastifyRequest,
  reply: FastifyReply,
  args: Record<string, string>,
  rawBody: unknown,
  session: ActionContext<unknown>['session'],
  lang: ActionContext<unknown>['lang'],
  t: Translate,
): Promise<ActionContext<unknown>> {
  const isStaff = session !== null && isStaffRole(session.roleId);
  if (def.auth !== 'none' && !session) throw new AppError(401, 'auth.login_required');
  if (def.auth === 'staff' && !isStaff) throw new AppError(403, 'auth.forbidden');
  if (def.auth === 'admin' && session?.roleId !== ROLE.admin) throw new AppError(403, 'auth.forbidden');

  screenInput(rawBody);
  const body = def.body ? parseOrThrow(def.body as z.ZodType, rawBody ?? {}, t) : rawBody;

  // D1: a user id that names the acting user must be the session's user.
  for (const field of def.actsFor ?? []) {
    const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[field] : undefined;
    for (const value of [fromBody, args[field]]) {
      if (typeof value !== 'string' || value === '' || value === NO_LOGIN_USER) continue;
      if (!session) throw new AppError(401, 'auth.login_required');
      if (value !== session.userId && !(def.staffMayActFor && isStaff)) throw new AppError(403, 'auth.forbidden');
    }
  }

  const claimed = args.login_user_id;
  const viewerId = claimed === NO_LOGIN_USER ? null : session && (!claimed || claimed === session.userId ? session.userId : null);
  const rc: RequestContext = {
    session,
    viewerId,
    isStaff: viewerId !== null && isStaff,
    lang,
    t,
    clock: deps.clock,
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    sessionCookie: sessionCookieOn(reply, deps.config.cookieSecure),
  };
  return { deps, req, reply, rc, args, body, session, viewerId, lang, t, ip: req.ip };
}

function send(req: FastifyRequest, reply: FastifyReply, def: ActionDef, result: unknown, ctx: ActionContext<unknown>) {
  let status = 200;
  let payload = result;
  if (result instanceof Respond) {
    status = result.httpStatus;
    payload = result.payload;
  }
  if (def.list && Array.isArray(payload) && payload.length === 0) {
    const offset = Number(ctx.args.offset ?? (ctx.body as Record<string, unknown> | undefined)?.offset ?? 0) || 0;
    const message = offset > 0 ? `10002##${ctx.t('no_more_record')}` : `10001##${ctx.t('record_not_found')}`;
    return reply.code(404).header('cache-control', NO_STORE).send({ status: 'error', message });
  }
  // A public lookup's answer to a GET: ETag, public Cache-Control, 304 to a matching If-None-Match.
  if (def.publicCache && req.method === 'GET' && status === 200) return sendCacheable(req, reply, payload, def.publicCache);
  // Everything else (viewer-dependent, writes, POST reads) is not stored by any cache, unless the action chose.
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
  return reply.code(status).send(payload);
}

/** `{"status":"success","message":…}` with a localised message. */
export function success(ctx: { t: Translate }, key: string, httpStatus = 200, vars?: Record<string, string | number>): Respond {
  return new Respond(httpStatus, { status: 'success', message: ctx.t(key, vars) });
}

export { SESSION };

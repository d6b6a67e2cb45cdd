/**
 * Sign-in with Google, Facebook and Apple. The wire calls of the original apps (`users/*_register`, an identity token
 * in the body) and the list of offered providers are actions; the browser's redirect flow is two plain routes
 * outside the REST dialect: `GET /api/auth/:provider/start` → the provider → `GET|POST /api/auth/:provider/callback`
 * (Apple posts a form), which signs the user in and sends the browser back where it came from — or to the login
 * screen, with the failure in a short-lived cookie the screen reads once.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appleRegisterBody, facebookRegisterBody, googleRegisterBody } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import { defineAction, type ActionContext } from '../../http/action.ts';
import { isStaffRole, type RequestContext } from '../../http/context.ts';
import { sessionCookieOn } from '../../http/session-cookie.ts';
import { AppError } from '../../lib/errors.ts';
import { pickLanguage, translator } from '../../lib/messages.ts';
import { presentUserOf, type SocialProvider, type UserRow } from '../users/index.ts';
import { flowCookieName, flowCookiePath, FLOW_TTL_SECONDS, openFlow, sealFlow } from './flow-cookie.ts';
import { isSocialProvider } from './providers.ts';
import * as service from './social-login.service.ts';

/** The cookie carrying a failed sign-in's message to the login screen (read by script once, then cleared). */
export const SOCIAL_ERROR_COOKIE = 'wd_social_error';
/**
 * The cookie telling the web app who just signed in (id, name, role: what it keeps of the session to draw itself;
 * the session itself is the httpOnly cookie). Read by script once, then cleared.
 */
export const SOCIAL_USER_COOKIE = 'wd_social_user';

const present = (ctx: ActionContext<unknown>, user: UserRow) => presentUserOf(ctx.deps, user, { viewerId: user.id, isStaff: isStaffRole(user.roleId) }, ctx.t);

const registerAction = (provider: SocialProvider, body: typeof googleRegisterBody | typeof facebookRegisterBody | typeof appleRegisterBody, name: string) =>
  defineAction({
    resource: 'users',
    action: `${provider}_register`,
    method: 'POST',
    auth: 'none',
    summary: `Sign in with ${name}: the app's identity token is verified (issuer, audience, signature, nonce, expiry); the linked account, the account of the verified e-mail, or a new one → the User, with a session.`,
    body,
    async handler(ctx) {
      return present(ctx, await service.signInWithToken(ctx.deps, provider, ctx.body, ctx.rc));
    },
  });

export const socialLoginActions = [
  registerAction('google', googleRegisterBody, 'Google'),
  registerAction('facebook', facebookRegisterBody, 'Facebook'),
  registerAction('apple', appleRegisterBody, 'Apple'),
  defineAction({
    resource: 'users',
    action: 'social_providers',
    method: 'ANY',
    auth: 'none',
    summary: 'Which sign-in providers this server offers ("1"): only configured providers get a button.',
    async handler(ctx) {
      const offered = new Set(service.offeredProviders(ctx.deps));
      const flag = (p: SocialProvider) => (offered.has(p) ? '1' : '0');
      return { google: flag('google'), facebook: flag('facebook'), apple: flag('apple') };
    },
  }),
];

type ProviderRequest = FastifyRequest<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>;

/** The RequestContext of a redirect route: a visitor (who is signing in), in the language of the flow. */
function contextOf(deps: Deps, req: FastifyRequest, reply: FastifyReply, lang: string | undefined): RequestContext {
  const language = pickLanguage(lang, req.headers['accept-language']);
  return {
    session: null,
    viewerId: null,
    isStaff: false,
    lang: language,
    t: translator(language),
    clock: deps.clock,
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    sessionCookie: sessionCookieOn(reply, deps.config.cookieSecure),
  };
}

/** Sends the browser to the login screen with the failure's message. */
function failTo(deps: Deps, reply: FastifyReply, rc: RequestContext, err: unknown): FastifyReply {
  if (!(err instanceof AppError)) throw err;
  reply.setCookie(SOCIAL_ERROR_COOKIE, rc.t(err.key, err.vars), { path: '/', sameSite: 'lax', secure: deps.config.cookieSecure, maxAge: 60 });
  return reply.redirect('/login', 303);
}

export function registerSocialLoginRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/auth/:provider/start', async (req: ProviderRequest, reply) => {
    const { provider } = req.params;
    const rc = contextOf(deps, req, reply, req.query.lang);
    if (!isSocialProvider(provider)) return reply.code(404).send({ status: 'error', message: rc.t('social.not_offered') });
    try {
      const { url, flow } = await service.startFlow(deps, provider, req.query.return_to, rc.lang);
      // Apple answers with a cross-site form POST, which carries only SameSite=None cookies (and those need HTTPS).
      const sameSite = provider === 'apple' && deps.config.cookieSecure ? 'none' : 'lax';
      reply.setCookie(flowCookieName(provider), sealFlow(deps.config, flow), {
        path: flowCookiePath(provider),
        httpOnly: true,
        sameSite,
        secure: deps.config.cookieSecure,
        maxAge: FLOW_TTL_SECONDS,
      });
      return await reply.redirect(url, 302);
    } catch (err) {
      if (!(err instanceof AppError)) deps.log.warn({ err, provider }, 'social sign-in: the provider could not be reached');
      return failTo(deps, reply, rc, err instanceof AppError ? err : service.loginFailed(provider));
    }
  });

  const callback = async (req: ProviderRequest, reply: FastifyReply) => {
    const { provider } = req.params;
    if (!isSocialProvider(provider))
      return reply.code(404).send({ status: 'error', message: translator(pickLanguage(undefined, req.headers['accept-language']))('social.not_offered') });
    const flow = openFlow(deps.config, req.cookies[flowCookieName(provider)], provider, Math.floor(deps.clock.now().getTime() / 1000));
    const rc = contextOf(deps, req, reply, flow?.lang);
    // One use: the flow is gone whatever happens next.
    reply.clearCookie(flowCookieName(provider), { path: flowCookiePath(provider) });
    const params = { ...stringsOf(req.query), ...(req.method === 'POST' ? stringsOf(req.body) : {}) };
    try {
      const user = await service.finishFlow(deps, provider, flow, params, rc);
      const who = JSON.stringify({ user_id: user.id, user_name: user.userName, role_id: String(user.roleId) });
      reply.setCookie(SOCIAL_USER_COOKIE, who, { path: '/', sameSite: 'lax', secure: deps.config.cookieSecure, maxAge: 60 });
      return await reply.redirect(flow!.returnTo, 303);
    } catch (err) {
      return failTo(deps, reply, rc, err);
    }
  };
  app.get('/api/auth/:provider/callback', callback);
  app.post('/api/auth/:provider/callback', callback);
}

/** The string fields of a query or form body. */
function stringsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

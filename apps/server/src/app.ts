/**
 * buildApp: the whole HTTP application without listening (tests inject into it). It receives a connected
 * database; main.ts owns starting PostgreSQL, migrations and seeding.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Deps } from './deps.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { mailerFromConfig, type Mailer } from './adapters/mailer.ts';
import { pushFromConfig, type PushSender } from './adapters/push.ts';
import { messengerFromConfig, type Messenger } from './adapters/messaging/index.ts';
import { ActionRegistry, registerRest } from './http/rest.ts';
import { openApiDocument } from './http/openapi.ts';
import { conversationHandlers, registerModules } from './modules/index.ts';
import { RealtimeHub, registerRealtime } from './modules/realtime/index.ts';
import { registerAlertsRoutes } from './modules/alerts/index.ts';
import { registerPaymentsRoutes } from './modules/payments/index.ts';
import { registerSocialLoginRoutes } from './modules/social-login/index.ts';
import { COMPRESS_ENCODINGS, registerWeb } from './http/web.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerOverload } from './http/overload.ts';
import { storageFor } from './adapters/storage.ts';
import { pickLanguage, translator } from './lib/messages.ts';
import { isDatabaseUnavailable } from './db/client.ts';
import { Readiness, registerHealth, sendUnavailable } from './http/health.ts';
import { clientError } from './http/validation.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  push?: PushSender;
  messenger?: Messenger;
  logger?: boolean;
}

export interface App {
  app: FastifyInstance;
  deps: Deps;
  registry: ActionRegistry;
  /** What /api/health/ready checks besides the database: the entry point sets the job queue and shutdown. */
  readiness: Readiness;
  /** The realtime hub of this process (decision 013); it stops with the app. */
  realtime: RealtimeHub;
}

/** Largest request body: the biggest upload (a video) plus form overhead. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    logController: new LogController({ disableRequestLogging: config.env === 'test' }),
    genReqId: () => Math.random().toString(36).slice(2, 12),
    // Requests arriving while the server closes get the wire dialect's 503 from http/health.ts instead.
    return503OnClosing: false,
    // A URL that does not decode (a broken %-escape) fails before any route or error handler: answer it in the
    // wire dialect too.
    frameworkErrors: (_err, req, reply) => {
      void (reply as FastifyReply).code(400).send({ status: 'error', message: translator(pickLanguage(undefined, req.headers['accept-language']))('input.bad_url') });
    },
  });
  const mailer = opts.mailer ?? mailerFromConfig(database.db, config);
  const push = opts.push ?? pushFromConfig(database.db, config);
  const messenger = opts.messenger ?? messengerFromConfig(database.db, config.messaging);
  const deps: Deps = { config, db: database.db, pool: database.pool, clock: opts.clock ?? systemClock, mailer, push, messenger, log: app.log };

  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 50, fieldSize: 64 * 1024 } });

  await registerSecurityHeaders(app, config);
  await registerOverload(app, deps);
  // Before any route: the plugin attaches itself to routes as they are declared. Brotli or gzip by Accept-Encoding,
  // for compressible types only (JSON, HTML, JS, CSS, SVG; never JPEG/PNG/MP4), above 1 KiB. Built assets come
  // precompressed from disk (http/web.ts), so this works on API answers and pages.
  // Request bodies are not inflated (globalDecompression: false): no client sends them compressed, and inflating is
  // a way round the body limits.
  await app.register(compress, { global: true, globalDecompression: false, encodings: COMPRESS_ENCODINGS });

  // Errors raised before an action runs (malformed JSON, body too large) still answer in the wire shape.
  app.setErrorHandler((err: { statusCode?: number; code?: string }, req, reply) => {
    const t = translator(pickLanguage((req.query as Record<string, unknown> | undefined)?.lang, req.headers['accept-language']));
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (isDatabaseUnavailable(err)) return sendUnavailable(req, reply);
    if (status >= 500) {
      // A client that went away while a (compressed) answer streamed is not our failure: nobody reads this answer.
      if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') req.log.info({ reqId: req.id }, 'the client closed the connection before the answer ended');
      else req.log.error({ err, reqId: req.id }, 'unhandled error');
      return reply.code(500).send({ status: 'error', message: t('internal_error') });
    }
    if (status === 404) return reply.code(404).send({ status: 'error', message: t('record_not_found') });
    const client = clientError(err, t);
    return reply.code(client.status).send({ status: 'error', message: client.message });
  });

  const registry = new ActionRegistry();
  registerModules(registry);
  registerRest(app, deps, registry);
  registerAlertsRoutes(app, deps);
  registerPaymentsRoutes(app, deps);
  registerSocialLoginRoutes(app, deps);

  await app.register(swagger, { mode: 'static', specification: { document: openApiDocument(registry, config.publicUrl) as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  const readiness = new Readiness();
  registerHealth(app, deps, readiness);

  const realtime = new RealtimeHub(deps, database.pool, conversationHandlers(deps));
  await realtime.start();
  app.addHook('preClose', () => realtime.stop());
  await registerRealtime(app, deps, realtime);

  if (config.s3) {
    // Clients build image URLs as {base}/uploads/{path} (wire contract §2): send them on to the object store.
    const storage = storageFor(config);
    app.get('/uploads/*', async (req, reply) => reply.redirect(storage.url((req.params as { '*': string })['*']), 301));
  } else {
    fs.mkdirSync(config.uploadsDir, { recursive: true });
    // Photos are embedded by the product's other clients, on other origins: helmet's same-origin resource policy
    // would block them there (as the object store does not send one either).
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
      setHeaders: (reply) => reply.header('cross-origin-resource-policy', 'cross-origin'),
    });
  }

  await registerWeb(app, deps);
  return { app, deps, registry, readiness, realtime };
}

export { path };

/** What every service and action may use, built once per app by buildApp. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type pg from 'pg';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './adapters/mailer.ts';
import type { PushSender } from './adapters/push.ts';
import type { Messenger } from './adapters/messaging/index.ts';

export interface Deps {
  config: Config;
  db: Db;
  pool: pg.Pool;
  clock: Clock;
  mailer: Mailer;
  push: PushSender;
  /** Phone codes: the local outbox, WhatsApp or SMS (adapters/messaging). */
  messenger: Messenger;
  log: FastifyBaseLogger;
}

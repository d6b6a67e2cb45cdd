/**
 * The process's one LISTEN connection to the realtime channel (decision 013). A dedicated client outside the pool
 * (a pooled connection would be handed to queries between notifications). When the connection drops, it comes back
 * with backoff and says so (`onResync`): NOTIFY is not durable, so the sockets of this process must sync.
 */
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { REALTIME_CHANNEL } from './publish.ts';

export interface ListenerOptions {
  connection: pg.ClientConfig;
  log: FastifyBaseLogger;
  onPayload(payload: string): void;
  /** The connection was lost and is back: notifications in between are gone. */
  onResync(): void;
}

const BACKOFF_MS = [100, 250, 500, 1_000, 2_000, 5_000];

export class ChannelListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private attempt = 0;
  private timer: NodeJS.Timeout | null = null;
  private ready: Promise<void> | null = null;

  constructor(private readonly opts: ListenerOptions) {}

  /**
   * Connects and listens; resolves once the first LISTEN is in place, or once the first try has failed: the app
   * starts while the database is down and the listener keeps trying in the background.
   */
  start(): Promise<void> {
    this.ready ??= this.connect(false).catch((err: unknown) => {
      this.opts.log.warn({ err }, 'realtime listener could not connect; retrying');
      this.scheduleRetry();
    });
    return this.ready;
  }

  private async connect(isRetry: boolean): Promise<void> {
    const client = new pg.Client(this.opts.connection);
    client.on('notification', (n) => {
      if (n.channel === REALTIME_CHANNEL && n.payload) this.opts.onPayload(n.payload);
    });
    client.on('error', (err) => {
      this.opts.log.warn({ err }, 'realtime listener connection failed');
      this.retry(client);
    });
    client.on('end', () => this.retry(client));
    try {
      await client.connect();
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    await client.query(`LISTEN ${REALTIME_CHANNEL}`);
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.attempt = 0;
    if (isRetry) this.opts.onResync();
  }

  /** The live connection failed: drop it and come back. */
  private retry(failed: pg.Client): void {
    if (this.client !== failed) return;
    this.client = null;
    failed.end().catch(() => {});
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.stopped || this.timer) return;
    const delay = BACKOFF_MS[Math.min(this.attempt++, BACKOFF_MS.length - 1)]!;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect(true).catch((err: unknown) => {
        this.opts.log.warn({ err }, 'realtime listener reconnect failed');
        this.scheduleRetry();
      });
    }, delay);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const c = this.client;
    this.client = null;
    if (c) await c.end().catch(() => {});
  }
}

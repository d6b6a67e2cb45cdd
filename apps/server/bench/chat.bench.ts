/**
 * Realtime chat benchmark (issue 11 item 7; npm run bench:chat; not part of the tests, and it never fails: it
 * reports).
 *
 * Creates its own database on the server of BENCH_DATABASE_URL / TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), migrates it and seeds 1,000 users with sessions (token hashes, as
 * the auth module stores them), 500 listings and 500 conversations (chat_headers: listing + buyer + seller; every
 * user is in one). Each user is one WebSocket client (`ws`, Authorization: Bearer). Two systems, each as two
 * processes on the one database, half the clients on each (in half of the conversations the two sides sit on
 * different processes):
 *   - ours: the real app (buildApp + listen, RATE_LIMIT_ENABLED=false) and its /api/realtime hub (decision 013):
 *     `send` through the chat service, fan-out by NOTIFY, `sync` after a reconnect;
 *   - bare: a minimal `ws` relay that checks the session, stores each message with one statement (the next seq of
 *     its own conversation row, the INSERT into its own table and pg_notify) and forwards it through LISTEN to the
 *     other participant's socket on whichever process holds it; it answers `sync` from its table too.
 * The clients (all in this process, so send and delivery share one clock) send `send` frames at a fixed offered
 * rate (open loop, Poisson arrivals, a random side of a random conversation); a message's latency runs from when it
 * was due to when the other participant received it (live frame or sync). A client follows the protocol: it keeps
 * the seqs it has seen, and after a reconnect it syncs its conversation from its last contiguous seq, page by page,
 * then resends what was not acknowledged with the same client_id. Phases:
 *   1. capacity: steps of offered rate (from BENCH_START_RATE doubling while steps pass, or halving while they
 *      fail, then two bisections), each on freshly analysed tables (`settle`); a step passes when every message
 *      arrives and p99 ≤ 1 s; capacity = the best delivered rate (deliveries inside the step's window) of a
 *      passing step;
 *   2. latency at BENCH_LOAD (0.5) × ours' capacity, the same rate for both, in alternating rounds;
 *   3. failover: at that rate, one process of the pair is killed (SIGKILL) a third of the way in; its clients
 *      reconnect to the other, sync and resend.
 * Counted per run: lost (sent and neither refused nor delivered within BENCH_DRAIN_SECONDS after the run),
 * refused (an error frame), duplicated (the receiver got the same client_id under two message ids: a second stored
 * copy), out-of-order (a live `message` frame with a seq below one the receiver already had live from that
 * conversation; sync answers fill gaps and are not counted), redundant (a frame for a message already received,
 * which the client drops by seq). When ours' `send` answers an error (the chat module absent), ours is reported
 * as not available and bare runs alone.
 *
 * Env: BENCH_CONVERSATIONS (500), BENCH_STEP_SECONDS (5), BENCH_START_RATE (100 msgs/s), BENCH_MAX_RATE (16000),
 * BENCH_LOAD (0.5), BENCH_LATENCY_SECONDS (12, per system, in 3 rounds), BENCH_FAILOVER_SECONDS (15),
 * BENCH_DRAIN_SECONDS (10), BENCH_SETTLE=0 (no ANALYZE between steps and phases),
 * BENCH_POOL (10 connections per server process, as main.ts), BENCH_KEEP=1 keeps the database, BENCH_CPU_PROF=<dir>
 * writes a V8 CPU profile of each server process that is still alive at the end.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket, { WebSocketServer } from 'ws';
import { serveOurs as serveOursApp } from './serve-ours.ts';

const SELF = fileURLToPath(import.meta.url);
const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const REALTIME_PATH = '/api/realtime';
const BARE_CHANNEL = 'bare_relay';
/** A sync answers at most this many messages (CHAT_LIMITS.pageSize; the bare relay pages the same). */
const SYNC_PAGE = 30;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

// ------------------------------------------------------------------------------------------ dataset

interface Participant {
  userId: string;
  token: string;
}
interface Conversation {
  chatId: string;
  buyer: Participant;
  seller: Participant;
}

const pad = (n: number) => String(n).padStart(4, '0');

/** Users (buyer c and seller conversations + c), their sessions, one listing per seller, one conversation each. */
async function seed(db: pg.Pool, conversations: number): Promise<Conversation[]> {
  const users = conversations * 2;
  const tokens = Array.from({ length: users }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
  await db.query(`insert into categories (id, cat_name) values ('cat_c0', 'Cars')`);
  await db.query(`insert into subcategories (id, cat_id, name) values ('sub_c0', 'cat_c0', 'Bench')`);
  await db.query(
    `insert into users (id, user_name, user_email, status, role_id, email_verify)
     select 'usr_c' || lpad(n::text, 4, '0'), 'Chatter ' || n, 'chatter' || n || '@bench.local', 1, 4, true from generate_series(0, $1::int - 1) n`,
    [users],
  );
  await db.query(
    `insert into sessions (id, user_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
     select h, 'usr_c' || lpad((n - 1)::text, 4, '0'), now(), now(), now() + interval '1 day', now() + interval '30 days'
     from unnest($1::text[]) with ordinality as x(h, n)`,
    [hashes],
  );
  await db.query(
    `insert into items (id, cat_id, sub_cat_id, title, price, status, added_user_id)
     select 'itm_c' || lpad(n::text, 4, '0'), 'cat_c0', 'sub_c0', 'Bench car ' || n, 10000 + n, 1, 'usr_c' || lpad(($1::int + n)::text, 4, '0')
     from generate_series(0, $1::int - 1) n`,
    [conversations],
  );
  await db.query(
    `insert into chat_headers (id, item_id, buyer_user_id, seller_user_id)
     select 'cht_c' || lpad(n::text, 4, '0'), 'itm_c' || lpad(n::text, 4, '0'), 'usr_c' || lpad(n::text, 4, '0'), 'usr_c' || lpad(($1::int + n)::text, 4, '0')
     from generate_series(0, $1::int - 1) n`,
    [conversations],
  );
  // The bare relay's own tables: a conversation row holding its last seq, and the messages.
  await db.query(`create table bare_chats (id text primary key, buyer_id text not null, seller_id text not null, last_seq integer not null default 0)`);
  await db.query(
    `create table bare_messages (id bigserial primary key, chat_id text not null references bare_chats (id), seq integer not null,
       sender_id text not null, client_id text not null, message text not null, added_at timestamptz not null default now(),
       unique (chat_id, seq), unique (chat_id, sender_id, client_id))`,
  );
  await db.query(`insert into bare_chats (id, buyer_id, seller_id) select id, buyer_user_id, seller_user_id from chat_headers`);
  await db.query('vacuum analyze');
  const user = (n: number): Participant => ({ userId: `usr_c${pad(n)}`, token: tokens[n]! });
  return Array.from({ length: conversations }, (_, c) => ({ chatId: `cht_c${pad(c)}`, buyer: user(c), seller: user(conversations + c) }));
}

// ------------------------------------------------------------------------------------------ the servers (child processes)

const serveOurs = (url: string): Promise<void> => serveOursApp(url, { apiKey: 'bench-key', pool: num('BENCH_POOL', 10) });

/** Stores a message and notifies its recipient in one statement (one transaction); nothing when `$3` was seen. */
const BARE_SEND = `
  with h as (
    update bare_chats set last_seq = last_seq + 1
    where id = $1 and $2 in (buyer_id, seller_id)
      and not exists (select 1 from bare_messages where chat_id = $1 and sender_id = $2 and client_id = $3)
    returning id, last_seq, case when buyer_id = $2 then seller_id else buyer_id end as to_id),
  m as (
    insert into bare_messages (chat_id, seq, sender_id, client_id, message) select id, last_seq, $2, $3, $4 from h
    on conflict do nothing
    returning id, chat_id, seq, sender_id, client_id, message)
  select m.id::text, m.seq,
    pg_notify('${BARE_CHANNEL}', h.to_id || ' ' || json_build_object('t', 'message', 'chat_id', m.chat_id,
      'message', json_build_object('id', m.id::text, 'chat_id', m.chat_id, 'seq', m.seq, 'client_id', m.client_id, 'sender_user_id', m.sender_id, 'message', m.message))::text)
  from m cross join h`;

/**
 * The bare relay: a `ws` server that authenticates the upgrade with the session table, answers `send` (BARE_SEND,
 * then an ack; a repeated client id acks the stored message) and `sync`, and hands the channel's messages to its own
 * sockets of the recipient.
 */
async function serveBare(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: num('BENCH_POOL', 10) });
  pool.on('error', () => {});
  const byUser = new Map<string, Set<WebSocket>>();
  const listener = new pg.Client({ connectionString: url });
  // Without its channel the relay cannot deliver: it stops (the bench ends it at the end of a run anyway).
  listener.on('error', () => process.exit(1));
  await listener.connect();
  listener.on('notification', (n) => {
    const payload = n.payload ?? '';
    const space = payload.indexOf(' ');
    const frame = payload.slice(space + 1);
    for (const s of byUser.get(payload.slice(0, space)) ?? []) if (s.readyState === s.OPEN) s.send(frame);
  });
  await listener.query(`LISTEN ${BARE_CHANNEL}`);

  const server = http.createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16_384 });
  server.on('upgrade', (req, socket, head) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const hash = createHash('sha256').update(token).digest('hex');
    pool
      .query<{ user_id: string }>(
        `select user_id from sessions where id = $1 and revoked_at is null and idle_expires_at > now() and absolute_expires_at > now()`,
        [hash],
      )
      .then(({ rows }) => {
        if (!rows[0]) {
          socket.end('HTTP/1.1 401 Unauthorized\r\nconnection: close\r\n\r\n');
          return;
        }
        const userId = rows[0].user_id;
        wss.handleUpgrade(req, socket, head, (ws) => attach(ws, userId));
      })
      .catch(() => socket.destroy());
  });

  const attach = (ws: WebSocket, userId: string) => {
    const set = byUser.get(userId) ?? new Set<WebSocket>();
    byUser.set(userId, set);
    set.add(ws);
    ws.on('close', () => {
      set.delete(ws);
      if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
    });
    ws.on('error', () => ws.terminate());
    ws.send(JSON.stringify({ t: 'hello', user_id: userId }));
    ws.on('message', (data) => void onFrame(ws, userId, data.toString()));
  };

  const onFrame = async (ws: WebSocket, userId: string, text: string) => {
    const reply = (f: unknown) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(f));
    let f: { t?: string; chat_id?: string; client_id?: string; message?: string; after_seq?: number };
    try {
      f = JSON.parse(text) as typeof f;
    } catch {
      return reply({ t: 'error', message: 'bad frame' });
    }
    try {
      if (f.t === 'send' && f.chat_id && f.client_id && f.message) {
        const { rows } = await pool.query<{ id: string; seq: number }>(BARE_SEND, [f.chat_id, userId, f.client_id, f.message]);
        let stored = rows[0];
        if (!stored) {
          const again = await pool.query<{ id: string; seq: number }>(
            `select id::text, seq from bare_messages where chat_id = $1 and sender_id = $2 and client_id = $3`,
            [f.chat_id, userId, f.client_id],
          );
          stored = again.rows[0];
        }
        if (!stored) return reply({ t: 'error', client_id: f.client_id, message: 'no such conversation' });
        return reply({
          t: 'ack',
          client_id: f.client_id,
          chat_id: f.chat_id,
          message: { id: stored.id, chat_id: f.chat_id, seq: stored.seq, client_id: f.client_id, sender_user_id: userId, message: f.message },
        });
      }
      if (f.t === 'sync' && f.chat_id && typeof f.after_seq === 'number') {
        const { rows } = await pool.query(
          `select m.id::text, m.chat_id, m.seq, m.client_id, m.sender_id as sender_user_id, m.message
           from bare_messages m join bare_chats c on c.id = m.chat_id
           where m.chat_id = $1 and $2 in (c.buyer_id, c.seller_id) and m.seq > $3 order by m.seq limit ${SYNC_PAGE}`,
          [f.chat_id, userId, f.after_seq],
        );
        return reply({ t: 'messages', chat_id: f.chat_id, messages: rows });
      }
      if (f.t === 'ping') return reply({ t: 'pong' });
      reply({ t: 'error', message: 'bad frame' });
    } catch {
      reply({ t: 'error', ...(f.client_id ? { client_id: f.client_id } : {}), message: 'internal error' });
    }
  };

  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as { port: number }).port }));
}

interface ServerProcess {
  child: ChildProcess;
  port: number;
  alive: boolean;
}

function startServer(role: 'ours' | 'bare', url: string): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it is stopped (not when killed).
    const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    const child = fork(SELF, [role, url], { execArgv: ['--import', 'tsx', ...prof], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const onExit = (code: number | null) => reject(new Error(`${role} server exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (m: { port: number }) => {
      child.off('exit', onExit);
      const s: ServerProcess = { child, port: m.port, alive: true };
      child.once('exit', () => (s.alive = false));
      resolve(s);
    });
  });
}

async function stopServer(s: ServerProcess): Promise<void> {
  if (!s.alive) return;
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  const timer = setTimeout(() => s.child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); NaN elsewhere. */
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

// ------------------------------------------------------------------------------------------ the clients

interface WireMessage {
  id: string;
  seq: string | number;
  client_id: string;
  sender_user_id: string;
}
type ServerFrame =
  | { t: 'message'; chat_id: string; message: WireMessage }
  | { t: 'ack'; client_id: string; chat_id: string; message: WireMessage }
  | { t: 'messages'; chat_id: string; messages: WireMessage[] }
  | { t: 'error'; client_id?: string; message: string }
  | { t: 'stale' | 'resync' | 'hello' | 'chat' | 'unread' | 'read' | 'typing' | 'presence' | 'pong' };

interface Tracked {
  due: number;
  to: Client;
  deliveredAt?: number;
  messageId?: string;
  refused?: boolean;
}

/** One measured run: what was sent, what arrived, and the anomalies. */
class Run {
  readonly sent = new Map<string, Tracked>();
  duplicated = 0;
  redundant = 0;
  outOfOrder = 0;
  readonly errors = new Map<string, number>();
  readonly reconnects: number[] = [];
  /** Upgrades answered with an HTTP status instead of a socket (load shedding's 503). */
  upgradesRefused = 0;
  constructor(readonly tag: string) {}

  error(message: string): void {
    this.errors.set(message, (this.errors.get(message) ?? 0) + 1);
  }

  settled(): boolean {
    for (const r of this.sent.values()) if (r.deliveredAt === undefined && !r.refused) return false;
    return true;
  }
}

interface System {
  name: 'ours' | 'bare';
  servers: ServerProcess[];
  clients: Client[];
  run: Run | null;
  stopping: boolean;
  /** Processes that refused a TCP connection: clients stop trying them (what a load balancer's health check does). */
  down: Set<number>;
}

const RECONNECT_BACKOFF_MS = [0, 50, 100, 250, 500, 1_000];

class Client {
  private ws: WebSocket | null = null;
  private ready = false;
  private syncing = false;
  /** Seqs seen above `contiguous` (everything up to `contiguous` has been seen). */
  private readonly seen = new Set<number>();
  private contiguous = 0;
  private maxLive = 0;
  /** Sent and not yet acknowledged, in sending order: resent after a reconnect. */
  private readonly pending = new Map<string, string>();
  private sentOnSocket = new Set<string>();
  private disconnectedAt: number | undefined;
  private attempt = 0;
  private onReady: (() => void) | null = null;
  peer!: Client;

  constructor(
    readonly system: System,
    readonly chatId: string,
    readonly me: Participant,
    private serverIndex: number,
  ) {}

  connect(): Promise<void> {
    return new Promise((resolve) => {
      this.onReady = resolve;
      this.open();
    });
  }

  close(): void {
    this.ws?.removeAllListeners();
    this.ws?.terminate();
    this.ws = null;
    this.ready = false;
  }

  private open(): void {
    const servers = this.system.servers;
    for (let i = 0; i < servers.length && this.system.down.has(this.serverIndex % servers.length); i++) this.serverIndex++;
    const index = this.serverIndex % servers.length;
    const server = servers[index]!;
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}${REALTIME_PATH}`, {
      headers: { authorization: `Bearer ${this.me.token}` },
      perMessageDeflate: false,
    });
    this.ws = ws;
    this.sentOnSocket = new Set();
    ws.on('open', () => {
      this.attempt = 0;
      this.startSync();
    });
    ws.on('message', (data) => this.onFrame(JSON.parse(data.toString()) as ServerFrame));
    ws.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED') this.system.down.add(index);
      else if (err.message.startsWith('Unexpected server response') && this.system.run) this.system.run.upgradesRefused++;
    });
    ws.on('close', () => this.onClose(ws));
  }

  private onClose(ws: WebSocket): void {
    if (this.ws !== ws) return;
    this.ws = null;
    this.ready = false;
    this.syncing = false;
    if (this.system.stopping) return;
    this.disconnectedAt ??= performance.now();
    // Next time, another process (the one this client was on may be gone).
    this.serverIndex++;
    const delay = RECONNECT_BACKOFF_MS[Math.min(this.attempt++, RECONNECT_BACKOFF_MS.length - 1)]! * (0.5 + Math.random());
    setTimeout(() => this.open(), delay);
  }

  private startSync(): void {
    this.syncing = true;
    this.frame({ t: 'sync', chat_id: this.chatId, after_seq: this.contiguous });
  }

  private frame(f: unknown): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(f));
  }

  /** Queues a message; it goes out now when the socket is up and synced, else after the next sync. */
  submit(clientId: string, message: string): void {
    const text = JSON.stringify({ t: 'send', chat_id: this.chatId, client_id: clientId, message });
    this.pending.set(clientId, text);
    if (this.ready && !this.syncing && this.ws) {
      this.sentOnSocket.add(clientId);
      this.ws.send(text);
    }
  }

  private markSeq(seq: number): boolean {
    if (seq <= this.contiguous || this.seen.has(seq)) return false;
    this.seen.add(seq);
    while (this.seen.delete(this.contiguous + 1)) this.contiguous++;
    return true;
  }

  private onMessage(m: WireMessage, live: boolean): void {
    const seq = Number(m.seq);
    const fresh = this.markSeq(seq);
    if (live && fresh) {
      if (seq < this.maxLive && this.system.run) this.system.run.outOfOrder++;
      this.maxLive = Math.max(this.maxLive, seq);
    }
    if (m.sender_user_id === this.me.userId) {
      if (m.client_id) this.pending.delete(m.client_id);
      return;
    }
    const run = this.system.run;
    const r = m.client_id ? run?.sent.get(m.client_id) : undefined;
    if (!run || !r || r.to !== this) return;
    if (r.messageId === undefined) {
      r.deliveredAt = performance.now();
      r.messageId = m.id;
    } else if (r.messageId !== m.id) run.duplicated++;
    else run.redundant++;
  }

  private onFrame(f: ServerFrame): void {
    switch (f.t) {
      case 'message':
        if (f.chat_id === this.chatId) this.onMessage(f.message, true);
        return;
      case 'ack':
        this.pending.delete(f.client_id);
        this.markSeq(Number(f.message.seq));
        return;
      case 'messages': {
        for (const m of f.messages) this.onMessage(m, false);
        const last = f.messages.at(-1);
        if (f.messages.length >= SYNC_PAGE && last) return this.frame({ t: 'sync', chat_id: this.chatId, after_seq: Number(last.seq) });
        return this.synced();
      }
      case 'error':
        if (f.client_id) {
          this.pending.delete(f.client_id);
          const r = this.system.run?.sent.get(f.client_id);
          if (r) r.refused = true;
        }
        this.system.run?.error(f.message);
        if (this.syncing && !f.client_id) this.synced();
        return;
      case 'stale':
      case 'resync':
        if (!this.syncing) this.startSync();
        return;
      default:
    }
  }

  /** The sync is done: the socket is ready; unacknowledged messages go (again) with their client ids. */
  private synced(): void {
    this.syncing = false;
    this.ready = true;
    if (this.disconnectedAt !== undefined) {
      this.system.run?.reconnects.push(performance.now() - this.disconnectedAt);
      this.disconnectedAt = undefined;
    }
    for (const [id, text] of this.pending) {
      if (this.sentOnSocket.has(id)) continue;
      this.sentOnSocket.add(id);
      this.ws?.send(text);
    }
    this.onReady?.();
    this.onReady = null;
  }
}

/** Conversation c: the buyer on process c % 2, the seller on ⌊c / 2⌋ % 2 (half the pairs cross processes). */
async function connectClients(system: System, conversations: Conversation[]): Promise<void> {
  system.stopping = false;
  system.clients = [];
  conversations.forEach((c, i) => {
    const buyer = new Client(system, c.chatId, c.buyer, i % 2);
    const seller = new Client(system, c.chatId, c.seller, Math.floor(i / 2) % 2);
    buyer.peer = seller;
    seller.peer = buyer;
    system.clients.push(buyer, seller);
  });
  for (let i = 0; i < system.clients.length; i += 50) await Promise.all(system.clients.slice(i, i + 50).map((c) => c.connect()));
}

function closeClients(system: System): void {
  system.stopping = true;
  for (const c of system.clients) c.close();
}

// ------------------------------------------------------------------------------------------ load

/** A small deterministic PRNG (mulberry32), so runs offer the same sequence of conversations and gaps. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Result {
  system: string;
  offered: number;
  seconds: number;
  sent: number;
  /** Deliveries inside the run's window, per second. */
  deliveredRate: number;
  latencies: number[];
  lost: number;
  refused: number;
  duplicated: number;
  outOfOrder: number;
  redundant: number;
  errors: Map<string, number>;
  reconnects: number[];
  upgradesRefused: number;
  /** How far behind schedule the sender fell at worst (ms). */
  lagMs: number;
  clientCpu: number;
  serverCpu: number;
  /** CPU seconds of the two server processes over the run and its drain (NaN off Linux). */
  serverCpuSeconds: number;
  /** CPU seconds of the system's PostgreSQL backends over the run and its drain (those alive at its end; NaN off Linux). */
  dbCpuSeconds: number;
}

/** The bench's own pool (set by main): reads the backends' pids for their CPU, and analyses the tables (settle). */
let statsPool: pg.Pool | null = null;

/** CPU seconds by pid of `system`'s PostgreSQL backends (its servers connect with application_name wd_bench_<name>). */
async function dbCpuOf(system: System): Promise<Map<number, number>> {
  if (!statsPool) return new Map();
  const { rows } = await statsPool.query<{ pid: number }>(
    `select pid from pg_stat_activity where application_name = $1 and datname = current_database()`,
    [`wd_bench_${system.name}`],
  );
  return new Map(rows.map((r) => [r.pid, cpuSecondsOf(r.pid)]));
}

/** CPU seconds the backends alive at `after` used since `before` (a backend that started in between: all of it). */
const dbCpuSpent = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, cpu]) => sum + (Number.isFinite(cpu) ? cpu - (before.get(pid) ?? 0) : 0), 0);

let runCounter = 0;

/**
 * Offers `rate` messages per second for `seconds` (Poisson arrivals) and waits up to `drainSeconds` for the last
 * ones; `during(t)` is called at fractions of the run (the failover kill).
 */
async function offer(system: System, rate: number, seconds: number, drainSeconds: number, killAt?: number): Promise<Result> {
  const run = new Run(`r${++runCounter}`);
  system.run = run;
  const random = prng(runCounter * 7919);
  const cpu0 = process.cpuUsage();
  const serverCpu0 = system.servers.reduce((s, p) => s + cpuSecondsOf(p.child.pid), 0);
  const dbCpu0 = await dbCpuOf(system);
  const start = performance.now();
  const end = start + seconds * 1000;
  let due = start;
  let k = 0;
  let lagMs = 0;
  let killed = killAt === undefined;
  while (due < end) {
    const now = performance.now();
    if (!killed && now - start >= killAt! * 1000) {
      killed = true;
      system.servers[1]!.child.kill('SIGKILL');
    }
    while (due <= now && due < end) {
      lagMs = Math.max(lagMs, now - due);
      const conv = Math.floor(random() * (system.clients.length / 2));
      const side = random() < 0.5 ? 0 : 1;
      const from = system.clients[conv * 2 + side]!;
      const clientId = `${run.tag}.${k++}`;
      run.sent.set(clientId, { due, to: from.peer });
      from.submit(clientId, `Is the car still available? Bench message ${clientId}, sent at ${due.toFixed(1)} ms.`);
      due += (-Math.log(1 - random()) * 1000) / rate;
    }
    await sleep(Math.max(0, Math.min(due, end) - performance.now()));
  }
  const windowEnd = performance.now();
  const drainUntil = windowEnd + drainSeconds * 1000;
  while (!run.settled() && performance.now() < drainUntil) await sleep(50);
  const cpu = process.cpuUsage(cpu0);
  const wall = (performance.now() - start) / 1000;
  const serverCpu = system.servers.reduce((s, p) => s + cpuSecondsOf(p.child.pid), 0) - serverCpu0;
  const dbCpu = dbCpuSpent(dbCpu0, await dbCpuOf(system));
  system.run = null;
  const records = [...run.sent.values()];
  const delivered = records.filter((r) => r.deliveredAt !== undefined);
  return {
    system: system.name,
    offered: rate,
    seconds,
    sent: records.length,
    deliveredRate: delivered.filter((r) => r.deliveredAt! <= windowEnd).length / ((windowEnd - start) / 1000),
    latencies: delivered.map((r) => r.deliveredAt! - r.due).sort((a, b) => a - b),
    lost: records.filter((r) => r.deliveredAt === undefined && !r.refused).length,
    refused: records.filter((r) => r.refused).length,
    duplicated: run.duplicated,
    outOfOrder: run.outOfOrder,
    redundant: run.redundant,
    errors: run.errors,
    reconnects: run.reconnects.sort((a, b) => a - b),
    upgradesRefused: run.upgradesRefused,
    lagMs,
    clientCpu: (cpu.user + cpu.system) / 1e6 / wall,
    serverCpu: serverCpu / wall,
    serverCpuSeconds: serverCpu,
    dbCpuSeconds: dbCpu,
  };
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);
const passes = (r: Result) => r.lost === 0 && r.refused === 0 && pct(r.latencies, 99) <= 1000;

/** Steps of offered rate: doubling from `startRate` while steps pass (halving while they fail), then two bisections. */
async function capacity(system: System, log: (s: string) => void): Promise<{ steps: Result[]; best: Result | undefined }> {
  const stepSeconds = num('BENCH_STEP_SECONDS', 5);
  const startRate = num('BENCH_START_RATE', 100);
  const maxRate = num('BENCH_MAX_RATE', 16_000);
  const drain = num('BENCH_DRAIN_SECONDS', 10);
  const steps: Result[] = [];
  const step = async (rate: number) => {
    await settle(); // each step on freshly analysed tables
    const r = await offer(system, rate, stepSeconds, drain);
    steps.push(r);
    log(`${system.name} capacity step ${rate}/s: ${stepLine(r)}`);
    return passes(r);
  };
  await offer(system, Math.min(startRate, 50), 3, drain); // warm-up: JIT, pools, prepared plans
  let good = 0;
  let bad = 0;
  if (await step(startRate)) {
    good = startRate;
    for (let rate = startRate * 2; rate <= maxRate; rate *= 2) {
      if (!(await step(rate))) {
        bad = rate;
        break;
      }
      good = rate;
    }
  } else {
    bad = startRate;
    for (let rate = Math.round(startRate / 2); rate >= 5; rate = Math.round(rate / 2)) {
      if (await step(rate)) {
        good = rate;
        break;
      }
      bad = rate;
    }
  }
  for (let i = 0; i < 2 && bad && good; i++) {
    const mid = Math.round((good + bad) / 2);
    if (await step(mid)) good = mid;
    else bad = mid;
  }
  const best = steps.filter(passes).sort((a, b) => b.deliveredRate - a.deliveredRate)[0];
  return { steps, best };
}

// ------------------------------------------------------------------------------------------ report

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const lat = (r: Result) => `${f1(pct(r.latencies, 50))} / ${f1(pct(r.latencies, 95))} / ${f1(pct(r.latencies, 99))} / ${f1(r.latencies.at(-1) ?? NaN)}`;
const anomalies = (r: Result) => `${r.lost} | ${r.refused} | ${r.duplicated} | ${r.outOfOrder} | ${r.redundant}`;
const cpus = (r: Result) => `${f0(r.serverCpu * 100)} % / ${f0(r.clientCpu * 100)} %`;
/** Server CPU per message (ms): both processes' CPU over the run and its drain, over the messages delivered. */
const cpuPerMessage = (r: Result) => f1((r.serverCpuSeconds * 1000) / Math.max(1, r.latencies.length));
/** The system's database backends' CPU per message (ms), the same way. */
const dbCpuPerMessage = (r: Result) => f1((r.dbCpuSeconds * 1000) / Math.max(1, r.latencies.length));

function stepLine(r: Result): string {
  return `sent ${r.sent}, delivered ${f0(r.deliveredRate)}/s, p50 ${f1(pct(r.latencies, 50))} p99 ${f1(pct(r.latencies, 99))} ms, lost ${r.lost}, refused ${r.refused}, dup ${r.duplicated}, ooo ${r.outOfOrder}${passes(r) ? '' : ' (fails)'}`;
}

function errorsOf(results: Result[]): string[] {
  const all = new Map<string, number>();
  for (const r of results) for (const [k, v] of r.errors) all.set(`${r.system}: ${k}`, (all.get(`${r.system}: ${k}`) ?? 0) + v);
  return [...all].map(([k, v]) => `Error frames — ${k} × ${v}`);
}

async function machine(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ server_version: string }>('show server_version');
  const cpu = os.cpus()[0]?.model ?? 'unknown cpu';
  return `${os.availableParallelism()} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, PostgreSQL ${rows[0]!.server_version}, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
}

interface Report {
  host: string;
  conversations: number;
  ours: { steps: Result[]; best: Result | undefined } | null;
  /** Why ours did not run. */
  unavailable: string;
  bare: { steps: Result[]; best: Result | undefined };
  rate: number;
  latency: Result[];
  failover: Result[];
  killAt: number;
  seconds: number;
}

function report(r: Report): void {
  const lines: string[] = [];
  const clients = r.conversations * 2;
  lines.push(`Machine: ${r.host}`);
  lines.push(
    `${clients} WebSocket clients in ${r.conversations} conversations, two server processes per system on one database (half the conversations across processes), open loop with Poisson arrivals.`,
  );
  if (!r.ours) lines.push(`ours: not available (${r.unavailable}); bare ran alone.`);
  lines.push('');
  lines.push('Capacity steps (a step passes when every message arrives and p99 ≤ 1 s; server CPU = both processes, 100 % = one core; db CPU = the PostgreSQL backends of that system):');
  lines.push('');
  lines.push(
    '| system | offered msg/s | delivered msg/s | p50 / p95 / p99 / max ms | lost | refused | dup | out of order | redundant | server / client CPU | server / db CPU ms/msg | pass |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|');
  for (const s of [...(r.ours?.steps ?? []), ...r.bare.steps])
    lines.push(
      `| ${s.system} | ${s.offered} | ${f0(s.deliveredRate)} | ${lat(s)} | ${anomalies(s)} | ${cpus(s)} | ${cpuPerMessage(s)} / ${dbCpuPerMessage(s)} | ${passes(s) ? 'yes' : 'no'} |`,
    );
  lines.push('');
  const oursCap = r.ours?.best?.deliveredRate ?? NaN;
  const bareCap = r.bare.best?.deliveredRate ?? NaN;
  const ratio = oursCap / bareCap;
  lines.push('| capacity | ours msg/s | bare msg/s | ratio | ≥ 0.5× |');
  lines.push('|---|---:|---:|---:|:-:|');
  lines.push(
    `| max sustained (p99 ≤ 1 s, nothing lost) | ${r.ours ? f0(oursCap) : 'not available'} | ${f0(bareCap)} | ${Number.isFinite(ratio) ? ratio.toFixed(2) : '–'} | ${Number.isFinite(ratio) ? (ratio >= 0.5 ? 'ok' : 'MISS') : '–'} |`,
  );
  lines.push('');
  const latSeconds = num('BENCH_LATENCY_SECONDS', 12);
  lines.push(
    `Latency at ${r.rate} msg/s (${num('BENCH_LOAD', 0.5)} × ${r.ours ? "ours'" : "bare's"} capacity), ${latSeconds} s per system in 3 alternating rounds, from when each message was due to its arrival at the other participant:`,
  );
  lines.push('');
  lines.push('| system | sent | p50 / p95 / p99 / max ms | lost | refused | dup | out of order | redundant | server / client CPU | server / db CPU ms/msg | p99 ≤ 100 ms |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|');
  for (const s of r.latency)
    lines.push(`| ${s.system} | ${s.sent} | ${lat(s)} | ${anomalies(s)} | ${cpus(s)} | ${cpuPerMessage(s)} / ${dbCpuPerMessage(s)} | ${pct(s.latencies, 99) <= 100 ? 'ok' : 'MISS'} |`);
  lines.push('');
  lines.push(
    `Failover at ${r.rate} msg/s for ${num('BENCH_FAILOVER_SECONDS', 15)} s: one of the two processes killed (SIGKILL) at ${f1(r.killAt)} s; its clients reconnect to the other, sync from their last seq and resend what was not acknowledged:`,
  );
  lines.push('');
  lines.push(
    '| system | sent | clients reconnected | upgrades refused | reconnect + sync p50 / p99 / max ms | lost | refused | dup | out of order | redundant | latency p50 / p95 / p99 / max ms | goal 0 / 0 / 0 |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|');
  for (const s of r.failover)
    lines.push(
      `| ${s.system} | ${s.sent} | ${s.reconnects.length} | ${s.upgradesRefused} | ${f0(pct(s.reconnects, 50))} / ${f0(pct(s.reconnects, 99))} / ${f0(s.reconnects.at(-1) ?? NaN)} | ${anomalies(s)} | ${lat(s)} | ${s.lost + s.duplicated + s.outOfOrder === 0 ? 'ok' : 'MISS'} |`,
    );
  const all = [...(r.ours?.steps ?? []), ...r.bare.steps, ...r.latency, ...r.failover];
  const errors = errorsOf(all);
  if (errors.length) lines.push('', ...errors);
  lines.push(`\nSender lag behind schedule at worst: ${f0(Math.max(...all.map((s) => s.lagMs)))} ms. Whole run: ${f0(r.seconds)} s.`);
  console.log(`\n${lines.join('\n')}\n`);
}

// ------------------------------------------------------------------------------------------ main

/** Does ours' `send` work (the chat module behind the hub)? One message from the first client: '' when it arrives,
 * else why not. */
async function probe(system: System): Promise<string> {
  const run = new Run('probe');
  system.run = run;
  const client = system.clients[0]!;
  const id = 'probe.0';
  const r: Tracked = { due: performance.now(), to: client.peer };
  run.sent.set(id, r);
  client.submit(id, 'Hello, is it still for sale?');
  const until = performance.now() + 10_000;
  while (r.deliveredAt === undefined && !r.refused && performance.now() < until) await sleep(20);
  system.run = null;
  if (r.deliveredAt !== undefined) return '';
  return r.refused ? `its send frame answers "${[...run.errors.keys()].join(', ')}"` : 'no answer to a send frame within 10 s';
}

async function main(): Promise<void> {
  const t0 = Date.now();
  const log = (s: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)}s] ${s}`);
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const conversationCount = num('BENCH_CONVERSATIONS', 500);
  const dbName = `wd_bench_chat_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = withDatabase(adminUrl, dbName);
  const servers: ServerProcess[] = [];
  let pool: pg.Pool | undefined;
  const systems: System[] = [];
  try {
    const { connect } = await import('../src/db/client.ts');
    const { runMigrations } = await import('../src/db/migrate.ts');
    const database = connect(url, 2);
    await runMigrations(database.db);
    await database.close();
    pool = new pg.Pool({ connectionString: url, max: 2 });
    pool.on('error', () => {});
    statsPool = pool;
    const conversations = await seed(pool, conversationCount);
    log(`database ${dbName} migrated and seeded (${conversationCount * 2} users with sessions, ${conversationCount} conversations); ${await machine(pool)}`);

    const pair = async (role: 'ours' | 'bare') => {
      // Named connections, so the bench can tell each system's database backends (their CPU) apart.
      const named = `${url}?application_name=wd_bench_${role}`;
      const two = [await startServer(role, named), await startServer(role, named)];
      servers.push(...two);
      return two;
    };
    const bare: System = { name: 'bare', servers: await pair('bare'), clients: [], run: null, stopping: false, down: new Set() };
    const ours: System = { name: 'ours', servers: await pair('ours'), clients: [], run: null, stopping: false, down: new Set() };
    systems.push(bare, ours);
    await connectClients(bare, conversations);
    await connectClients(ours, conversations);
    log(`connected ${bare.clients.length} clients to each system`);
    const unavailable = await probe(ours);
    const oursAvailable = unavailable === '';
    if (!oursAvailable) {
      log(`ours is not available (${unavailable}): bare runs alone`);
      closeClients(ours);
      await Promise.all(ours.servers.map(stopServer));
    }

    // 1. capacity, one system at a time (the other's sockets stay open and idle).
    const bareCap = await capacity(bare, log);
    const oursCap = oursAvailable ? await capacity(ours, log) : null;
    const capRate = (oursCap ?? bareCap).best?.deliveredRate ?? num('BENCH_START_RATE', 100);
    const rate = Math.max(10, Math.round(capRate * num('BENCH_LOAD', 0.5)));

    // 2. latency at the same rate for both, alternating rounds.
    await settle(log);
    const latencySeconds = num('BENCH_LATENCY_SECONDS', 12);
    const drain = num('BENCH_DRAIN_SECONDS', 10);
    const latencyParts: Record<string, Result[]> = { ours: [], bare: [] };
    const measured = oursAvailable ? [ours, bare] : [bare];
    for (let round = 0; round < 3; round++)
      for (const s of measured) {
        const r = await offer(s, rate, latencySeconds / 3, drain);
        latencyParts[s.name]!.push(r);
        log(`${s.name} latency round ${round + 1} at ${rate}/s: ${stepLine(r)}`);
      }
    const latency = measured.map((s) => combine(latencyParts[s.name]!));

    // 3. failover: kill the second process of the pair a third of the way in.
    await settle(log);
    const failSeconds = num('BENCH_FAILOVER_SECONDS', 15);
    const killAt = failSeconds / 3;
    const failover: Result[] = [];
    for (const s of measured) {
      const r = await offer(s, rate, failSeconds, drain, killAt);
      failover.push(r);
      log(`${s.name} failover at ${rate}/s: ${stepLine(r)}, ${r.reconnects.length} clients reconnected, ${r.upgradesRefused} upgrades refused`);
      closeClients(s);
    }

    report({
      host: await machine(pool),
      conversations: conversationCount,
      ours: oursCap,
      unavailable,
      bare: bareCap,
      rate,
      latency,
      failover,
      killAt,
      seconds: (Date.now() - t0) / 1000,
    });
  } catch (err) {
    console.error('benchmark failed to run:', err);
  } finally {
    for (const s of systems) closeClients(s);
    await Promise.all(servers.map(stopServer));
    await pool?.end();
    if (process.env.BENCH_KEEP !== '1') await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
  }
}

/**
 * Before each capacity step and each later phase: the tables analysed, as autovacuum keeps them analysed in a
 * running system. The seed analyses the chat tables while they hold no message, and the steps (5 s each) are far
 * shorter than autovacuum's one-minute naptime: left alone, the statements of the run were planned for empty tables
 * while tens of thousands of messages arrived, and each message cost ours' database 2–3× the CPU (bare's single
 * insert plans the same either way). ANALYZE alone was shown to be what matters (docs/performance.md). Both
 * systems' tables are in the one database: neither is favoured.
 */
async function settle(log?: (s: string) => void): Promise<void> {
  if (process.env.BENCH_SETTLE === '0' || !statsPool) return;
  const started = performance.now();
  await statsPool.query('analyze');
  log?.(`database analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Several runs of one system as one (the latency rounds). */
function combine(parts: Result[]): Result {
  const sum = (f: (r: Result) => number) => parts.reduce((s, r) => s + f(r), 0);
  const errors = new Map<string, number>();
  for (const p of parts) for (const [k, v] of p.errors) errors.set(k, (errors.get(k) ?? 0) + v);
  const seconds = sum((r) => r.seconds);
  return {
    system: parts[0]!.system,
    offered: parts[0]!.offered,
    seconds,
    sent: sum((r) => r.sent),
    deliveredRate: sum((r) => r.deliveredRate * r.seconds) / seconds,
    latencies: parts.flatMap((r) => r.latencies).sort((a, b) => a - b),
    lost: sum((r) => r.lost),
    refused: sum((r) => r.refused),
    duplicated: sum((r) => r.duplicated),
    outOfOrder: sum((r) => r.outOfOrder),
    redundant: sum((r) => r.redundant),
    errors,
    reconnects: parts.flatMap((r) => r.reconnects).sort((a, b) => a - b),
    upgradesRefused: sum((r) => r.upgradesRefused),
    lagMs: Math.max(...parts.map((r) => r.lagMs)),
    clientCpu: sum((r) => r.clientCpu * r.seconds) / seconds,
    serverCpu: sum((r) => r.serverCpu * r.seconds) / seconds,
    serverCpuSeconds: sum((r) => r.serverCpuSeconds),
    dbCpuSeconds: sum((r) => r.dbCpuSeconds),
  };
}

const role = process.argv[2];
// A server child ends on SIGTERM through exit(), so that a CPU profile (BENCH_CPU_PROF) is written.
if (role === 'ours' || role === 'bare') process.once('SIGTERM', () => process.exit(0));
if (role === 'ours') await serveOurs(process.argv[3]!);
else if (role === 'bare') await serveBare(process.argv[3]!);
else await main();

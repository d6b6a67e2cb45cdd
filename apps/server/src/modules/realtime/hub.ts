/**
 * The process's realtime hub (decision 013): the open sockets by user, the frames from the channel handed to them,
 * the client frames handed to the conversation handlers, presence and its watchers, and the heartbeat that keeps
 * presence fresh and closes sockets whose session has ended.
 */
import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type pg from 'pg';
import type { WebSocket } from 'ws';
import { CHAT_LIMITS, formatWireDate, realtimeClientFrame, type RealtimeClientFrame, type RealtimeServerFrame } from '@wheeldeal/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { Translate } from '../../lib/messages.ts';
import { liveSessionIds } from '../auth/index.ts';
import { ChannelListener } from './listener.ts';
import { heartbeat, HEARTBEAT_MS, presenceClear, presenceDown, presenceOf, presenceUp } from './presence.ts';
import { presenceNotifyCall, publish, publishPresence, type RealtimeEnvelope } from './publish.ts';

type WireRecord = Record<string, string>;

/** What the hub asks of the conversations (the chat module answers; app.ts joins the two). */
export interface RealtimeHandlers {
  /** Writes a message as `userId` (the same path as chats/add); answers it as the sender sees it. */
  send(userId: string, frame: { chat_id: string; client_id: string; message: string }, t: Translate): Promise<WireRecord>;
  /** The messages of a conversation after `afterSeq`, oldest first (a page). */
  sync(userId: string, chatId: string, afterSeq: number, t: Translate): Promise<WireRecord[]>;
  /** `userId` has read the conversation up to its latest message. */
  read(userId: string, chatId: string): Promise<void>;
  /** The two participants, or null when `userId` is not one of them. */
  participants(userId: string, chatId: string): Promise<string[] | null>;
  /** Which of `otherIds` share a conversation with `userId` (whose presence they may see). */
  contacts(userId: string, otherIds: string[]): Promise<string[]>;
}

interface Conn {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  t: Translate;
  watching: Set<string>;
  tokens: number;
  refilledAt: number;
  typingAt: number;
  /** Frames of one socket run one after the other: what a client sends in order is written in that order. */
  queue: Promise<void>;
  /** Its presence row is written (presenceUp). */
  arrived: Promise<void>;
  /**
   * Client ids of its own sends → until when: the ack carries the stored message to this socket, so the copy of it
   * the channel brings for the sender's sockets is not sent here a second time (the sender's other sockets get it).
   */
  acking: Map<string, number>;
}

/** How long a send's client id stays in `acking` (its copy on the channel comes within moments of the commit). */
const ACKING_MS = 30_000;

/** Client frames per socket: a burst of 40, then 20 a second. */
const FRAME_BURST = 40;
const FRAMES_PER_SECOND = 20;
/** A socket this far behind is a slow consumer: it is closed and syncs when it reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const TYPING_EVERY_MS = 2_000;

/** WebSocket close codes of ours (4000–4999 are the application's). */
export const CLOSE = { goingAway: 1001, tryAgainLater: 1013, sessionEnded: 4001 } as const;

export class RealtimeHub {
  readonly processId = randomUUID();
  private readonly byUser = new Map<string, Set<Conn>>();
  private readonly watchers = new Map<string, Set<Conn>>();
  private readonly listener: ChannelListener;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Sockets whose writes wait for the end of this tick (see cork). */
  private readonly corked = new Set<Duplex>();
  private readonly uncorkAll = () => {
    for (const raw of this.corked) raw.uncork();
    this.corked.clear();
  };

  constructor(
    private readonly deps: Deps,
    pool: pg.Pool,
    private readonly handlers: RealtimeHandlers,
  ) {
    this.listener = new ChannelListener({
      connection: pool.options,
      log: deps.log,
      onPayload: (p) => this.deliver(p),
      onResync: () => this.broadcastLocal({ t: 'resync' }),
    });
  }

  async start(): Promise<void> {
    await this.listener.start();
    this.timer = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    for (const set of this.byUser.values()) for (const c of set) c.socket.close(CLOSE.goingAway, 'server shutting down');
    this.byUser.clear();
    await presenceClear(this.deps.db, this.processId).catch(() => {});
    await this.listener.stop();
  }

  /** Open sockets on this process (the benchmark and tests read it). */
  get connectionCount(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  // ------------------------------------------------------------------------------------------ sockets

  async attach(socket: WebSocket, session: { userId: string; sessionId: string }, t: Translate): Promise<void> {
    const conn: Conn = {
      socket,
      userId: session.userId,
      sessionId: session.sessionId,
      t,
      watching: new Set(),
      tokens: FRAME_BURST,
      refilledAt: Date.now(),
      typingAt: 0,
      acking: new Map(),
      queue: Promise.resolve(),
      arrived: Promise.resolve(),
    };
    let set = this.byUser.get(conn.userId);
    const first = !set;
    if (!set) this.byUser.set(conn.userId, (set = new Set()));
    set.add(conn);
    socket.on('message', (data, isBinary) => {
      const text = isBinary ? null : data.toString();
      conn.queue = conn.queue.then(() => this.onFrame(conn, text));
    });
    socket.on('close', () => void this.detach(conn));
    socket.on('error', () => socket.terminate());
    this.send(conn, { t: 'hello', user_id: conn.userId });
    const now = this.deps.clock.now();
    const online = first ? presenceNotifyCall(conn.userId, { t: 'presence', user_id: conn.userId, online: '1', last_seen: formatWireDate(now) }) : null;
    conn.arrived = presenceUp(this.deps.db, conn.userId, this.processId, now, online);
    await conn.arrived;
  }

  private async detach(conn: Conn): Promise<void> {
    for (const id of conn.watching) this.watchers.get(id)?.delete(conn);
    const set = this.byUser.get(conn.userId);
    if (!set?.delete(conn)) return;
    if (set.size === 0) this.byUser.delete(conn.userId);
    if (this.stopped) return;
    try {
      // Counted down only once it was counted up: in a reconnect storm a socket may close while its row waits for
      // a pool connection.
      await conn.arrived;
      const now = this.deps.clock.now();
      await presenceDown(this.deps.db, conn.userId, this.processId, now);
      if (set.size > 0) return;
      const [state] = await presenceOf(this.deps.db, [conn.userId], now);
      if (state && !state.online)
        await publishPresence(this.deps.db, conn.userId, { t: 'presence', user_id: conn.userId, online: '0', last_seen: formatWireDate(now) });
    } catch (err) {
      this.deps.log.warn({ err }, 'realtime presence update failed');
    }
  }

  private send(conn: Conn, frame: RealtimeServerFrame): void {
    this.sendText(conn, JSON.stringify(frame));
  }

  /** A frame already serialised (one text for every recipient of a payload). */
  private sendText(conn: Conn, text: string): void {
    const s = conn.socket;
    if (s.readyState !== s.OPEN) return;
    if (s.bufferedAmount > MAX_BUFFERED_BYTES) {
      s.close(CLOSE.tryAgainLater, 'too slow');
      return;
    }
    this.cork(conn);
    s.send(text);
  }

  /**
   * Holds the socket's writes until the end of this tick, so the frames one change sends a user (a message and
   * the unread totals arrive as consecutive notifications) leave in one write instead of one system call each.
   */
  private cork(conn: Conn): void {
    const raw = (conn.socket as unknown as { _socket?: Duplex })._socket;
    if (!raw || this.corked.has(raw)) return;
    raw.cork();
    this.corked.add(raw);
    if (this.corked.size === 1) process.nextTick(this.uncorkAll);
  }

  private broadcastLocal(frame: RealtimeServerFrame): void {
    const text = JSON.stringify(frame);
    for (const set of this.byUser.values()) for (const c of set) this.sendText(c, text);
  }

  // ------------------------------------------------------------------------------------------ the channel

  /** A payload from the channel: to the sockets of its users, or to the watchers of its presence. */
  deliver(payload: string): void {
    let parsed: RealtimeEnvelope | RealtimeEnvelope[];
    try {
      parsed = JSON.parse(payload) as RealtimeEnvelope | RealtimeEnvelope[];
    } catch {
      return;
    }
    // One change's frames may travel together, as an array, in the order they are to be sent (publish.notifyCalls).
    for (const env of Array.isArray(parsed) ? parsed : [parsed]) this.deliverOne(env);
  }

  private deliverOne(env: RealtimeEnvelope): void {
    if (!env || typeof env !== 'object') return;
    let text: string | undefined;
    const own = env.f.t === 'message' ? env.f.message : undefined;
    const to = (c: Conn) => {
      // The sending socket's copy of its own message: its ack carries it.
      if (own?.client_id && own.sender_user_id === c.userId && c.acking.delete(own.client_id)) return;
      this.sendText(c, (text ??= JSON.stringify(env.f)));
    };
    if (env.w) {
      for (const c of this.watchers.get(env.w) ?? []) to(c);
      return;
    }
    for (const userId of env.u ?? []) for (const c of this.byUser.get(userId) ?? []) to(c);
  }


  // ------------------------------------------------------------------------------------------ client frames

  /** Notes a send of `conn` whose ack will carry the message (see Conn.acking); forgets old entries. */
  private expectAck(conn: Conn, clientId: string): void {
    const now = Date.now();
    if (conn.acking.size >= 64) for (const [id, until] of conn.acking) if (until < now) conn.acking.delete(id);
    conn.acking.set(clientId, now + ACKING_MS);
  }

  private allow(conn: Conn): boolean {
    const now = Date.now();
    conn.tokens = Math.min(FRAME_BURST, conn.tokens + ((now - conn.refilledAt) / 1000) * FRAMES_PER_SECOND);
    conn.refilledAt = now;
    if (conn.tokens < 1) return false;
    conn.tokens -= 1;
    return true;
  }

  private async onFrame(conn: Conn, text: string | null): Promise<void> {
    if (!this.allow(conn)) return this.send(conn, { t: 'error', message: conn.t('limits.messaging') });
    let frame: RealtimeClientFrame;
    try {
      const parsed = realtimeClientFrame.safeParse(text === null || text.length > CHAT_LIMITS.frameMax ? undefined : JSON.parse(text));
      if (!parsed.success) return this.send(conn, { t: 'error', message: conn.t('input.bad_frame') });
      frame = parsed.data;
    } catch {
      return this.send(conn, { t: 'error', message: conn.t('input.bad_frame') });
    }
    try {
      await this.handle(conn, frame);
    } catch (err) {
      const clientId = frame.t === 'send' ? frame.client_id : undefined;
      if (err instanceof AppError) return this.send(conn, { t: 'error', ...(clientId ? { client_id: clientId } : {}), message: conn.t(err.key, err.vars) });
      this.deps.log.error({ err }, 'realtime frame failed');
      this.send(conn, { t: 'error', ...(clientId ? { client_id: clientId } : {}), message: conn.t('internal_error') });
    }
  }

  private async handle(conn: Conn, f: RealtimeClientFrame): Promise<void> {
    switch (f.t) {
      case 'ping':
        return this.send(conn, { t: 'pong' });
      case 'send': {
        this.expectAck(conn, f.client_id);
        let message: WireRecord;
        try {
          message = await this.handlers.send(conn.userId, f, conn.t);
        } catch (err) {
          conn.acking.delete(f.client_id);
          throw err;
        }
        return this.send(conn, { t: 'ack', client_id: f.client_id, chat_id: f.chat_id, message });
      }
      case 'sync':
        return this.send(conn, { t: 'messages', chat_id: f.chat_id, messages: await this.handlers.sync(conn.userId, f.chat_id, f.after_seq, conn.t) });
      case 'read':
        return this.handlers.read(conn.userId, f.chat_id);
      case 'typing': {
        const now = Date.now();
        if (now - conn.typingAt < TYPING_EVERY_MS) return;
        conn.typingAt = now;
        const people = await this.handlers.participants(conn.userId, f.chat_id);
        if (!people) return;
        return publish(
          this.deps.db,
          people.filter((p) => p !== conn.userId),
          { t: 'typing', chat_id: f.chat_id, user_id: conn.userId },
        );
      }
      case 'watch':
        return this.watch(conn, f.user_ids);
    }
  }

  /** Replaces what `conn` watches with `ids` (only people it shares a conversation with) and tells their state now. */
  private async watch(conn: Conn, ids: string[]): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => id !== conn.userId);
    const allowed = new Set(wanted.length ? await this.handlers.contacts(conn.userId, wanted) : []);
    for (const id of conn.watching) if (!allowed.has(id)) this.watchers.get(id)?.delete(conn);
    conn.watching = allowed;
    for (const id of allowed) {
      let set = this.watchers.get(id);
      if (!set) this.watchers.set(id, (set = new Set()));
      set.add(conn);
    }
    for (const p of await presenceOf(this.deps.db, [...allowed], this.deps.clock.now()))
      this.send(conn, { t: 'presence', user_id: p.userId, online: p.online ? '1' : '0', last_seen: p.lastSeen ? formatWireDate(p.lastSeen) : '' });
  }

  // ------------------------------------------------------------------------------------------ heartbeat

  /** Keeps presence fresh and closes the sockets of sessions that ended (logout, ban, expiry) since they opened. */
  async beat(): Promise<void> {
    try {
      const conns = [...this.byUser.values()].flatMap((s) => [...s]);
      await heartbeat(this.deps.db, this.processId, [...this.byUser.keys()], this.deps.clock.now());
      const live = await liveSessionIds(this.deps, [...new Set(conns.map((c) => c.sessionId))]);
      for (const c of conns) if (!live.has(c.sessionId)) c.socket.close(CLOSE.sessionEnded, 'session ended');
    } catch (err) {
      this.deps.log.warn({ err }, 'realtime heartbeat failed');
    }
  }
}

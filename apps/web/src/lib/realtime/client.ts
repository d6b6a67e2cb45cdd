/**
 * The realtime channel of a signed-in tab (decision 013): one WebSocket to `/api/realtime`, authenticated by the
 * session cookie. Frames go to every subscriber; a dropped socket reconnects with exponential backoff and jitter,
 * and after each `hello` the client asks for what it missed (`sync` of every tracked conversation from its last
 * seq, repeated while a full page comes back) and renews its presence watch. NOTIFY is not durable, so
 * completeness rests on these syncs, never on the channel.
 */
import { CHAT_LIMITS, type RealtimeClientFrame, type RealtimeServerFrame } from '@wheeldeal/contract';

/** The part of a WebSocket the client uses (tests pass their own). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';
export type FrameListener = (frame: RealtimeServerFrame) => void;

const OPEN = 1;
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;
const PING_MS = 25_000;
/** The server's close code for a session that ended (logout elsewhere, expiry): only a new login helps. */
const SESSION_ENDED = 4001;

/**
 * How long to wait before reconnect attempt `attempt` (0, 1, 2 …): the exponential ceiling (0.5 s doubling up to
 * 30 s), half of it fixed and half random, so a server restart does not bring every tab back at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** `ws://host/api/realtime?lang=…` (wss on https) for the page's origin; `lang` picks the language of error frames. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>, lang: string): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/realtime?lang=${encodeURIComponent(lang)}`;
}

function parseFrame(data: unknown): RealtimeServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' && typeof (value as { t?: unknown }).t === 'string' ? (value as RealtimeServerFrame) : null;
  } catch {
    return null;
  }
}

export interface RealtimeClientOptions {
  url: () => string;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class RealtimeClient {
  private socket: SocketLike | null = null;
  private running = false;
  private attempt = 0;
  private retryTimer: unknown = null;
  private pingTimer: unknown = null;
  private readonly listeners = new Set<FrameListener>();
  private readonly statusListeners = new Set<() => void>();
  /** Open conversations: chat id → the last seq the screen holds. */
  private readonly tracked = new Map<string, { lastSeq: () => number; count: number }>();
  /** Watched users, reference-counted (two screens may watch the same person). */
  private readonly watched = new Map<string, number>();
  private currentStatus: RealtimeStatus = 'idle';
  /** Connections that reached `hello`; > 1 means this is a reconnect. */
  private connections = 0;

  constructor(private readonly options: RealtimeClientOptions) {}

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  /** How many times the channel came up (a reconnect makes it 2, 3 …). */
  get connectionCount(): number {
    return this.connections;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    this.connect();
  }

  stop(): void {
    this.running = false;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000);
    }
    this.connections = 0;
    this.setStatus('idle');
  }

  /** Reconnect now (the browser came back online), skipping the backoff wait. */
  reconnectNow(): void {
    if (!this.running || this.currentStatus === 'open' || this.currentStatus === 'connecting') return;
    this.clearTimers();
    this.connect();
  }

  subscribe(listener: FrameListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Sends a frame if the socket is open; false otherwise (the caller falls back to REST or waits for the sync). */
  send(frame: RealtimeClientFrame): boolean {
    if (!this.socket || this.socket.readyState !== OPEN || this.currentStatus !== 'open') return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /** Keep a conversation in sync across reconnects; returns the release. */
  track(chatId: string, lastSeq: () => number): () => void {
    const entry = this.tracked.get(chatId);
    if (entry) {
      entry.count++;
      entry.lastSeq = lastSeq;
    } else {
      this.tracked.set(chatId, { lastSeq, count: 1 });
      this.sync(chatId);
    }
    return () => {
      const now = this.tracked.get(chatId);
      if (!now) return;
      if (--now.count <= 0) this.tracked.delete(chatId);
    };
  }

  /** Presence of these users (at most 50 at a time, as the server takes); returns the release. */
  watch(userIds: readonly string[]): () => void {
    const ids = [...new Set(userIds.filter(Boolean))];
    for (const id of ids) this.watched.set(id, (this.watched.get(id) ?? 0) + 1);
    this.sendWatch();
    return () => {
      for (const id of ids) {
        const n = (this.watched.get(id) ?? 1) - 1;
        if (n <= 0) this.watched.delete(id);
        else this.watched.set(id, n);
      }
      this.sendWatch();
    };
  }

  private sync(chatId: string, afterSeq?: number): void {
    const entry = this.tracked.get(chatId);
    if (!entry) return;
    this.send({ t: 'sync', chat_id: chatId, after_seq: Math.max(0, afterSeq ?? entry.lastSeq()) });
  }

  private sendWatch(): void {
    this.send({ t: 'watch', user_ids: [...this.watched.keys()].slice(0, 50) });
  }

  private connect(): void {
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    this.setStatus(this.connections > 0 || this.attempt > 0 ? 'reconnecting' : 'connecting');
    let socket: SocketLike;
    try {
      socket = create(this.options.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onmessage = (event) => {
      const frame = parseFrame(event.data);
      if (frame) this.receive(frame);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      // Retrying soon would only be refused: wait the longest delay (a REST call meanwhile ends the local session).
      if ((event as { code?: number } | null)?.code === SESSION_ENDED) this.attempt = Math.max(this.attempt, 10);
      if (this.running) this.scheduleReconnect();
    };
    socket.onerror = () => {
      // A close event follows; the reconnect starts there.
    };
  }

  private receive(frame: RealtimeServerFrame): void {
    if (frame.t === 'hello') {
      this.attempt = 0;
      this.connections++;
      this.setStatus('open');
      this.startPing();
      if (this.watched.size > 0) this.sendWatch();
      for (const chatId of this.tracked.keys()) this.sync(chatId);
    } else if (frame.t === 'messages') {
      // At most a page per answer: ask again from the last one until a short page says we have caught up.
      if (frame.messages.length >= CHAT_LIMITS.pageSize) {
        const last = Math.max(...frame.messages.map((m) => Number(m.seq) || 0));
        this.sync(frame.chat_id, last);
      }
    } else if (frame.t === 'stale') {
      this.sync(frame.chat_id);
    } else if (frame.t === 'resync') {
      // The server's channel hiccuped: frames may be lost, so catch up as after a reconnect.
      for (const chatId of this.tracked.keys()) this.sync(chatId);
    }
    for (const listener of [...this.listeners]) listener(frame);
  }

  private scheduleReconnect(): void {
    this.setStatus('reconnecting');
    const delay = reconnectDelay(this.attempt++, this.options.random);
    const setTimer = this.options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
    this.retryTimer = setTimer(() => {
      this.retryTimer = null;
      if (this.running) this.connect();
    }, delay);
  }

  private startPing(): void {
    if (this.pingTimer !== null) return;
    const tick = () => {
      this.pingTimer = null;
      if (this.send({ t: 'ping' })) this.startPing();
    };
    const setTimer = this.options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
    this.pingTimer = setTimer(tick, PING_MS);
  }

  private clearTimers(): void {
    const clear = this.options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
    if (this.retryTimer !== null) clear(this.retryTimer);
    if (this.pingTimer !== null) clear(this.pingTimer);
    this.retryTimer = null;
    this.pingTimer = null;
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of [...this.statusListeners]) listener();
  }
}

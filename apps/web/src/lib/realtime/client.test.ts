/** The realtime client against fake sockets and a hand-driven timer: backoff, reconnect, sync from the last seq. */
import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@wheeldeal/contract';
import { RealtimeClient, realtimeUrl, reconnectDelay, type SocketLike } from './client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  /** The server accepted and said hello. */
  open(userId = 'u1') {
    this.readyState = 1;
    this.onopen?.({});
    this.receive({ t: 'hello', user_id: userId });
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
  const client = new RealtimeClient({
    url: () => 'ws://test/api/realtime',
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    random: () => 0.5,
    setTimer: (fn, ms) => {
      const t = { fn, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => {
      (t as { cleared: boolean }).cleared = true;
    },
  });
  /** Fires the pending reconnect timer (the ping timer is left alone). */
  const fireReconnect = () => {
    const t = timers.find((x) => !x.cleared && x.ms !== 25_000);
    if (!t) throw new Error('no reconnect scheduled');
    t.cleared = true;
    t.fn();
  };
  return { client, sockets, timers, fireReconnect };
}

describe('reconnectDelay', () => {
  it('grows exponentially to a cap of 30 s, half of it random', () => {
    expect(reconnectDelay(0, () => 0)).toBe(250);
    expect(reconnectDelay(0, () => 1)).toBe(500);
    expect(reconnectDelay(3, () => 0)).toBe(2000);
    expect(reconnectDelay(3, () => 0.999_999)).toBeLessThanOrEqual(4000);
    expect(reconnectDelay(20, () => 1)).toBe(30_000);
    expect(reconnectDelay(20, () => 0)).toBe(15_000);
  });
});

describe('realtimeUrl', () => {
  it('follows the page: ws on http, wss on https', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' }, 'en')).toBe('ws://localhost:5173/api/realtime?lang=en');
    expect(realtimeUrl({ protocol: 'https:', host: 'wheeldeal.example' }, 'ar')).toBe('wss://wheeldeal.example/api/realtime?lang=ar');
  });
});

describe('RealtimeClient', () => {
  it('after hello, renews the presence watch and syncs each tracked conversation from its last seq', () => {
    const { client, sockets, timers } = setup();
    let lastSeq = 7;
    client.track('c1', () => lastSeq);
    client.watch(['seller1']);
    client.start();
    expect(client.status).toBe('connecting');
    sockets[0]!.open();
    expect(client.status).toBe('open');
    expect(sockets[0]!.sent).toEqual([
      { t: 'watch', user_ids: ['seller1'] },
      { t: 'sync', chat_id: 'c1', after_seq: 7 },
    ]);
    lastSeq = 9;
    // A dropped socket waits for the backoff before it tries again.
    sockets[0]!.drop();
    expect(client.status).toBe('reconnecting');
    expect(sockets).toHaveLength(1);
    expect(timers.filter((t) => !t.cleared && t.ms !== 25_000)).toHaveLength(1);
  });

  it('reconnects with growing delays and syncs from the new last seq on the next hello', () => {
    const { client, sockets, timers, fireReconnect } = setup();
    let lastSeq = 3;
    client.track('c1', () => lastSeq);
    client.start();
    sockets[0]!.open();
    sockets[0]!.drop();
    expect(timers.filter((t) => t.ms !== 25_000).map((t) => t.ms)).toEqual([375]);
    fireReconnect();
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop(); // refused (e.g. the server restarting): wait longer
    expect(timers.filter((t) => t.ms !== 25_000).map((t) => t.ms)).toEqual([375, 750]);
    fireReconnect();
    lastSeq = 12;
    sockets[2]!.open();
    expect(sockets[2]!.sent).toEqual([{ t: 'sync', chat_id: 'c1', after_seq: 12 }]);
    expect(client.connectionCount).toBe(2);
    // Backoff starts over after a successful connection.
    sockets[2]!.drop();
    expect(timers.filter((t) => t.ms !== 25_000).at(-1)!.ms).toBe(375);
  });

  it('asks again while a sync answers a full page, syncs a stale conversation, and all of them on resync', () => {
    const { client, sockets } = setup();
    client.track('c1', () => 0);
    client.start();
    const socket = sockets[0]!;
    socket.open();
    socket.sent = [];
    const page = Array.from({ length: CHAT_LIMITS.pageSize }, (_, i) => ({ seq: String(i + 1) }));
    socket.receive({ t: 'messages', chat_id: 'c1', messages: page });
    expect(socket.sent).toEqual([{ t: 'sync', chat_id: 'c1', after_seq: CHAT_LIMITS.pageSize }]);
    socket.receive({ t: 'messages', chat_id: 'c1', messages: [{ seq: '31' }] });
    expect(socket.sent).toHaveLength(1);
    socket.receive({ t: 'stale', chat_id: 'c1' });
    expect(socket.sent.at(-1)).toEqual({ t: 'sync', chat_id: 'c1', after_seq: 0 });
    client.track('c2', () => 4);
    socket.sent = [];
    socket.receive({ t: 'resync' });
    expect(socket.sent).toEqual([
      { t: 'sync', chat_id: 'c1', after_seq: 0 },
      { t: 'sync', chat_id: 'c2', after_seq: 4 },
    ]);
  });

  it('waits the longest delay when the server ended the session', () => {
    const { client, sockets, timers } = setup();
    client.start();
    sockets[0]!.open();
    sockets[0]!.drop(4001);
    expect(timers.filter((t) => t.ms !== 25_000).map((t) => t.ms)).toEqual([22_500]);
  });

  it('hands every frame to its subscribers and ignores what is not a frame', () => {
    const { client, sockets } = setup();
    const got: string[] = [];
    const off = client.subscribe((f) => got.push(f.t));
    client.start();
    sockets[0]!.open();
    sockets[0]!.onmessage?.({ data: 'not json' });
    sockets[0]!.receive({ t: 'unread', buyer_unread_count: '1', seller_unread_count: '0' });
    off();
    sockets[0]!.receive({ t: 'pong' });
    expect(got).toEqual(['hello', 'unread']);
  });

  it('sends nothing before hello, and stops for good on stop()', () => {
    const { client, sockets, timers } = setup();
    client.start();
    expect(client.send({ t: 'ping' })).toBe(false);
    sockets[0]!.open();
    expect(client.send({ t: 'typing', chat_id: 'c1' })).toBe(true);
    client.stop();
    expect(sockets[0]!.closed).toBe(true);
    expect(client.status).toBe('idle');
    sockets[0]!.drop();
    expect(timers.filter((t) => !t.cleared && t.ms !== 25_000)).toHaveLength(0);
  });

  it('releases tracked conversations and watched users', () => {
    const { client, sockets, fireReconnect } = setup();
    const untrack = client.track('c1', () => 1);
    const unwatch = client.watch(['a', 'b']);
    client.start();
    sockets[0]!.open();
    unwatch();
    expect(sockets[0]!.sent.at(-1)).toEqual({ t: 'watch', user_ids: [] });
    untrack();
    sockets[0]!.drop();
    fireReconnect();
    sockets[1]!.open();
    // Nothing watched, nothing tracked: the new socket asks for nothing.
    expect(sockets[1]!.sent).toEqual([]);
  });
});

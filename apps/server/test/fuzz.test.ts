/**
 * Bad input never breaks the server. For every call of the contract's call catalogue (so a new call is fuzzed the
 * day it is added), fast-check generates at least 300 bad requests: wrong types, huge strings, NUL, lone
 * surrogates, odd Unicode, numbers out of range, unknown enum values, arrays and objects where text goes, missing
 * and extra fields, malformed JSON, wrong content types, broken multipart bodies and damaged media for uploads,
 * and path values of the wrong shape. They are sent signed in (the call's own role: an ordinary user, or an
 * admin for staff calls) through HTTP injection into the real app on a real PostgreSQL. Every answer must be:
 *   - below 500, and in time (a per-request timeout: no hang);
 *   - in the wire dialect: JSON, and a refusal is {"status":"error","message":…} (or the unknown-method shape);
 *   - for a refused call, without any change to the database: a row trigger on every table of this test's own
 *     database logs each row inserted, updated or deleted with the time it happened (rolled-back work leaves no
 *     trace). Requests are sent one at a time, each with its start and end time; every 25 requests the new log
 *     rows are read and each is laid on the request during which it was written, which must be one that was
 *     answered 2xx. One indexed read per 25 requests, and a failure names the table, the operation and the input.
 * The seed is fixed (FUZZ_SEED overrides it) and printed, so a failure replays exactly; fast-check shrinks it
 * to the smallest failing request and prints that too. One line sums up what was sent and answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calls, callOf, isIdField, ROLE, type CallDef } from '@wheeldeal/contract';
import { z } from 'zod';
import { ActionRegistry } from '../src/http/rest.ts';
import { registerModules } from '../src/modules/index.ts';
import { API_KEY, createTestApp, type TestApp } from './support/app.ts';
import { createLoggedInUser, makeCatalog, makeImage, makeItem, type Catalog } from './support/factories.ts';
import { buildMp4, buildWebm, jpeg } from './fixtures/media.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
/** Longer than any honest answer on a loaded machine; a request still open then is a hang. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Written by refused calls on purpose (brute-force counters, session last-seen): not part of the fingerprint. */
const VOLATILE_TABLES = new Set(['sessions', 'rate_limit_hits', 'verification_codes']);

let t: TestApp;
let cat: Catalog;
let jpegBytes: Buffer;
const registry = new ActionRegistry();
registerModules(registry);
const mix = new Map<string, number>();
let sent = 0;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  cat = await makeCatalog(t);
  jpegBytes = await jpeg(8, 8);
  await installWriteLog();
});

/** The write log: a table outside the app's schema and a row trigger on every table of it (this file's own
 * database, cloned for it, so nothing else sees the triggers). */
async function installWriteLog(): Promise<void> {
  const tables = await t.deps.pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  await t.deps.pool.query(`
    create schema fuzz;
    create table fuzz.writes (seq bigserial primary key, tbl text not null, op text not null, at timestamptz not null default clock_timestamp());
    create function fuzz.log_write() returns trigger language plpgsql as $$
      begin insert into fuzz.writes (tbl, op) values (tg_table_name, tg_op); return null; end $$;`);
  for (const { table_name: name } of tables.rows) {
    if (VOLATILE_TABLES.has(name)) continue;
    await t.deps.pool.query(`create trigger fuzz_log after insert or update or delete on public."${name}" for each row execute function fuzz.log_write()`);
  }
}

afterAll(async () => {
  const statuses = [...mix.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([s, n]) => `${s}×${n}`);
  console.log(`fuzz: ${Object.keys(calls).length} calls × ${RUNS} inputs = ${sent} requests (seed ${SEED}, FUZZ_SEED to replay); answers ${statuses.join(' ')}`);
  await t?.close();
});

/** The position of the write log: any committed row change moves it. */
async function writeMark(): Promise<number> {
  const r = await t.deps.pool.query<{ seq: string }>(`select coalesce(max(seq), 0)::text as seq from fuzz.writes`);
  return Number(r.rows[0]!.seq);
}

interface Write {
  seq: number;
  tbl: string;
  op: string;
  /** Epoch milliseconds (fractional), the clock the requests are timed with. */
  ms: number;
}

async function writesAfter(mark: number): Promise<Write[]> {
  const r = await t.deps.pool.query<{ seq: string; tbl: string; op: string; ms: string }>(
    `select seq::text, tbl, op, (extract(epoch from at) * 1000)::text as ms from fuzz.writes where seq > $1 order by seq`,
    [mark],
  );
  return r.rows.map((w) => ({ seq: Number(w.seq), tbl: w.tbl, op: w.op, ms: Number(w.ms) }));
}

/** A request as sent: when it started and ended (epoch ms), and how it was answered. */
interface Sent {
  from: number;
  to: number;
  status: number;
  note: string;
}

const clockMs = () => performance.timeOrigin + performance.now();

/** The request during which a write happened (or, between two requests, the nearest). */
function ownerOf(w: Write, sent: readonly Sent[]): Sent {
  const distance = (s: Sent) => (w.ms < s.from ? s.from - w.ms : w.ms > s.to ? w.ms - s.to : 0);
  return sent.reduce((best, s) => (distance(s) < distance(best) ? s : best));
}

const GROUP = 25;

// ------------------------------------------------------------------------------------------ generators

/** Real ids of this run, so some bad requests reach past validation into the services. */
interface Ids {
  user: string;
  item: string;
  image: string;
  catalog: string[];
}

const HUGE = ['x'.repeat(70_000), 'é'.repeat(40_000), '9'.repeat(400_000)];
const nulText = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`);
const loneSurrogate = fc.constantFrom('\uD800', '\uDFFF', 'a\uDBFFb', '\uDC00x', 'title \uD83D', '\uDE00\uD83D');
const oddUnicode = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }).filter((s) => !s.includes('\u0000')),
  fc.constantFrom('\u202Eevil', '\uFEFF', '\u200B\u200B', '𝕏𝕐', 'Ⅻ', '٣٤', 'ﷺ', '🏳️‍🌈', 'e\u0301', '\u0085', '\t\n\r', '   '),
);
const numberish = fc.oneof(
  fc.integer(),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -1, 0, -0, 5e-324, 1e21, 0.1 + 0.2, -273.15, 3.5),
  fc.constantFrom('-1', '1e309', 'NaN', 'Infinity', '-Infinity', '99999999999999999999', '0x10', '1.5', ' 3 ', '-0', '1,5', '0.0000001', '1e5'),
);
const enumish = fc.constantFrom('2', '3', '99', '-1', 'admin', 'ZZ', 'item-video', 'cover', 'profile', 'categories', 'users', 'paid_ad', 'true', 'null');
const hostile = fc.constantFrom("' OR 1=1 --", '"; drop table users; --', '../../etc/passwd', '%00', '%s%n', '${7*7}', '<script>alert(1)</script>', '$`', "$'", '\\', 'nologinuser', '{}', '[]');

function idish(ids: Ids) {
  return fc.oneof(
    fc.constantFrom(ids.user, ids.item, ids.image, ...ids.catalog),
    fc.constantFrom('itm_', 'usr_x', 'img_missing', 'a'.repeat(65), `usr_${'a'.repeat(400)}`, '1', '0', '-1'),
    fc.tuple(fc.constantFrom('itm', 'usr', 'img', 'cat', 'sub', 'lkp'), fc.nat()).map(([prefix, n]) => `${prefix}_${n.toString(36)}`),
  );
}

function scalar(ids: Ids): fc.Arbitrary<unknown> {
  return fc.oneof(
    // Huge strings are rare: each costs a large body to build, send and parse, and one in a hundred is plenty.
    { arbitrary: nulText, weight: 12 },
    { arbitrary: loneSurrogate, weight: 12 },
    { arbitrary: fc.constantFrom(...HUGE), weight: 1 },
    { arbitrary: oddUnicode, weight: 12 },
    { arbitrary: numberish, weight: 12 },
    { arbitrary: enumish, weight: 8 },
    { arbitrary: hostile, weight: 8 },
    { arbitrary: idish(ids), weight: 12 },
    { arbitrary: fc.boolean(), weight: 4 },
    { arbitrary: fc.constant(null), weight: 4 },
    { arbitrary: fc.constant(''), weight: 4 },
  );
}

function value(ids: Ids): fc.Arbitrary<unknown> {
  const s = scalar(ids);
  return fc.oneof(
    { arbitrary: s, weight: 8 },
    { arbitrary: fc.array(s, { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), s, { maxKeys: 3 }), weight: 1 },
    { arbitrary: fc.constant(JSON.parse(`${'['.repeat(40)}1${']'.repeat(40)}`) as unknown), weight: 1 },
  );
}

/** The field names of a call's request schema (an object's keys), or none. */
function fieldsOf(call: CallDef): string[] {
  let schema: unknown = call.request;
  for (let i = 0; i < 5 && schema; i++) {
    if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
    const def = (schema as { def?: { in?: unknown; innerType?: unknown; schema?: unknown; type?: string; left?: unknown } }).def;
    schema = def?.in ?? def?.innerType ?? def?.schema ?? def?.left;
  }
  return [];
}

const COMMON_FIELDS = ['id', 'user_id', 'login_user_id', 'item_id', 'img_id', 'offset', 'limit', 'img_parent_id', 'img_type', 'table', 'lang'];

/** A value a field of this name could well take, so that one bad field at a time gets past the others. */
function plausible(field: string, ids: Ids): fc.Arbitrary<string> {
  if (isIdField(field)) return fc.constantFrom(ids.user, ids.item, ids.image, ...ids.catalog, '');
  if (/email/.test(field)) return fc.constant('fuzz@example.com');
  if (/password/.test(field)) return fc.constant('Correct-horse-9');
  if (/^(offset|limit|ordering|price|.*_count|.*year|.*km|.*cc)$/.test(field)) return fc.constantFrom('0', '10', '1');
  if (/lat|lng/.test(field)) return fc.constantFrom('16.8', '96.1');
  if (/date/.test(field)) return fc.constant('2026-01-01');
  if (/^is_|flag|status|mode/.test(field)) return fc.constantFrom('0', '1');
  if (/type|table|group/.test(field)) return fc.constantFrom('item', 'categories', 'general', 'cover');
  return fc.constantFrom('A perfectly ordinary text of some length', 'Toyota', '');
}

/** A body of plausible values with one to three fields spoilt (or missing), and sometimes an extra one. */
function nearlyValid(ids: Ids, fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const names = fields.length ? fields : COMMON_FIELDS;
  const base = fc.record(Object.fromEntries(names.map((f) => [f, plausible(f, ids)])) as Record<string, fc.Arbitrary<string>>, { requiredKeys: [] });
  const spoil = fc.array(fc.tuple(fc.constantFrom(...names, ...COMMON_FIELDS, 'unexpected_field'), fc.option(value(ids), { nil: undefined })), { minLength: 1, maxLength: 3 });
  return fc.tuple(base, spoil).map(([b, bad]) => {
    const out: Record<string, unknown> = { ...b };
    for (const [k, v] of bad) {
      if (v === undefined) delete out[k];
      else out[k] = v;
    }
    return out;
  });
}

function body(ids: Ids, fields: string[]): fc.Arbitrary<unknown> {
  const keys = fc.constantFrom(...fields, ...COMMON_FIELDS);
  const extra = fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('constructor', 'prototype', 'toString', 'a\u0000b', '\uD800', 'x'.repeat(300)));
  const record = fc.dictionary(fc.oneof({ arbitrary: keys, weight: 5 }, { arbitrary: extra, weight: 1 }), value(ids), { maxKeys: 8 });
  return fc.oneof(
    { arbitrary: nearlyValid(ids, fields), weight: 10 },
    { arbitrary: record, weight: 5 },
    { arbitrary: fc.array(record, { maxLength: 3 }), weight: 1 },
    { arbitrary: scalar(ids), weight: 1 },
  );
}

/** A path value: text of the wrong shape, sent percent-encoded, or raw escapes that decode to NUL or nothing. */
function pathValue(ids: Ids): fc.Arbitrary<string> {
  const encode = (v: unknown) => {
    const s = typeof v === 'string' ? v : JSON.stringify(v) ?? 'undefined';
    return Buffer.from(s.slice(0, 3000), 'utf8').toString('hex').replace(/../g, '%$&') || '%20';
  };
  return fc.oneof(
    { arbitrary: scalar(ids).map(encode), weight: 6 },
    { arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%C0%80', '%FF', '%E0%A4%A', '%', 'abc%zz', '..', '%2e%2e%2f'), weight: 2 },
  );
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was generated, for the failure report. */
  note: string;
}

const CRLF = '\r\n';

/** A multipart body, whole or broken in one of the ways clients and attackers break them. */
function multipart(ids: Ids, fields: string[]): fc.Arbitrary<{ payload: Buffer; contentType: string; note: string }> {
  const media = fc.constantFrom<[string, () => Buffer]>(
    ['truncated mp4', () => buildMp4({ seconds: 5, mdatBytes: 2048 }).subarray(0, 60)],
    ['mp4 plus junk', () => Buffer.concat([buildMp4({ seconds: 5 }), Buffer.alloc(4096, 0x41)])],
    ['mp4 head only', () => buildMp4({ seconds: 5 }).subarray(0, 12)],
    ['truncated webm', () => buildWebm({ seconds: 5 }).subarray(0, 40)],
    ['webm plus junk', () => Buffer.concat([buildWebm({ seconds: 5 }), Buffer.alloc(2048, 0xff)])],
    ['jpeg head', () => jpegBytes.subarray(0, 20)],
    ['text', () => Buffer.from('not an image at all')],
    ['empty', () => Buffer.alloc(0)],
  );
  const fieldValues = fc.dictionary(fc.constantFrom(...fields, ...COMMON_FIELDS, 'a\u0000', 'file'), scalar(ids), { maxKeys: 5 });
  const realItem = fc.constantFrom({ item_id: ids.item }, { item_id: ids.item, img_type: 'item' }, { table: 'categories', id: ids.catalog[0]!, img_type: 'category' }, {});
  const breakage = fc.constantFrom('none', 'truncate', 'no-close', 'no-boundary', 'field-after-file', 'two-files', 'garbage-headers', 'wrong-boundary', 'bad-name');
  return fc.tuple(fc.oneof(realItem, fieldValues), media, breakage, fc.nat({ max: 400 })).map(([f, [mediaName, bytes], mode, cut]) => {
    const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
    const text = (k: string, v: unknown) => `--${boundary}${CRLF}Content-Disposition: form-data; name="${k}"${CRLF}${CRLF}${typeof v === 'string' ? v : JSON.stringify(v)}${CRLF}`;
    const fileHead = (name = 'file') => `--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"; filename="x.bin"${CRLF}Content-Type: application/octet-stream${CRLF}${CRLF}`;
    const fieldText = Object.entries(f).map(([k, v]) => text(k, v)).join('');
    const parts: Buffer[] = [];
    if (mode === 'garbage-headers') parts.push(Buffer.from(`--${boundary}${CRLF}Content-Disposition${CRLF}\u0000\u0001${CRLF}${CRLF}x${CRLF}`, 'latin1'));
    if (mode !== 'field-after-file') parts.push(Buffer.from(fieldText, 'utf8'));
    parts.push(Buffer.from(fileHead(mode === 'bad-name' ? 'photo' : 'file')), bytes(), Buffer.from(CRLF));
    if (mode === 'two-files') parts.push(Buffer.from(fileHead()), bytes(), Buffer.from(CRLF));
    if (mode === 'field-after-file') parts.push(Buffer.from(fieldText, 'utf8'));
    if (mode !== 'no-close') parts.push(Buffer.from(`--${boundary}--${CRLF}`));
    let payload = Buffer.concat(parts);
    if (mode === 'truncate') payload = payload.subarray(0, Math.min(cut, payload.length));
    const contentType = mode === 'no-boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${mode === 'wrong-boundary' ? 'other' : boundary}`;
    return { payload, contentType, note: `multipart ${mode}, ${mediaName}, fields ${JSON.stringify(Object.keys(f))}` };
  });
}

const LANGS = ['en', 'de', 'ar', 'ja', 'zh', 'th', 'xx', '*', 'en;q=abc'];

function request(name: string, call: CallDef, ids: Ids, token: string): fc.Arbitrary<FuzzRequest> {
  const [resource, action] = name.split('/') as [string, string];
  const fields = fieldsOf(call);
  const argName = fc.constantFrom(...fields, ...COMMON_FIELDS);
  const plausibleArg = argName.chain((k) => plausible(k, ids).map((v) => [k, encodeURIComponent(v)] as [string, string]));
  const pathArgs = fc
    .tuple(fc.array(plausibleArg, { maxLength: 2 }), fc.array(fc.tuple(argName, pathValue(ids)), { maxLength: 2 }))
    .map(([good, bad]) => [...good, ...bad]);
  const verb = call.method === 'ANY' ? fc.constantFrom('GET', 'POST') : fc.oneof({ arbitrary: fc.constant(call.method), weight: 9 }, { arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'), weight: 1 });
  const malformedJson = fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":"\\ud800"}', '{"user_id":"\\u0000"}', '\u0000', '{"a":1}}', '', ' ', '{"__proto__":{"x":1}}', '"just a string"', '1e999', '[]');
  type Encoded = { payload?: string | Buffer; contentType?: string; note: string };
  const encodings: fc.Arbitrary<Encoded>[] = [
    body(ids, fields).map((b) => ({ payload: JSON.stringify(b) ?? 'null', contentType: 'application/json', note: `json ${truncate(JSON.stringify(b))}` })),
    malformedJson.map((p) => ({ payload: p, contentType: 'application/json', note: `malformed json ${JSON.stringify(p)}` })),
    fc.dictionary(fc.constantFrom(...fields, ...COMMON_FIELDS), fc.oneof(scalar(ids).map(String), pathValue(ids))).map((d) => ({
      payload: Object.entries(d)
        .map(([k, v]) => `${encodeURIComponent(k)}=${v.includes('%') ? v : encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '?'))}`)
        .join('&'),
      contentType: 'application/x-www-form-urlencoded',
      note: `form ${truncate(JSON.stringify(d))}`,
    })),
    fc
      .tuple(fc.constantFrom('text/plain', 'application/xml', 'application/octet-stream', 'application/json; charset=latin1', 'image/jpeg', 'multipart/mixed', 'application/x-www-form-urlencoded; charset=utf-16'), fc.string({ maxLength: 40 }))
      .map(([contentType, p]) => ({ payload: p, contentType, note: `content-type ${contentType}` })),
    fc.constant({ note: 'no body' }),
  ];
  const weights = call.multipart ? [3, 1, 1, 1, 1, 6] : [10, 2, 2, 2, 1, 1];
  const encoded = fc.oneof(...[...encodings, multipart(ids, fields)].map((arbitrary, i) => ({ arbitrary, weight: weights[i]! })));
  return fc.tuple(verb, pathArgs, encoded, fc.constantFrom(...LANGS)).map(([method, args, enc, lang]) => {
    const url = `/index.php/rest/${resource}/${action}/api_key/${API_KEY}${args.map(([k, v]) => `/${encodeURIComponent(k)}/${v}`).join('')}`;
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'accept-language': lang };
    const sendsBody = method !== 'GET' && enc.payload !== undefined;
    if (sendsBody && enc.contentType) headers['content-type'] = enc.contentType;
    return { method, url, headers, payload: sendsBody ? enc.payload : undefined, note: `${method} ${truncate(url)} ${enc.note}` };
  });
}

const truncate = (s: string | undefined, max = 300) => (s === undefined ? 'undefined' : s.length > max ? `${s.slice(0, max)}…(${s.length})` : s);

// ------------------------------------------------------------------------------------------ the property

async function send(req: FuzzRequest) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms (hang): ${req.note}`)), REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([t.app.inject({ method: req.method as 'POST', url: req.url, headers: req.headers, payload: req.payload }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const wireRefusal = z.union([z.strictObject({ status: z.literal('error'), message: z.string().min(1) }), z.strictObject({ status: z.literal(false), error: z.string().min(1) })]);

describe('fuzz: bad input to every call of the catalogue', () => {
  for (const [name, call] of Object.entries(calls) as [string, CallDef][]) {
    it(`${name}: no 5xx, no hang, wire-dialect refusals and no write for ${RUNS} bad inputs`, async () => {
      const def = registry.byKey.get(name);
      expect(def, `${name} is in the catalogue but not served`).toBeDefined();
      expect(callOf(name)).toBe(call);
      // Fresh people and listing per call: a bad input that happens to be valid (a logout, a delete) cannot
      // spoil the inputs of the next call.
      const staff = def!.auth === 'admin' || def!.auth === 'staff';
      const caller = await createLoggedInUser(t, staff ? { roleId: ROLE.admin } : {});
      const item = await makeItem(t, cat, caller.id);
      const image = await makeImage(t, item.id);
      const ids: Ids = { user: caller.id, item: item.id, image: image.id, catalog: [cat.category.id, cat.make.id, cat.location.id] };
      const checksWrites = call.method !== 'GET';
      let mark = checksWrites ? await writeMark() : 0;
      let pending: Sent[] = [];
      /** Lays the writes since `mark` on the requests sent since; a refused one must have written nothing. */
      const settle = async () => {
        const sent = pending;
        pending = [];
        if (!sent.length) return;
        const writes = await writesAfter(mark);
        if (writes.length) mark = writes.at(-1)!.seq;
        for (const w of writes) {
          const owner = ownerOf(w, sent);
          if (owner.status >= 400) throw new Error(`refused (${owner.status}) but the database changed (${w.tbl} ${w.op}) for ${owner.note}`);
        }
      };

      await fc.assert(
        fc.asyncProperty(request(name, call, ids, caller.token), async (req) => {
          const from = clockMs();
          const res = await send(req);
          const to = clockMs();
          sent++;
          const status = res.statusCode;
          mix.set(`${Math.floor(status / 100)}xx`, (mix.get(`${Math.floor(status / 100)}xx`) ?? 0) + 1);
          if (status >= 500) throw new Error(`${status} ${res.body.slice(0, 300)} for ${req.note}`);
          let json: unknown;
          try {
            json = JSON.parse(res.body);
          } catch {
            throw new Error(`answer ${status} is not JSON (${truncate(res.body, 100)}) for ${req.note}`);
          }
          if (status >= 400) {
            const shape = wireRefusal.safeParse(json);
            if (!shape.success) throw new Error(`refusal ${status} not in the wire dialect: ${truncate(res.body, 200)} for ${req.note}`);
            if (/FST_|Error:|Unexpected|at \S+\.(js|ts)/.test(res.body)) throw new Error(`refusal leaks library text: ${truncate(res.body, 200)} for ${req.note}`);
          }
          if (!checksWrites) return;
          pending.push({ from, to, status, note: req.note });
          if (pending.length >= GROUP) await settle();
        }),
        { seed: seedOf(name), numRuns: RUNS, verbose: 1 },
      );
      await settle();
    }, 120_000);
  }
});

/** Each call gets its own stream of inputs, derived from the run's seed and its name. */
function seedOf(name: string): number {
  let h = SEED | 0;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16_777_619);
  return h;
}



/**
 * Codecs of the wire dialect (wire contract §2). Every scalar travels as a string: "1"/"0" flags, "15" numbers,
 * "" for null, "YYYY-MM-DD HH:MM:SS" (UTC) dates; a nested object that does not exist is sent with every field ""
 * plus is_empty_object "1". Each helper is a zod 4 codec, so one schema has two faces:
 *
 *   z.input<typeof X>  — the exact wire (what the server's presenters produce, what the OpenAPI document shows);
 *   z.output<typeof X> — the decoded value (numbers, booleans, Date or null) that a client works with.
 *
 * `X.parse(wire)` (= `z.decode`) checks the wire and decodes it; `z.encode(X, value)` writes the wire back. The
 * input side is typed `string` on purpose: the presenters build strings, and the pattern checks happen at run
 * time (in the response tests), so presenters need no casts.
 */
import { z } from 'zod';
import { formatWireDate, parseWireDate } from './wire-dates.ts';

const INT = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const FLAG = /^[01]$/;
const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;


/**
 * What the wire helpers' refinements and decodes do, for the decoders generated from the schemas at build time
 * (fast-decode.ts, decoderModule): a function of zod cannot be written out as code, so each helper registers its own
 * functions here under the name of what they do.
 */
export type WireCode =
  | { kind: 'oneOf'; values: readonly string[] }
  | { kind: 'listOf'; values: readonly string[] }
  | { kind: 'emptyObject' }
  | { kind: 'identity' }
  | { kind: 'null' }
  | { kind: 'flag' }
  | { kind: 'date' }
  | { kind: 'splitList' };
export const wireCode = new WeakMap<object, WireCode>();

/** Registers `fn` as doing `code` (see WireCode); returns it. */
export function withWireCode<F extends object>(fn: F, code: WireCode): F {
  wireCode.set(fn, code);
  return fn;
}

export { formatWireDate, parseWireDate };
withWireCode(parseWireDate, { kind: 'date' });

/** Free text (names, descriptions, relative times): stays a string. */
export const wireText = z.string();

/** A required opaque id. */
export const wireId = z.string().min(1);

/** An integer: "42" ↔ 42. */
export const wireInt = z.codec(z.string().regex(INT), z.number().int(), { decode: Number, encode: String });

/** A decimal number (prices, coordinates, ratings): "15.5" ↔ 15.5. */
export const wireNumber = z.codec(z.string().regex(NUMBER), z.number(), { decode: Number, encode: String });

/** A flag: "1" ↔ true, "0" ↔ false. */
export const wireFlag = z.codec(z.string().regex(FLAG), z.boolean(), { decode: withWireCode((s: string) => s === '1', { kind: 'flag' }), encode: (b) => (b ? '1' : '0') });

/** A point in time: "2026-01-15 09:30:00" (UTC) ↔ Date. */
export const wireDate = z.codec(z.string().regex(DATE), z.date(), { decode: parseWireDate, encode: formatWireDate });

/** One of a closed set of wire values (paid_status, ad_type, post_count…). */
export function wireEnum<const V extends readonly [string, ...string[]]>(values: V) {
  const allowed = new Set<string>(values);
  return z.codec(
    z.string().refine(
      withWireCode((s: string) => allowed.has(s), { kind: 'oneOf', values }),
      { message: `Expected one of: ${values.join(', ')}` },
    ),
    z.enum(values),
    { decode: withWireCode((s: string) => s as V[number], { kind: 'identity' }), encode: (v) => v },
  );
}

type StringCodec = z.ZodCodec<z.ZodString, z.ZodType> | z.ZodString;

/**
 * The inner codec of each wireOptional codec, for the fast decoder (fast-decode.ts): its refinement and decode call
 * zod on the inner codec per value; knowing the inner one, "" → null and anything else → the inner decode is enough.
 */
export const wireOptionalInner = new WeakMap<z.ZodType, z.ZodType>();

/** `inner`, or "" for none: "" ↔ null. */
export function wireOptional<C extends StringCodec>(inner: C) {
  const out = (inner instanceof z.ZodCodec ? inner.out : inner) as z.ZodType<z.output<C>>;
  const codec = z.codec(
    z.string().refine((s) => s === '' || inner.safeParse(s).success, { message: 'Expected "" or a valid value' }),
    out.nullable(),
    {
      decode: (s) => (s === '' ? null : (z.decode(inner as z.ZodType, s) as z.output<C>)),
      encode: (v) => (v === null ? '' : (z.encode(inner as z.ZodType, v) as string)),
    },
  );
  wireOptionalInner.set(codec, inner);
  return codec;
}

/** An optional id: "" ↔ null. */
export const wireRef = wireOptional(wireText);
export const wireIntOrNull = wireOptional(wireInt);
export const wireNumberOrNull = wireOptional(wireNumber);
export const wireDateOrNull = wireOptional(wireDate);

/** A wire record: a closed object (an unknown key is drift and fails) that may say it is present with
 * is_empty_object "0" (the price type does, spec §3). */
export function wireRecord<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject({ ...shape, is_empty_object: z.literal('0').optional() });
}

/** The wire of a missing nested object: is_empty_object "1" and "" (or empty nested) fields. */
export type EmptyWire = { [key: string]: string | EmptyWire; is_empty_object: '1' };

type AnyRecord = ReturnType<typeof wireRecord<z.ZodRawShape>>;

/** The empty object's fields are "" or, for nested objects, empty objects themselves. */
const isEmptyValue = (v: unknown): boolean =>
  v === '' || (typeof v === 'object' && v !== null && !Array.isArray(v) && (v as Record<string, unknown>).is_empty_object === '1' && isEmptyObjectWire(v as Record<string, unknown>));

function isEmptyObjectWire(o: Record<string, unknown>): boolean {
  return Object.entries(o).every(([k, v]) => k === 'is_empty_object' || isEmptyValue(v));
}

/** The wire of a missing nested object of `record`: every field "" (nested objects empty too). */
export function emptyWireOf(record: AnyRecord): EmptyWire {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(record.shape)) {
    if (key === 'is_empty_object') continue;
    const inner = field instanceof z.ZodUnion ? field.options.find((o) => o instanceof z.ZodObject) : undefined;
    out[key] = inner instanceof z.ZodObject ? emptyWireOf(inner as AnyRecord) : '';
  }
  out.is_empty_object = '1';
  return out as EmptyWire;
}

/** Typed as EmptyWire (not an open map of unknown) so typed presenters can return it where a Wire is expected. */
const emptyMarker = z
  .looseObject({ is_empty_object: z.literal('1') })
  .refine(withWireCode((o: Record<string, unknown>) => isEmptyObjectWire(o), { kind: 'emptyObject' }), { message: 'An empty object carries only "" fields' }) as unknown as z.ZodType<EmptyWire, EmptyWire>;

/**
 * A nested object that may be missing: the record, or the empty object (every field "", is_empty_object "1"),
 * which decodes to null. Senders may shorten the empty object to the fields a client reads (the item's empty
 * seller), so only the marker and the "" values are checked.
 */
export function orEmpty<R extends AnyRecord>(record: R) {
  const empty = z.codec(emptyMarker, z.null(), {
    decode: withWireCode(() => null, { kind: 'null' }),
    encode: () => emptyWireOf(record) as EmptyWire,
  });
  return z.union([empty, record]);
}

/** `{"status":"success","message":…}`: the answer of an action with no object to return. */
export const wireSuccess = z.strictObject({ status: z.literal('success'), message: z.string() });

/** `{"status":"error","message":…}`: every refusal; the two empty-list answers are `10001##…` / `10002##…`. */
export const wireError = z.strictObject({ status: z.literal('error'), message: z.string().min(1) });

/** The empty-list answer (HTTP 404) of a list call. */
export const wireEmptyList = z.strictObject({ status: z.literal('error'), message: z.string().regex(/^1000[12]##.+/s) });

/** A verb that does not exist for the resource/action (HTTP 404). */
export const wireUnknownMethod = z.strictObject({ status: z.literal(false), error: z.string() });

/** A nested object slot on the wire: the record or the empty object. */
export type WireOrEmpty<R extends z.ZodType> = z.input<R> | EmptyWire;

/** The wire (input) type of a schema: what the server sends. */
export type WireOf<S extends z.ZodType> = z.input<S>;
/** The decoded (output) type of a schema: what a client works with. */
export type Decoded<S extends z.ZodType> = z.output<S>;

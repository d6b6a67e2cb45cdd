/**
 * A cheaper decoder for answers, compiled from the contract's own zod schemas (docs/performance.md, "Less
 * main-thread work at startup"). zod checks an answer through its general machinery: per value a parse context, an
 * issue list, every check and refinement object; an items/search page of 20 listings (about 160 KB of JSON) took
 * 60 ms of main thread on a desktop CPU and several times that on a phone. `fastDecoder(schema)` walks the schema
 * once and builds plain functions for exactly the kinds the wire dialect uses (wire.ts: strings with patterns,
 * codecs, closed and open objects, unions, arrays, literals, enums, records…), so the same answer decodes to the
 * same value at a fraction of the cost.
 *
 * It only ever answers "this is the decoded value" or "not sure": any mismatch gives FAIL, and the caller then runs
 * the schema's own `safeParse`, which yields zod's value or its issues (the client's error handling and its
 * ApiDecodeError are unchanged). A schema using anything it does not know compiles to `null`: use zod. The tests
 * (test/fast-decode.test.ts) check that it accepts exactly what zod accepts and decodes to the same value.
 */
import type { z } from 'zod';
import { wireOptionalInner } from './wire.ts';

/** The "not sure: ask zod" answer. */
export const FAIL: unique symbol = Symbol('fast-decode: no match');

type Decode = (value: unknown) => unknown;

/** zod 4's internals the compiler reads (`schema._zod.def` and each check's `_zod.def`). */
interface Def {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  options?: Schema[];
  in?: Schema;
  out?: Schema;
  transform?: (value: unknown, payload: unknown) => unknown;
  innerType?: Schema;
  values?: unknown[];
  entries?: Record<string, unknown>;
  keyType?: Schema;
  valueType?: Schema;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  length?: number;
  fn?: (value: unknown) => unknown;
}
interface Schema {
  _zod: { def: Def };
}

/** A compiled check: true when the value passes. */
type Check = (value: never) => boolean;

class Unsupported extends Error {}

function compileChecks(def: Def): Check[] {
  return (def.checks ?? []).map(({ _zod: { def: c } }): Check => {
    switch (c.check) {
      case 'string_format': {
        const pattern = c.pattern;
        if (c.format !== 'regex' || !pattern) throw new Unsupported(`string format ${c.format}`);
        return (s: string) => {
          pattern.lastIndex = 0;
          return pattern.test(s);
        };
      }
      case 'min_length': {
        const min = c.minimum ?? 0;
        return (v: { length: number }) => v.length >= min;
      }
      case 'length_equals': {
        const length = c.length ?? 0;
        return (v: { length: number }) => v.length === length;
      }
      case 'number_format':
        if (c.format !== 'safeint') throw new Unsupported(`number format ${c.format}`);
        return (n: number) => Number.isSafeInteger(n);
      case 'custom': {
        // A refinement: its function answers true or false (an async one cannot be used here).
        const fn = c.fn;
        if (!fn) throw new Unsupported('custom check without a function');
        return (v: never) => {
          const ok = fn(v);
          if (ok instanceof Promise) throw new Unsupported('async refinement');
          return ok === true;
        };
      }
      default:
        throw new Unsupported(`check ${c.check}`);
    }
  });
}

/** `decode` behind a type guard and the schema's checks. */
function guarded(is: (v: unknown) => boolean, checks: Check[], decode: Decode = (v) => v): Decode {
  if (checks.length === 0) return (v) => (is(v) ? decode(v) : FAIL);
  return (v) => {
    if (!is(v)) return FAIL;
    for (const check of checks) if (!check(v as never)) return FAIL;
    return decode(v);
  };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function compile(schema: Schema, seen: Map<Schema, Decode>): Decode {
  const known = seen.get(schema);
  if (known) return known;
  // Recursive schemas see a forwarder until their function is built.
  const slot: { decode?: Decode } = {};
  seen.set(schema, (v) => slot.decode!(v));
  slot.decode = build(schema, seen);
  seen.set(schema, slot.decode);
  return slot.decode;
}

function build(schema: Schema, seen: Map<Schema, Decode>): Decode {
  const def = schema._zod.def;
  const optionalInner = wireOptionalInner.get(schema as unknown as z.ZodType);
  if (optionalInner) {
    // wireOptional(inner): "" is null, any other string is the inner codec's (its output side is inner's too).
    const inner = compile(optionalInner as unknown as Schema, seen);
    return (v) => (v === '' ? null : typeof v === 'string' ? inner(v) : FAIL);
  }
  const checks = compileChecks(def);
  switch (def.type) {
    case 'string':
      return guarded((v) => typeof v === 'string', checks);
    case 'number':
      return guarded((v) => typeof v === 'number' && Number.isFinite(v), checks);
    case 'boolean':
      return guarded((v) => typeof v === 'boolean', checks);
    case 'null':
      return guarded((v) => v === null, checks);
    case 'date':
      return guarded((v) => v instanceof Date && !Number.isNaN(v.getTime()), checks);
    case 'unknown':
      return guarded(() => true, checks);
    case 'never':
      return () => FAIL;
    case 'literal': {
      const values = def.values ?? [];
      return guarded((v) => values.includes(v), checks);
    }
    case 'enum': {
      const values = new Set(Object.values(def.entries ?? {}));
      return guarded((v) => values.has(v), checks);
    }
    case 'nullable': {
      const inner = compile(def.innerType!, seen);
      return guarded(() => true, checks, (v) => (v === null ? null : inner(v)));
    }
    case 'optional': {
      const inner = compile(def.innerType!, seen);
      return guarded(() => true, checks, (v) => (v === undefined ? undefined : inner(v)));
    }
    case 'array': {
      const element = compile(def.element!, seen);
      return guarded(Array.isArray, checks, (v) => {
        const list = v as unknown[];
        const out = new Array<unknown>(list.length);
        for (let i = 0; i < list.length; i++) {
          const d = element(list[i]);
          if (d === FAIL) return FAIL;
          out[i] = d;
        }
        return out;
      });
    }
    case 'object':
      return guarded(isPlainObject, checks, compileObject(def, seen));
    case 'record': {
      const key = compile(def.keyType!, seen);
      const value = compile(def.valueType!, seen);
      return guarded(isPlainObject, checks, (v) => {
        const out: Record<string, unknown> = {};
        for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
          const dk = key(k);
          if (dk === FAIL) return FAIL;
          const dx = value(x);
          if (dx === FAIL) return FAIL;
          out[dk as string] = dx;
        }
        return out;
      });
    }
    case 'union': {
      // zod answers the first option that matches.
      const options = (def.options ?? []).map((o) => compile(o, seen));
      return guarded(() => true, checks, (v) => {
        for (const option of options) {
          const d = option(v);
          if (d !== FAIL) return d;
        }
        return FAIL;
      });
    }
    case 'pipe': {
      // A codec (wire.ts): the wire side, then its decode, then the decoded side is checked.
      const input = compile(def.in!, seen);
      const output = compile(def.out!, seen);
      const transform = def.transform;
      if (!transform) throw new Unsupported('pipe without a transform');
      return guarded(() => true, checks, (v) => {
        const w = input(v);
        if (w === FAIL) return FAIL;
        // A decode that throws or adds issues is zod's to report.
        const payload = { value: w, issues: [] as unknown[] };
        let d: unknown;
        try {
          d = transform(w, payload);
        } catch {
          return FAIL;
        }
        if (payload.issues.length > 0 || d instanceof Promise) return FAIL;
        return output(d);
      });
    }
    default:
      throw new Unsupported(`schema type ${def.type}`);
  }
}

function compileObject(def: Def, seen: Map<Schema, Decode>): Decode {
  const fields = Object.entries(def.shape ?? {}).map(([key, s]) => ({ key, decode: compile(s, seen), optional: s._zod.def.type === 'optional' }));
  const inShape = new Set(fields.map((f) => f.key));
  const catchall = def.catchall;
  // No catchall: unknown keys are dropped; `never` (strictObject): an unknown key fails; else each extra is checked.
  const extra = catchall === undefined ? null : catchall._zod.def.type === 'never' ? 'refuse' : compile(catchall, seen);
  return (v) => {
    const o = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const { key, decode, optional } of fields) {
      const x = o[key];
      if (x === undefined && optional && !(key in o)) continue;
      const d = decode(x);
      if (d === FAIL) return FAIL;
      out[key] = d;
    }
    if (extra !== null) {
      for (const key of Object.keys(o)) {
        if (inShape.has(key)) continue;
        if (extra === 'refuse') return FAIL;
        const d = extra(o[key]);
        if (d === FAIL) return FAIL;
        out[key] = d;
      }
    }
    return out;
  };
}

const compiled = new WeakMap<object, Decode | null>();

/**
 * The fast decoder of `schema` (made once, then kept), or null when the schema uses something it does not know.
 * It returns the decoded value, or FAIL: then decode with `schema.safeParse` for zod's value or issues.
 */
export function fastDecoder<S extends z.ZodType>(schema: S): ((wire: unknown) => z.output<S> | typeof FAIL) | null {
  let decode = compiled.get(schema);
  if (decode === undefined) {
    try {
      decode = compile(schema as unknown as Schema, new Map());
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      decode = null;
    }
    compiled.set(schema, decode);
  }
  return decode as ((wire: unknown) => z.output<S> | typeof FAIL) | null;
}

/** `schema`'s decoded value of `wire`: by the fast decoder when it can tell, else by zod (its value or its issues). */
export function decodeAnswer<S extends z.ZodType>(schema: S, wire: unknown): z.ZodSafeParseResult<z.output<S>> {
  const fast = fastDecoder(schema);
  if (fast) {
    const decoded = fast(wire);
    if (decoded !== FAIL) return { success: true, data: decoded } as z.ZodSafeParseResult<z.output<S>>;
  }
  return schema.safeParse(wire);
}

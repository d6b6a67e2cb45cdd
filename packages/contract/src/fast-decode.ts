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
import { wireCode, wireOptionalInner } from './wire.ts';

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

// ---------------------------------------------------------------------------------------------------------------
// The same decoders as code, generated at build time (apps/web/vite.config.ts): the web app then decodes without
// loading zod and the schemas at all (their chunk, evaluated, was one of the longest tasks of its start-up).

/** The helpers every generated module starts with (isEmptyObjectWire as in wire.ts). */
const PRELUDE = `const F = Symbol('fast-decode: no match');
const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEmptyValue = (v) => v === '' || (isObj(v) && v.is_empty_object === '1' && isEmptyObjectWire(v));
function isEmptyObjectWire(o) { return Object.entries(o).every(([k, v]) => k === 'is_empty_object' || isEmptyValue(v)); }
`;

class Emitter {
  private readonly names = new Map<Schema, string>();
  private readonly consts: string[] = [];
  private readonly functions: string[] = [];

  /** The name of `schema`'s decoder function, emitting it (and what it uses) the first time. */
  fn(schema: Schema): string {
    const known = this.names.get(schema);
    if (known) return known;
    const name = `d${this.names.size}`;
    this.names.set(schema, name);
    try {
      this.functions.push(`function ${name}(v) {\n${this.body(schema)}\n}`);
    } catch (error) {
      this.names.delete(schema);
      throw error;
    }
    return name;
  }

  private constant(code: string): string {
    const name = `c${this.consts.length}`;
    this.consts.push(`const ${name} = ${code};`);
    return name;
  }

  /** Each check as a condition that is true when the value FAILS it. */
  private failing(def: Def): string[] {
    return (def.checks ?? []).map(({ _zod: { def: c } }) => {
      switch (c.check) {
        case 'string_format': {
          if (c.format !== 'regex' || !c.pattern) throw new Unsupported(`string format ${c.format}`);
          const re = this.constant(String(c.pattern));
          return c.pattern.global || c.pattern.sticky ? `(${re}.lastIndex = 0, !${re}.test(v))` : `!${re}.test(v)`;
        }
        case 'min_length':
          return `v.length < ${Number(c.minimum ?? 0)}`;
        case 'length_equals':
          return `v.length !== ${Number(c.length ?? 0)}`;
        case 'number_format':
          if (c.format !== 'safeint') throw new Unsupported(`number format ${c.format}`);
          return '!Number.isSafeInteger(v)';
        case 'custom': {
          const code = c.fn ? wireCode.get(c.fn) : undefined;
          switch (code?.kind) {
            case 'oneOf':
              return `!${this.constant(`new Set(${JSON.stringify(code.values)})`)}.has(v)`;
            case 'listOf': {
              const set = this.constant(`new Set(${JSON.stringify(code.values)})`);
              return `!(v === '' || v.split(',').every((x) => ${set}.has(x)))`;
            }
            case 'emptyObject':
              return '!isEmptyObjectWire(v)';
            default:
              throw new Unsupported('a refinement without a WireCode');
          }
        }
        default:
          throw new Unsupported(`check ${c.check}`);
      }
    });
  }

  private guarded(guard: string, def: Def, then: string): string {
    const fails = [`!(${guard})`, ...this.failing(def)];
    return `  if (${fails.join(' || ')}) return F;\n${then}`;
  }

  private body(schema: Schema): string {
    const def = schema._zod.def;
    const optionalInner = wireOptionalInner.get(schema as unknown as z.ZodType);
    if (optionalInner) {
      const inner = this.fn(optionalInner as unknown as Schema);
      return `  if (v === '') return null;\n  return typeof v === 'string' ? ${inner}(v) : F;`;
    }
    const noChecks = () => {
      if ((def.checks ?? []).length > 0) throw new Unsupported(`checks on ${def.type}`);
    };
    switch (def.type) {
      case 'string':
        return this.guarded(`typeof v === 'string'`, def, '  return v;');
      case 'number':
        return this.guarded(`typeof v === 'number' && Number.isFinite(v)`, def, '  return v;');
      case 'boolean':
        return this.guarded(`typeof v === 'boolean'`, def, '  return v;');
      case 'null':
        return this.guarded('v === null', def, '  return v;');
      case 'date':
        return this.guarded('v instanceof Date && !Number.isNaN(v.getTime())', def, '  return v;');
      case 'unknown':
        return this.guarded('true', def, '  return v;');
      case 'never':
        return '  return F;';
      case 'literal': {
        const values = def.values ?? [];
        for (const x of values) if (!['string', 'number', 'boolean'].includes(typeof x) && x !== null) throw new Unsupported('literal value');
        return this.guarded(values.map((x) => `v === ${JSON.stringify(x)}`).join(' || ') || 'false', def, '  return v;');
      }
      case 'enum': {
        const set = this.constant(`new Set(${JSON.stringify(Object.values(def.entries ?? {}))})`);
        return this.guarded(`${set}.has(v)`, def, '  return v;');
      }
      case 'nullable':
        noChecks();
        return `  return v === null ? null : ${this.fn(def.innerType!)}(v);`;
      case 'optional':
        noChecks();
        return `  return v === undefined ? undefined : ${this.fn(def.innerType!)}(v);`;
      case 'array': {
        const element = this.fn(def.element!);
        return this.guarded(
          'Array.isArray(v)',
          def,
          `  const out = new Array(v.length);\n  for (let i = 0; i < v.length; i++) {\n    const x = ${element}(v[i]);\n    if (x === F) return F;\n    out[i] = x;\n  }\n  return out;`,
        );
      }
      case 'object': {
        const lines = ['  const o = {};', '  let x;'];
        const keys: string[] = [];
        for (const [key, field] of Object.entries(def.shape ?? {})) {
          keys.push(key);
          const k = JSON.stringify(key);
          const set = `x = ${this.fn(field)}(v[${k}]); if (x === F) return F; o[${k}] = x;`;
          lines.push(field._zod.def.type === 'optional' ? `  if (v[${k}] !== undefined || ${k} in v) { ${set} }` : `  ${set}`);
        }
        const catchall = def.catchall;
        if (catchall !== undefined) {
          const known = this.constant(`new Set(${JSON.stringify(keys)})`);
          lines.push(
            catchall._zod.def.type === 'never'
              ? `  for (const k of Object.keys(v)) if (!${known}.has(k)) return F;`
              : `  for (const k of Object.keys(v)) { if (${known}.has(k)) continue; x = ${this.fn(catchall)}(v[k]); if (x === F) return F; o[k] = x; }`,
          );
        }
        lines.push('  return o;');
        return this.guarded('isObj(v)', def, lines.join('\n'));
      }
      case 'record': {
        const key = this.fn(def.keyType!);
        const value = this.fn(def.valueType!);
        return this.guarded(
          'isObj(v)',
          def,
          `  const o = {};\n  for (const [k, x] of Object.entries(v)) {\n    const dk = ${key}(k);\n    if (dk === F) return F;\n    const dx = ${value}(x);\n    if (dx === F) return F;\n    o[dk] = dx;\n  }\n  return o;`,
        );
      }
      case 'union': {
        noChecks();
        const options = (def.options ?? []).map((o) => this.fn(o));
        return `  let x;\n${options.map((o) => `  if ((x = ${o}(v)) !== F) return x;`).join('\n')}\n  return F;`;
      }
      case 'pipe': {
        noChecks();
        const input = this.fn(def.in!);
        const output = this.fn(def.out!);
        return `  const w = ${input}(v);\n  if (w === F) return F;\n  return ${output}(${this.transform(def)});`;
      }
      default:
        throw new Unsupported(`schema type ${def.type}`);
    }
  }

  /** A codec's decode of `w` as an expression. */
  private transform(def: Def): string {
    if (def.transform === Number) return 'Number(w)';
    const code = def.transform ? wireCode.get(def.transform) : undefined;
    switch (code?.kind) {
      case 'identity':
        return 'w';
      case 'null':
        return 'null';
      case 'flag':
        return `w === '1'`;
      case 'date':
        return `new Date(w.replace(' ', 'T') + 'Z')`;
      case 'splitList':
        return `(w === '' ? [] : w.split(','))`;
      default:
        throw new Unsupported('a decode without a WireCode');
    }
  }

  source(exports: string): string {
    return `${PRELUDE}${this.consts.join('\n')}\n${this.functions.join('\n')}\n${exports}`;
  }
}

/**
 * An ES module (plain JavaScript) with the decoders of `schemas`: `export const decoders = { name: fn }` (each fn
 * returns the decoded value or `FAIL`, exported too) and `export const meta = extra` (JSON). A schema that uses what
 * the generator does not know is left out (listed in `missing`): its caller decodes with zod.
 */
export function decoderModule(schemas: Record<string, z.ZodType>, extra: unknown = null): { source: string; missing: string[] } {
  const emitter = new Emitter();
  const entries: string[] = [];
  const missing: string[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    try {
      entries.push(`  ${JSON.stringify(name)}: ${emitter.fn(schema as unknown as Schema)},`);
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      missing.push(name);
    }
  }
  const exports = `export const FAIL = F;\nexport const decoders = {\n${entries.join('\n')}\n};\nexport const meta = ${JSON.stringify(extra)};\n`;
  return { source: emitter.source(exports), missing };
}

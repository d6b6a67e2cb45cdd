/**
 * The fast decoder (src/fast-decode.ts) must agree with zod exactly: the same decoded value for every answer zod
 * accepts, and FAIL (so the caller asks zod for its issues) for every answer zod refuses.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FAIL, calls, decodeAnswer, decoderModule, fastDecoder, wireChatMessage, wireItem, wireNoti } from '../src/index.ts';

const answer = JSON.parse(fs.readFileSync(new URL('./fixtures/items-search-answer.json', import.meta.url), 'utf8')) as Array<Record<string, unknown>>;
const search = calls['items/search'].response;

/** The generated module (as the web build makes it) for every call's answer and the two frame schemas. */
const SCHEMAS: Record<string, z.ZodType> = { ...Object.fromEntries(Object.entries(calls).map(([name, def]) => [name, def.response as z.ZodType])), wireNoti, wireChatMessage, wireItem };
const generatedModule = decoderModule(SCHEMAS, { hello: 1 });
const generatedFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wd-decoders-')), 'decoders.mjs');
fs.writeFileSync(generatedFile, generatedModule.source);
const generated = (await import(pathToFileURL(generatedFile).href)) as { FAIL: symbol; decoders: Record<string, (wire: unknown) => unknown>; meta: unknown };

/** zod, the fast decoder and the generated one on `wire`: they agree on success, and on the value. */
function expectAgreement(schema: z.ZodType, wire: unknown, label: string, name = 'wireItem'): boolean {
  const fast = fastDecoder(schema)!(wire);
  const slow = schema.safeParse(wire);
  expect(fast === FAIL, `${label}: fast ${fast === FAIL ? 'refused' : 'accepted'}, zod ${slow.success ? 'accepted' : 'refused'}`).toBe(!slow.success);
  if (slow.success) expect(fast, label).toStrictEqual(slow.data);
  const gen = generated.decoders[name]!(wire);
  expect(gen === generated.FAIL, `${label}: generated ${gen === generated.FAIL ? 'refused' : 'accepted'}, zod ${slow.success ? 'accepted' : 'refused'}`).toBe(!slow.success);
  if (slow.success) expect(gen, label).toStrictEqual(slow.data);
  return slow.success;
}

type Path = Array<string | number>;

/** Every place in a wire value: the value itself, each key of each object and each element of each array. */
function places(value: unknown, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...places(v, [...at, i])));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(...places(v, [...at, k]));
  return out;
}

/** A deep copy of `root` with `edit` applied to the parent of `path`'s last step. */
function mutate(root: unknown, path: Path, edit: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = structuredClone(root);
  if (path.length === 0) return copy;
  let parent = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  edit(parent, path.at(-1)!);
  return copy;
}

/** Wire strings each codec has to tell apart, and values of the wrong kind. */
const REPLACEMENTS: unknown[] = ['', '0', '1', '2', '-1', '1.5', '1e5', ' 1', 'x', '2026-01-15 09:30:00', '2026-01-15', 'published', 'free', 0, 1, null, true, {}, [], { is_empty_object: '1' }];

describe('the fast decoder', () => {
  it('compiles every response of the call catalogue, and the realtime and push schemas', () => {
    const missing = Object.entries(calls).filter(([, def]) => fastDecoder(def.response) === null).map(([name]) => name);
    expect(missing).toEqual([]);
    expect(fastDecoder(wireNoti)).not.toBeNull();
    expect(fastDecoder(wireChatMessage)).not.toBeNull();
  });

  it('generates code for every response of the call catalogue, and the realtime and push schemas', () => {
    expect(generatedModule.missing).toEqual([]);
    expect(Object.keys(generated.decoders).sort()).toEqual(Object.keys(SCHEMAS).sort());
    expect(generated.meta).toEqual({ hello: 1 });
  });

  it('decodes a real items/search answer to the value zod gives', () => {
    expect(answer.length).toBeGreaterThan(1);
    expect(expectAgreement(search, answer, 'answer', 'items/search')).toBe(true);
    const item = decodeAnswer(wireItem, answer[0]);
    expect(item.success).toBe(true);
    if (!item.success) return;
    expect(typeof item.data.price).toBe('number');
    expect(item.data.added_date).toBeInstanceOf(Date);
    expect(typeof item.data.is_favourited).toBe('boolean');
  });

  it('agrees with zod on every one-place change of the answer (value replaced, key removed, key added)', { timeout: 120_000 }, () => {
    let accepted = 0;
    let refused = 0;
    const item = answer[0]!;
    for (const path of places(item).slice(1)) {
      const label = path.join('.');
      for (const replacement of REPLACEMENTS) {
        const wire = mutate(item, path, (parent, key) => {
          parent[key] = structuredClone(replacement);
        });
        if (expectAgreement(wireItem, wire, `${label} = ${JSON.stringify(replacement)}`)) accepted++;
        else refused++;
      }
      const removed = mutate(item, path, (parent, key) => {
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else delete parent[key];
      });
      if (expectAgreement(wireItem, removed, `${label} removed`)) accepted++;
      else refused++;
      const added = mutate(item, path, (parent, key) => {
        const value = parent[key];
        if (value && typeof value === 'object' && !Array.isArray(value)) (value as Record<string, unknown>).not_in_the_contract = '1';
      });
      if (expectAgreement(wireItem, added, `${label} + an unknown key`)) accepted++;
      else refused++;
    }
    // Both sides were exercised: many changes are still a valid Item ("" for an optional id…), most are not.
    expect(accepted).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(500);
  });

  it('refuses what is not the answer at all, and leaves the issues to zod', () => {
    for (const wire of [null, undefined, {}, 'x', [null], [answer[0], 1]]) expectAgreement(search, wire, JSON.stringify(wire) ?? 'undefined', 'items/search');
    const refused = decodeAnswer(search, [{ ...answer[0], price: 'ten' }]);
    expect(refused.success).toBe(false);
    if (!refused.success) expect(refused.error.issues[0]?.path).toEqual([0, 'price']);
  });
});

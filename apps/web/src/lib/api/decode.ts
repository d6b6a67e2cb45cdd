/**
 * Decoding answers and frames, and knowing a call's method, with as little as possible loaded (docs/performance.md,
 * "Less main-thread work at startup"). A production build has decoders generated from the contract (decoders.ts):
 * plain functions and a table of the calls, loaded with the first call; the contract's schemas (zod) are loaded
 * only when a generated decoder cannot vouch for an answer — then zod decides, and its issues make the error. In
 * development and tests the schemas are used, through the contract's fast decoder.
 */
import type { CallMethod, CallName } from '@wheeldeal/contract';
import { contractIfLoaded, loadContract } from './contract';

type Generated = typeof import('./decoders');
type Contract = typeof import('@wheeldeal/contract');

let generated: Generated | undefined;
let loading: Promise<Generated> | undefined;

/** Loads the generated decoders once (the first call starts it, alongside its own request). */
export function loadDecoders(): Promise<Generated> {
  loading ??= import('./decoders').then((m) => (generated = m));
  return loading;
}

/** What can be decoded: an answer by its call's name, or a realtime / push frame's schema. */
export type WireKey = CallName | 'wireNoti' | 'wireChatMessage';

export type Decoded = { success: true; data: unknown } | { success: false; issues: readonly { path: PropertyKey[]; message: string }[] };

const schemaOf = (contract: Contract, key: WireKey) =>
  key === 'wireNoti' ? contract.wireNoti : key === 'wireChatMessage' ? contract.wireChatMessage : contract.calls[key].response;

function byGenerated(key: WireKey, wire: unknown): Decoded | undefined {
  const decode = generated?.decoders?.[key];
  if (!decode) return undefined;
  const data = decode(wire);
  return data === generated!.FAIL ? undefined : { success: true, data };
}

function byContract(contract: Contract, key: WireKey, wire: unknown): Decoded {
  const result = contract.decodeAnswer(schemaOf(contract, key), wire);
  return result.success ? { success: true, data: result.data } : { success: false, issues: result.error.issues };
}

/** Decoded at once when what it needs is loaded (after the first call, nearly always); else undefined. */
export function decodeWireNow(key: WireKey, wire: unknown): Decoded | undefined {
  const fast = byGenerated(key, wire);
  if (fast) return fast;
  // No generated decoders (development, tests) or this one could not vouch: the schemas, when they are here.
  const contract = contractIfLoaded();
  return contract ? byContract(contract, key, wire) : undefined;
}

/** Decodes `wire` as `key`'s schema: the generated decoder if it vouches, else zod's value or issues. */
export async function decodeWire(key: WireKey, wire: unknown): Promise<Decoded> {
  const now = decodeWireNow(key, wire);
  if (now) return now;
  if (!generated) {
    await loadDecoders();
    const fast = byGenerated(key, wire);
    if (fast) return fast;
  }
  return byContract(contractIfLoaded() ?? (await loadContract()), key, wire);
}

export interface CallInfo {
  method: CallMethod;
  list: boolean;
  multipart: boolean;
}

/** A call's method and kind when it is known already (generated table or loaded contract); else undefined. */
export function callInfoNow(name: CallName): CallInfo | undefined {
  const row = generated?.meta?.[name];
  if (row) return { method: row[0], list: row[1] === 1, multipart: row[2] === 1 };
  const def = contractIfLoaded()?.calls[name] as { method: CallMethod; list?: boolean; multipart?: boolean } | undefined;
  return def ? { method: def.method, list: def.list === true, multipart: def.multipart === true } : undefined;
}

/** A call's method and kind: from the generated table, else from the contract. */
export async function callInfo(name: CallName): Promise<CallInfo> {
  const known = callInfoNow(name);
  if (known) return known;
  const gen = generated ?? (await loadDecoders());
  if (!gen.meta) await loadContract();
  const info = callInfoNow(name);
  if (!info) throw new TypeError(`[api] ${name} is not in the contract`);
  return info;
}

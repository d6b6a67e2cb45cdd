/**
 * The typed client over the contract's call catalogue (decision 007): `call(name, { path, body })` sends the call
 * through the one transport (client.ts: paths, API key, `##` errors, network failure) and decodes the answer once
 * with `calls[name].response`. This is the only place where wire strings become numbers, booleans, dates and
 * nulls; screens read `CallAnswer<name>`.
 *
 * The catalogue (every call's zod schemas) is not part of the startup bundle: the first call loads it (contract.ts)
 * alongside its own request. Answers are decoded by the contract's fast decoder (packages/contract
 * src/fast-decode.ts: plain functions compiled from the same schemas, several times cheaper than zod's parse on a
 * list of items); whatever it cannot vouch for goes through zod, whose issues make the ApiDecodeError.
 */
import type { CallAnswer, CallBody, CallDef, CallName } from '@wheeldeal/contract';
import { apiGet, apiPost, apiUpload, isApiError, type PathParams } from './client';
import { contractIfLoaded, loadContract } from './contract';

export interface CallOptions<N extends CallName> {
  /** Trailing `/{name}/{value}` pairs (limit, offset, login_user_id, id, cat_id …). */
  path?: PathParams;
  /** The JSON body (wire strings), or the form of a multipart upload. */
  body?: CallBody<N> | FormData;
  signal?: AbortSignal;
}

/** The answer did not match the call's response schema: the server drifted from the contract. */
export class ApiDecodeError extends Error {
  readonly call: string;
  readonly issues: readonly { path: PropertyKey[]; message: string }[];

  constructor(call: string, issues: readonly { path: PropertyKey[]; message: string }[]) {
    const first = issues[0];
    super(`[api] ${call}: the answer does not match the contract${first ? ` (${first.path.map(String).join('.') || '(root)'}: ${first.message})` : ''}`);
    this.name = 'ApiDecodeError';
    this.call = call;
    this.issues = issues;
  }
}

export function isApiDecodeError(error: unknown): error is ApiDecodeError {
  return error instanceof ApiDecodeError;
}

const loadCatalogue = (): Promise<Record<string, CallDef>> => loadContract().then((m) => m.calls as Record<string, CallDef>);

/** Calls `name` and resolves with its decoded answer; a list call answers `[]` for 10001/10002. */
export async function call<N extends CallName>(name: N, options: CallOptions<N> = {}): Promise<CallAnswer<N>> {
  const defs = loadCatalogue();
  const [resource, action] = splitName(name);
  const { path, body, signal } = options;

  let wire: unknown;
  try {
    // The call's definition: at hand after the first call; before it, a JSON body is sent without waiting for the
    // catalogue (it can only be a POST: no GET call takes a body, and an upload's body is a form).
    const known = contractIfLoaded()?.calls[name] as CallDef | undefined;
    const def = known ?? (body !== undefined && !(body instanceof FormData) ? undefined : (await defs)[name]!);
    if (!def) {
      wire = await apiPost<unknown>(resource, action, body ?? {}, path, { signal });
    } else if (def.multipart) {
      if (!(body instanceof FormData)) throw new TypeError(`[api] ${name} is an upload: its body must be a FormData`);
      wire = await apiUpload<unknown>(resource, action, body, path, { signal });
    } else if (def.method === 'GET' || (def.method === 'ANY' && body === undefined)) {
      wire = await apiGet<unknown>(resource, action, path, { signal });
    } else {
      wire = await apiPost<unknown>(resource, action, body ?? {}, path, { signal });
    }
  } catch (error) {
    if (isApiError(error) && error.isNoRecord && (await defs)[name]!.list) return [] as CallAnswer<N>;
    throw error;
  }

  // The fast decoder (compiled from the same schema) when it can tell; zod's value or issues otherwise.
  const decoded = (contractIfLoaded() ?? (await loadContract())).decodeAnswer((await defs)[name]!.response, wire);
  if (!decoded.success) throw new ApiDecodeError(name, decoded.error.issues);
  return decoded.data as CallAnswer<N>;
}

function splitName(name: string): [string, string] {
  const at = name.indexOf('/');
  return [name.slice(0, at), name.slice(at + 1)];
}

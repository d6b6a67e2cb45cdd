/**
 * The typed client over the contract's call catalogue (decision 007): `call(name, { path, body })` sends the call
 * through the one transport (client.ts: paths, API key, `##` errors, network failure) and decodes the answer once
 * with `calls[name].response`. This is the only place where wire strings become numbers, booleans, dates and
 * nulls; screens read `CallAnswer<name>`.
 *
 * Neither the catalogue (every call's zod schemas) nor the decoders are part of the startup bundle. A production
 * build decodes with the decoders generated from the schemas at build time (decode.ts, decoders.ts: plain
 * functions, with a table of every call's method), loaded with the first call alongside its own request; the
 * schemas themselves load only when a generated decoder cannot vouch for an answer, and zod's issues then make the
 * ApiDecodeError. In development and tests the schemas decode, through the contract's fast decoder.
 */
import type { CallAnswer, CallBody, CallName } from '@wheeldeal/contract';
import { apiGet, apiPost, apiUpload, isApiError, type PathParams } from './client';
import { callInfo, callInfoNow, decodeWire, loadDecoders, type CallInfo } from './decode';

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

/** Calls `name` and resolves with its decoded answer; a list call answers `[]` for 10001/10002. */
export async function call<N extends CallName>(name: N, options: CallOptions<N> = {}): Promise<CallAnswer<N>> {
  // The decoders (and the table of calls) load alongside the first request.
  void loadDecoders();
  const [resource, action] = splitName(name);
  const { path, body, signal } = options;

  let wire: unknown;
  try {
    // The call's method: at hand after the first call; before it, a JSON body is sent without waiting for the
    // table (it can only be a POST: no GET call takes a body, and an upload's body is a form).
    const known = callInfoNow(name);
    const info: CallInfo | undefined = known ?? (body !== undefined && !(body instanceof FormData) ? undefined : await callInfo(name));
    if (!info) {
      wire = await apiPost<unknown>(resource, action, body ?? {}, path, { signal });
    } else if (info.multipart) {
      if (!(body instanceof FormData)) throw new TypeError(`[api] ${name} is an upload: its body must be a FormData`);
      wire = await apiUpload<unknown>(resource, action, body, path, { signal });
    } else if (info.method === 'GET' || (info.method === 'ANY' && body === undefined)) {
      wire = await apiGet<unknown>(resource, action, path, { signal });
    } else {
      wire = await apiPost<unknown>(resource, action, body ?? {}, path, { signal });
    }
  } catch (error) {
    if (isApiError(error) && error.isNoRecord && (await callInfo(name)).list) return [] as CallAnswer<N>;
    throw error;
  }

  const decoded = await decodeWire(name, wire);
  if (!decoded.success) throw new ApiDecodeError(name, decoded.issues);
  return decoded.data as CallAnswer<N>;
}

function splitName(name: string): [string, string] {
  const at = name.indexOf('/');
  return [name.slice(0, at), name.slice(at + 1)];
}

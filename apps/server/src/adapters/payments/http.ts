/**
 * The small HTTP client every provider adapter speaks through: one request with a 15 s deadline, a JSON or
 * form-encoded body, and the provider's refusal turned into a PaymentProviderError carrying the provider's own
 * message and code. Each adapter says how its provider spells an error (`errorOf`); a network failure, a timeout or
 * an answer that is not JSON becomes an error of ours with no provider code.
 */
import { PaymentProviderError, type HttpDeps } from './types.ts';

/** How long one call to a provider may take before it counts as unreachable. */
export const PROVIDER_TIMEOUT_MS = 15_000;

export interface ProviderRequest {
  method: 'GET' | 'POST';
  /** Below the base URL, with its own query string if any. */
  path: string;
  headers?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (Stripe). */
  form?: Record<string, string>;
  /** Sent as is, with the content type given in `headers` (a body that must keep its exact bytes). */
  text?: string;
}

/** A provider's error body as message and code; `undefined` fields fall back to the HTTP status. */
export type ErrorReader = (body: unknown) => { message?: string; code?: string };

export type ProviderHttp = <T>(req: ProviderRequest) => Promise<T>;

/** Reads a nested field of a parsed JSON body without trusting its shape. */
export function field(value: unknown, ...path: string[]): unknown {
  let v = value;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** An integer amount as a provider sent it (a number, or a string of digits); `undefined` for anything else. */
export function int(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\d{1,16}$/.test(value)) return Number(value);
  return undefined;
}

function bodyOf(req: ProviderRequest): { body?: string; contentType?: string } {
  if (req.form) return { body: new URLSearchParams(req.form).toString(), contentType: 'application/x-www-form-urlencoded' };
  if (req.json !== undefined) return { body: JSON.stringify(req.json), contentType: 'application/json' };
  if (req.text !== undefined) return { body: req.text };
  return {};
}

/** A client bound to one provider's base URL and error dialect (`timeoutMs`: tests shorten the deadline). */
export function providerHttp(deps: HttpDeps, errorOf: ErrorReader, timeoutMs = PROVIDER_TIMEOUT_MS): ProviderHttp {
  const doFetch = deps.fetch ?? fetch;
  const base = deps.baseUrl.replace(/\/+$/, '');
  return async <T>(req: ProviderRequest): Promise<T> => {
    const { body, contentType } = bodyOf(req);
    const headers: Record<string, string> = { accept: 'application/json', ...(contentType ? { 'content-type': contentType } : {}), ...req.headers };
    let res: Response;
    let text: string;
    try {
      res = await doFetch(base + req.path, { method: req.method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
      text = await res.text();
    } catch (err) {
      const timedOut = (err as Error)?.name === 'TimeoutError';
      throw new PaymentProviderError(
        timedOut ? 'The payment provider did not answer in time' : 'The payment provider could not be reached',
        timedOut ? 'timeout' : 'network',
      );
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      throw new PaymentProviderError(`The payment provider answered HTTP ${res.status} with a body that is not JSON`, '', res.status);
    }
    if (!res.ok) {
      const { message, code } = errorOf(parsed);
      throw new PaymentProviderError(message || `The payment provider refused the request (HTTP ${res.status})`, code ?? '', res.status);
    }
    return parsed as T;
  };
}

/** HTTP Basic credentials (PayPal's token call, Razorpay's every call). */
export const basicAuth = (user: string, password: string): string => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

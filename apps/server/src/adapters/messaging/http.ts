/** The one HTTP request a provider adapter makes per message: a deadline, and the provider's refusal read into a
 * MessagingError (4xx but 408/429 is permanent; 5xx, 408, 429 and network failures are worth a retry). */
import { MessagingError } from './types.ts';

/** How long one call to a provider may take before it counts as unreachable. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** POSTs and answers the parsed JSON body; `errorText` reads the provider's own error message. */
export async function postToProvider(
  fetchImpl: typeof fetch,
  url: string,
  init: { headers: Record<string, string>; body: string },
  errorText: (body: unknown) => string | undefined,
): Promise<unknown> {
  const res = await fetchImpl(url, { method: 'POST', headers: init.headers, body: init.body, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (res.ok) return body;
  const retry = res.status >= 500 || res.status === 408 || res.status === 429;
  throw new MessagingError(`${res.status}: ${errorText(body) ?? (text.slice(0, 200) || res.statusText)}`, !retry);
}

// The same safe reader the payment adapters use.
export { field } from '../payments/http.ts';

/**
 * The REST server as web unit tests see it: `fetch` answers `/index.php/rest/{resource}/{action}/…` from a table
 * of wire answers (strings, as the server sends them). A call not in the table fails the way a missing route
 * does (404 with the dialect's error body), so a test never depends on an answer it did not give. The web
 * client itself (lib/api/client) runs unchanged.
 */
import { vi } from 'vitest';

/** A wire answer, or a function of the request giving one (or a promise of one, to hold the answer back). */
export type Answer = unknown | ((body: unknown, path: string) => unknown);

export interface FakeApi {
  /** Every call made, in order: `resource/action` and the JSON body (POST). */
  calls: { route: string; body: unknown }[];
}

export function fakeApi(answers: Record<string, Answer>): FakeApi {
  const api: FakeApi = { calls: [] };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const [, resource = '', action = ''] = /\/rest\/([^/]+)\/([^/]+)/.exec(path) ?? [];
    const route = `${resource}/${action}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    api.calls.push({ route, body });
    if (!(route in answers)) return Response.json({ status: 'error', message: `no answer for ${route}` }, { status: 404 });
    const given = answers[route];
    const answer: unknown = typeof given === 'function' ? await (given as (b: unknown, p: string) => unknown)(body, path) : given;
    // A Response is sent as given (an error answer with its HTTP status, e.g. 404 `10001##…`).
    if (answer instanceof Response) return answer.clone();
    return Response.json(answer);
  });
  return api;
}

/** The dialect's error answer (`{status:"error", message}`) with its HTTP status, for `fakeApi` tables. */
export function wireErrorAnswer(message: string, status = 404): Response {
  return Response.json({ status: 'error', message }, { status });
}

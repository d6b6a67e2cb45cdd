/**
 * The multipart bodies (uploads) a test's calls sent. `fakeApi` answers them but sees only JSON bodies; call this
 * after `fakeApi`, which it wraps.
 */
import { vi } from 'vitest';

export function recordForms(): FormData[] {
  const forms: FormData[] = [];
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) forms.push(init.body);
    return answer(input, init);
  });
  return forms;
}

import { DEFAULT_API_KEY } from '@wheeldeal/contract';

/**
 * Runtime configuration the server writes into index.html as a JSON data block,
 * `<script type="application/json" id="wd-config">`: data, never executed, so the Content-Security-Policy needs no
 * inline script. Without it (Vite dev server, a broken block) the default API key and the page origin apply.
 */
export interface RuntimeConfig {
  apiKey: string;
  /** Public origin of the site (share links, absolute URLs); no trailing slash. */
  publicUrl: string;
}

export const CONFIG_ELEMENT_ID = 'wd-config';

function injected(): Partial<RuntimeConfig> {
  if (typeof document === 'undefined') return {};
  const text = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Partial<RuntimeConfig>) : {};
  } catch {
    return {};
  }
}

function read(): RuntimeConfig {
  const given = injected();
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  return {
    apiKey: (typeof given.apiKey === 'string' && given.apiKey) || DEFAULT_API_KEY,
    publicUrl: ((typeof given.publicUrl === 'string' && given.publicUrl) || origin).replace(/\/+$/, ''),
  };
}

export const config: RuntimeConfig = read();

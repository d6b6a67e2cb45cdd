import { DEFAULT_API_KEY } from '@wheeldeal/contract';

/** Runtime configuration injected by the server into index.html as `window.__WHEELDEAL__`. */
export interface RuntimeConfig {
  apiKey: string;
  /** Public origin of the site (share links, absolute URLs); no trailing slash. */
  publicUrl: string;
}

declare global {
  interface Window {
    __WHEELDEAL__?: Partial<RuntimeConfig>;
  }
}

function read(): RuntimeConfig {
  const injected = typeof window !== 'undefined' ? window.__WHEELDEAL__ : undefined;
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  return {
    apiKey: injected?.apiKey || DEFAULT_API_KEY,
    publicUrl: (injected?.publicUrl || origin).replace(/\/+$/, ''),
  };
}

export const config: RuntimeConfig = read();

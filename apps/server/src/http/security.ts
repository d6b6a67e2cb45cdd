/**
 * Security headers (@fastify/helmet) and the Content-Security-Policy of the site, derived from the configuration.
 * The policy is enforced, on every answer (HTML pages, JSON, files): a JSON answer opened directly in a tab is a
 * document too.
 */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config.ts';
import { storageFor } from '../adapters/storage.ts';
import { bootScriptSource } from './app-shell.ts';

/** Origins that serve uploaded photos and videos besides this site: the object store (S3_PUBLIC_URL or the bucket
 * endpoint), since /uploads/* redirects there when STORAGE_DRIVER=s3. */
export function uploadOrigins(config: Config): string[] {
  if (!config.s3) return [];
  const origin = new URL(storageFor(config).url('csp-probe.jpg')).origin;
  return origin === new URL(config.publicUrl).origin ? [] : [origin];
}

export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const https = config.publicUrl.startsWith('https:');
  const uploads = uploadOrigins(config);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    // Same-origin files; registerSecurityHeaders adds the hash of the one inline script, the before-first-paint
    // script (app-shell.ts). The runtime config, the app's file list and item pages' JSON-LD are data blocks (not
    // executed). No other inline script, no eval.
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // 'unsafe-inline' for styles, deliberately (both seen in the browser with the policy without it): Radix dialogs
    // (react-remove-scroll) insert <style> elements at runtime (style-src-elem), and Leaflet's map markup carries
    // style attributes (style-src-attr). Inline CSS cannot run code, and React escapes every user string, so there
    // is no markup injection to abuse it; a per-request nonce would only cover the first of the two.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Map tiles come from the admin-editable URL template in app settings (frontend_config.map_tile_url), so any
    // https: host is allowed rather than the one configured at start-up; data:/blob: are marker icons and the
    // previews of photos being uploaded.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...uploads],
    'media-src': ["'self'", 'blob:', ...uploads],
    'font-src': ["'self'", 'data:'],
    // 'self' covers the same-origin WebSocket (/ws) too (CSP level 3).
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  };
  // Upgrading would break a site served over plain http (local installs, tests); behind https it closes mixed content.
  if (https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The policy with the inline boot script allowed by its hash, read per answer: a new build may bring a new one. */
const withBootScript = (directives: Record<string, string[]>, distDir: string) => ({
  ...directives,
  'script-src': [...directives['script-src']!, () => bootScriptSource(distDir)],
});

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: withBootScript(contentSecurityPolicy(config), config.webDistDir) },
    // Map tile servers (the OpenStreetMap tile policy) require a Referer; share links keep the origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only makes sense when the site is served over https; on http browsers ignore it anyway.
    strictTransportSecurity: https ? { maxAge: 31_536_000 } : false,
    xFrameOptions: { action: 'sameorigin' },
  });
}

/** Web Push helpers that run without a push service: the VAPID key as bytes, and a browser without the Push API. */
import { describe, expect, it } from 'vitest';
import { disablePush, enablePush, keyBytes, pushState, pushSupported } from './push';

describe('keyBytes', () => {
  it('turns the base64url VAPID public key into its 65 bytes, the uncompressed P-256 point', () => {
    const raw = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 37) % 256));
    const base64url = btoa(String.fromCharCode(...raw)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(base64url).toHaveLength(87);
    expect([...keyBytes(base64url)]).toEqual([...raw]);
  });
});

describe('without the Push API', () => {
  it('reports it unsupported and neither asks nor calls the server', async () => {
    expect(pushSupported()).toBe(false);
    await expect(pushState()).resolves.toBe('unsupported');
    await expect(enablePush('usr1', 'BAAA')).resolves.toBe('unsupported');
    await expect(disablePush('usr1')).resolves.toBe('unsupported');
  });
});

/**
 * The keyed hashes the providers sign with (Stripe and Razorpay HMAC-SHA256, Paystack HMAC-SHA512, all hex), and
 * the one comparison every check uses: constant time, so an attacker cannot learn a signature byte by byte from how
 * long a refusal takes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(algorithm: 'sha256' | 'sha512', key: string, ...parts: (string | Buffer)[]): string {
  const mac = createHmac(algorithm, key);
  for (const part of parts) mac.update(part);
  return mac.digest('hex');
}

/** Whether `given` is the hex digest `expected`, without leaking where they differ. Case-insensitive hex. */
export function sameHex(expected: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-fA-F]+$/.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

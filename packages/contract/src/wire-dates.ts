/**
 * The wire's dates (wire contract §2: "YYYY-MM-DD HH:MM:SS", UTC) as plain functions, free of zod: screens that only
 * read a date (the chat list's rows) load them without the codecs' module and zod (wire.ts builds `wireDate` on them
 * and re-exports them).
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD HH:MM:SS" (UTC) → Date. */
export function parseWireDate(s: string): Date {
  return new Date(`${s.replace(' ', 'T')}Z`);
}

/** Date → "YYYY-MM-DD HH:MM:SS" (UTC). */
export function formatWireDate(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

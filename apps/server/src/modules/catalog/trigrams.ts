/**
 * pg_trgm's similarity() in TypeScript, for typo tolerance over the in-memory catalogue (make and model names) so
 * a keyword search needs no extra round trip. Same definition as pg_trgm: lower-case, split into words of
 * letters and digits, pad each word with two spaces in front and one behind, take the set of 3-character
 * substrings; similarity = shared / (|a| + |b| - shared).
 */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = [...`  ${word} `];
    for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  }
  return out;
}

export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const g of a) if (b.has(g)) shared++;
  return shared / (a.size + b.size - shared);
}

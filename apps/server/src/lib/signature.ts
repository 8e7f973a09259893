import { timingSafeEqual } from 'node:crypto';

/** Compares two signatures in constant time (a plain `===` leaks how many characters matched). */
export function sameSignature(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given.trim());
  return a.length === b.length && timingSafeEqual(a, b);
}

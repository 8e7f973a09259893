import { readCookie, writeCookie } from '../lib/cookies';

export const VISITOR_COOKIE = 'visitor_id';
/** Spec 1 §9: the visitor cookie lives 365 days. */
export const VISITOR_COOKIE_DAYS = 365;

let remembered: string | null = null;

/** A random v4 UUID; `randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
export function newVisitorId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The visitor identifier used for experiments (spec 1 §1); the analytics anonymous id starts as it.
 * Created on first use; kept in memory too, so it stays stable when cookies are blocked.
 */
export function visitorId(): string {
  // Reading document.cookie is a round trip to the browser's network process: once is enough.
  if (remembered) return remembered;
  const stored = readCookie(VISITOR_COOKIE);
  if (stored) return (remembered = stored);
  remembered ??= newVisitorId();
  writeCookie(VISITOR_COOKIE, remembered, VISITOR_COOKIE_DAYS * 24 * 60 * 60);
  return remembered;
}

/** Tests only: forget the in-memory copy. */
export function forgetVisitorId(): void {
  remembered = null;
}

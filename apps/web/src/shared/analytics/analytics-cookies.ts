import { readCookie, writeCookie } from '../lib/cookies';
import { newVisitorId, visitorId } from '../flags/visitor-id';

/** Spec 2 §9: analytics cookies last 5 years. */
export const ANONYMOUS_ID_COOKIE = '__eventn_id';
export const ANALYTICS_COOKIE_SECONDS = 5 * 365 * 24 * 60 * 60;
/** Spec 2 §9: the session cookie expires 30 minutes after the last activity. */
export const SESSION_COOKIE = '__eventn_sid';
export const SESSION_SECONDS = 30 * 60;

export function keepAnonymousId(id: string): string {
  writeCookie(ANONYMOUS_ID_COOKIE, id, ANALYTICS_COOKIE_SECONDS);
  return id;
}

/**
 * The analytics anonymous id (spec 1 §3 analytics user). A new visitor's starts as the experiments'
 * visitor id, so exposures and the events after them share one id; with cookies blocked it stays
 * that id, which the visitor id keeps in memory.
 */
export function analyticsAnonymousId(): string {
  return readCookie(ANONYMOUS_ID_COOKIE) ?? keepAnonymousId(visitorId());
}

/** The session in the cookie (and in memory, for blocked cookies): `id|expiry in ms`. */
let session = '';

/**
 * The current session id (spec 2 §9): the same while there is activity, a new one after 30 minutes
 * without. Every call counts as activity and moves the expiry 30 minutes on.
 */
export function analyticsSessionId(now = Date.now()): string {
  const [id, expires] = (readCookie(SESSION_COOKIE) ?? session).split('|');
  const current = id && Number(expires) > now ? id : newVisitorId();
  session = `${current}|${now + SESSION_SECONDS * 1000}`;
  writeCookie(SESSION_COOKIE, session, SESSION_SECONDS);
  return current;
}

/** Tests only: forget the in-memory session. */
export function forgetAnalyticsSession(): void {
  session = '';
}

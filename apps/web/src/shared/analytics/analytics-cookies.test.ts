import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetVisitorId, VISITOR_COOKIE, visitorId } from '../flags/visitor-id';
import { renewAnonymousId } from './identify-user';
import {
  ANALYTICS_COOKIE_SECONDS,
  analyticsAnonymousId,
  analyticsSessionId,
  ANONYMOUS_ID_COOKIE,
  forgetAnalyticsSession,
  SESSION_COOKIE,
  SESSION_SECONDS,
} from './analytics-cookies';

const MINUTE = 60_000;

function cookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

describe('analytics cookies (spec 2 §9)', () => {
  beforeEach(() => {
    for (const name of [VISITOR_COOKIE, ANONYMOUS_ID_COOKIE, SESSION_COOKIE]) {
      document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
    forgetVisitorId();
    forgetAnalyticsSession();
  });
  afterEach(() => vi.restoreAllMocks());

  it('the anonymous id starts as the visitor id and lives in a 5-year cookie', () => {
    const writes = cookieWrites();
    const id = analyticsAnonymousId();
    expect(id).toBe(visitorId());
    expect(ANALYTICS_COOKIE_SECONDS).toBe(5 * 365 * 24 * 60 * 60);
    expect(writes.find((write) => write.startsWith(`${ANONYMOUS_ID_COOKIE}=`))).toContain(
      `Max-Age=${ANALYTICS_COOKIE_SECONDS}`,
    );
    expect(analyticsAnonymousId()).toBe(id);
  });

  it('an existing cookie is read; a renewal (logout) makes a new id, kept too', () => {
    document.cookie = `${ANONYMOUS_ID_COOKIE}=anon-old; Path=/`;
    expect(analyticsAnonymousId()).toBe('anon-old');
    renewAnonymousId();
    const renewed = analyticsAnonymousId();
    expect(renewed).not.toBe('anon-old');
    expect(analyticsAnonymousId()).toBe(renewed);
  });

  it('the session cookie lasts 30 minutes; activity within them keeps the session', () => {
    const writes = cookieWrites();
    const start = Date.UTC(2026, 0, 1);
    const id = analyticsSessionId(start);
    expect(writes.at(-1)).toMatch(new RegExp(`^${SESSION_COOKIE}=.*Max-Age=${SESSION_SECONDS};`));
    expect(SESSION_SECONDS).toBe(30 * 60);
    expect(analyticsSessionId(start + 29 * MINUTE)).toBe(id);
    // Each use moves the expiry on: 58 minutes after the start, 29 after the last activity.
    expect(analyticsSessionId(start + 58 * MINUTE)).toBe(id);
  });

  it('after 30 minutes without activity a new session begins', () => {
    const start = Date.UTC(2026, 0, 1);
    const id = analyticsSessionId(start);
    const next = analyticsSessionId(start + 30 * MINUTE + 1);
    expect(next).not.toBe(id);
    expect(analyticsSessionId(start + 31 * MINUTE)).toBe(next);
  });

  it('with cookies blocked the session and the anonymous id still hold in memory', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('');
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    const start = Date.UTC(2026, 0, 1);
    expect(analyticsSessionId(start + MINUTE)).toBe(analyticsSessionId(start));
    expect(analyticsAnonymousId()).toBe(analyticsAnonymousId());
  });
});

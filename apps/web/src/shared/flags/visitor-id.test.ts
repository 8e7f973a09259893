import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetVisitorId, newVisitorId, VISITOR_COOKIE, visitorId } from './visitor-id';

function clearCookie(): void {
  document.cookie = `${VISITOR_COOKIE}=; Max-Age=0; Path=/`;
}

describe('visitorId', () => {
  afterEach(() => {
    clearCookie();
    forgetVisitorId();
    vi.restoreAllMocks();
  });

  it('creates an id once and keeps it in the cookie', () => {
    const first = visitorId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.cookie).toContain(`${VISITOR_COOKIE}=${first}`);
    forgetVisitorId();
    expect(visitorId()).toBe(first);
  });

  it('reads an existing cookie', () => {
    document.cookie = `${VISITOR_COOKIE}=abc-123; Path=/`;
    expect(visitorId()).toBe('abc-123');
  });

  it('sets a 365-day cookie', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    visitorId();
    expect(writes[0]).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(writes[0]).toContain('Path=/');
  });

  it('stays stable when cookies are blocked', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('');
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    expect(visitorId()).toBe(visitorId());
  });

  it('builds a v4 uuid where randomUUID is missing (insecure contexts)', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newVisitorId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedPerDb } from './ttl-cache.js';

describe('cachedPerDb', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  /** A loader that answers how many times it ran for that database. */
  function counting() {
    const loads = new Map<object, number>();
    const load = vi.fn((db: object) => {
      loads.set(db, (loads.get(db) ?? 0) + 1);
      return Promise.resolve(loads.get(db)!);
    });
    return { load, cached: cachedPerDb(60_000, load) };
  }

  it('loads once per database while fresh, and again once the time is up', async () => {
    const { load, cached } = counting();
    const db = {};
    expect(await cached(db)).toBe(1);
    vi.advanceTimersByTime(59_000);
    expect(await cached(db)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(await cached(db)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps each database (a transaction is another) apart', async () => {
    const { cached } = counting();
    const db = {};
    const tx = {};
    expect(await cached(db)).toBe(1);
    expect(await cached(tx)).toBe(1);
    expect(await cached(db)).toBe(1);
  });

  it('shares one load between calls made while it runs, and forgets a failed one', async () => {
    let attempt = 0;
    const load = vi.fn(() => (++attempt === 1 ? Promise.reject(new Error('down')) : Promise.resolve(attempt)));
    const cached = cachedPerDb(60_000, load);
    const db = {};
    const [first, second] = await Promise.allSettled([cached(db), cached(db)]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('rejected');
    expect(await cached(db)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { connectRedis } from '../test/redis.js';
import { MemoryRateLimiter, RedisRateLimiter } from './rate-limiter.js';

describe('MemoryRateLimiter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows `limit` hits per window, then refuses until the window ends', async () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3, 60)).allowed).toBe(true);
    expect(await limiter.hit('k', 3, 60)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    vi.advanceTimersByTime(45_000);
    expect(await limiter.hit('k', 3, 60)).toEqual({ allowed: false, retryAfterSeconds: 15 });
    // Another key has its own count.
    expect((await limiter.hit('other', 3, 60)).allowed).toBe(true);
    vi.advanceTimersByTime(15_000);
    expect((await limiter.hit('k', 3, 60)).allowed).toBe(true);
  });

  it('reset starts the count again', async () => {
    const limiter = new MemoryRateLimiter();
    await limiter.hit('k', 1, 60);
    expect((await limiter.hit('k', 1, 60)).allowed).toBe(false);
    await limiter.reset('k');
    expect((await limiter.hit('k', 1, 60)).allowed).toBe(true);
  });
});

const redis = await connectRedis();

describe.skipIf(!redis)('RedisRateLimiter', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  let limiter: RedisRateLimiter;
  beforeAll(() => {
    if (redis) limiter = new RedisRateLimiter(redis);
  });
  afterAll(async () => {
    const keys = await redis?.keys(`rl:${prefix}:*`);
    if (keys?.length) await redis?.del(...keys);
    redis?.disconnect();
  });

  it('allows `limit` hits, then refuses with the time left; the key expires with the window', async () => {
    const key = `${prefix}:a`;
    for (let i = 0; i < 2; i++) expect((await limiter.hit(key, 2, 30)).allowed).toBe(true);
    const refused = await limiter.hit(key, 2, 30);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30);
    const ttl = await redis?.ttl(`rl:${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30);
  });

  it('counts concurrent hits exactly and always leaves the key with an expiry', async () => {
    const key = `${prefix}:b`;
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(key, 5, 30)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(await redis?.ttl(`rl:${key}`)).toBeGreaterThan(0);
  });

  it('a new window starts when the old one expires', async () => {
    const key = `${prefix}:c`;
    await limiter.hit(key, 1, 1);
    expect((await limiter.hit(key, 1, 1)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.hit(key, 1, 1)).allowed).toBe(true);
  });

  it('reset starts the count again', async () => {
    const key = `${prefix}:d`;
    await limiter.hit(key, 1, 30);
    await limiter.reset(key);
    expect((await limiter.hit(key, 1, 30)).allowed).toBe(true);
  });
});

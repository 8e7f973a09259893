import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A connection to the local Redis when one answers quickly; undefined otherwise (tests then skip),
 * unless REQUIRE_REDIS=1 (CI, where Redis runs): then a missing Redis fails the suite.
 */
export async function connectRedis(): Promise<Redis | undefined> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (error) {
    redis.disconnect();
    if (process.env.REQUIRE_REDIS === '1')
      throw new Error(`Redis is required but ${TEST_REDIS_URL} does not answer`, { cause: error });
    return undefined;
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { connectRedis, TEST_REDIS_URL } from '../../test/redis.js';
import { buildUser, randomIp, uniqueEmail } from '../../test/factories.js';
import { expectGeneralError, expectThrottled } from '../../test/expect-error.js';

/**
 * Issue 7 item 7, OWASP ASVS 5.0 V6.3: the lockout is per account and address, so a stranger's
 * guessing does not lock the owner out; a ceiling per account counts all addresses together.
 */
const LOGIN = '/v3/auth/login/';
const LIMIT = 3;
const CEILING = 8;
const HOUR = 60 * 60;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: LIMIT, LOGIN_ACCOUNT_RATE_LIMIT: CEILING });
});
afterAll(() => t?.close());

const login = (app: TestApp['app'], body: unknown, ip: string) => post(app, LOGIN, body, { ip });
const loginAt = (body: unknown, ip = randomIp()) => login(t.app, body, ip);
const WINDOW = 15 * 60;

describe('login rate limit per account and address', () => {
  it('locks an account for one address after LOGIN_RATE_LIMIT attempts, even with the right password', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    const ip = randomIp();
    for (let i = 0; i < LIMIT; i++) {
      expectGeneralError(await loginAt({ email: user.email, password: 'wrong-one' }, ip), 'authentication_failed');
    }
    const res = await loginAt({ email: user.email.toUpperCase(), password: user.password }, ip);
    const body = expectThrottled(res, WINDOW);
    expect(body.errors[0]?.detail).toMatch(/^Слишком много попыток входа\. Попробуйте через \d+ мин\.$/);
    // Another account from the same address is not affected.
    expect((await loginAt({ email: other.email, password: other.password }, ip)).status).toBe(200);
  });

  it('a successful login clears the counter of its address', async () => {
    const user = await buildUser(t.db);
    const ip = randomIp();
    for (let i = 0; i < LIMIT - 1; i++) await loginAt({ email: user.email, password: 'wrong-one' }, ip);
    expect((await loginAt({ email: user.email, password: user.password }, ip)).status).toBe(200);
    for (let i = 0; i < LIMIT - 1; i++) {
      expectGeneralError(await loginAt({ email: user.email, password: 'wrong-one' }, ip), 'authentication_failed');
    }
    expect((await loginAt({ email: user.email, password: user.password }, ip)).status).toBe(200);
  });

  it('throttles one address trying many accounts (five times the account limit)', async () => {
    const ip = randomIp();
    for (let i = 0; i < LIMIT * 5; i++) {
      expectGeneralError(
        await loginAt({ email: uniqueEmail('guess'), password: 'guess123' }, ip),
        'authentication_failed',
      );
    }
    const user = await buildUser(t.db);
    expectThrottled(await loginAt({ email: user.email, password: user.password }, ip), WINDOW);
    // The same account from another address still gets in.
    expect((await loginAt({ email: user.email, password: user.password })).status).toBe(200);
  });
});

describe('login lockout per account and address', () => {
  it('the owner signs in from their own device while an attacker elsewhere hammers the account', async () => {
    const victim = await buildUser(t.db);
    const attacker = randomIp();
    // Up to the per-address limit (5 × LIMIT): all but the first LIMIT are refused for that address.
    for (let i = 0; i < LIMIT * 5; i++) await login(t.app, { email: victim.email, password: `guess-${i}` }, attacker);
    expectThrottled(await login(t.app, { email: victim.email, password: victim.password }, attacker), WINDOW);
    const own = await login(t.app, { email: victim.email, password: victim.password }, randomIp());
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it('a ceiling per account stops guessing spread over many addresses', async () => {
    const victim = await buildUser(t.db);
    for (let i = 0; i < CEILING; i++) {
      const res = await login(t.app, { email: victim.email, password: `guess-${i}` }, randomIp());
      expectGeneralError(res, 'authentication_failed');
    }
    const res = await login(t.app, { email: victim.email.toUpperCase(), password: victim.password }, randomIp());
    const body = expectThrottled(res, HOUR);
    expect(body.errors[0]?.detail).toMatch(/Слишком много попыток входа/);
    // Other accounts are not affected.
    const other = await buildUser(t.db);
    expect((await login(t.app, { email: other.email, password: other.password }, randomIp())).status).toBe(200);
  });

  it('an unknown e-mail is limited the same way as a known one', async () => {
    const email = uniqueEmail('nobody');
    const ip = randomIp();
    for (let i = 0; i < LIMIT; i++) {
      expectGeneralError(await login(t.app, { email, password: 'guess123' }, ip), 'authentication_failed');
    }
    expectThrottled(await login(t.app, { email, password: 'guess123' }, ip), WINDOW);
  });
});

const redis = await connectRedis();
redis?.disconnect();

describe.skipIf(!redis)('login lockout with Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { LOGIN_RATE_LIMIT: LIMIT, LOGIN_ACCOUNT_RATE_LIMIT: CEILING, REDIS_URL: TEST_REDIS_URL };
    [first, second] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('two server processes share the counts of one account and address', async () => {
    const email = uniqueEmail('shared');
    const user = await buildUser(second.db, { email });
    const ip = randomIp();
    for (let i = 0; i < LIMIT; i++) {
      expectGeneralError(await login(first.app, { email, password: 'wrong-one' }, ip), 'authentication_failed');
    }
    expectThrottled(await login(second.app, { email, password: user.password }, ip), WINDOW);
    expect((await login(second.app, { email, password: user.password }, randomIp())).status).toBe(200);
  });

  it('and the ceiling of the account', async () => {
    const email = uniqueEmail('ceiling');
    const user = await buildUser(second.db, { email });
    for (let i = 0; i < CEILING; i++) {
      const app = i % 2 ? first.app : second.app;
      expectGeneralError(await login(app, { email, password: `guess-${i}` }, randomIp()), 'authentication_failed');
    }
    expectThrottled(await login(second.app, { email, password: user.password }, randomIp()), HOUR);
  });
});

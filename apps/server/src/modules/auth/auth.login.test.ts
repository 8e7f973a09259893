import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { connectRedis, TEST_REDIS_URL } from '../../test/redis.js';
import { buildUser, randomIp, uniqueEmail } from '../../test/factories.js';
import { expectError, expectFieldError, expectGeneralError } from '../../test/expect-error.js';

const LOGIN = '/v3/auth/login/';
const LIMIT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: LIMIT });
});
afterAll(() => t?.close());

const login = (body: unknown, ip = randomIp()) => post(t.app, LOGIN, body, { ip });

describe('POST /v3/auth/login/', () => {
  it('signs a student in and answers tokens and the user in snake_case', async () => {
    const user = await buildUser(t.db);
    const res = await login({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      access: expect.any(String),
      refresh: expect.any(String),
      user: {
        id: user.id,
        role: 'STUDENT_ROLE',
        first_name: 'Тест',
        last_name: 'Тестов',
        email: user.email,
        avatar: null,
        student: {
          registration_date: expect.any(String),
          phone: null,
          level_title: 'Новичок',
          exp: 0,
          accepted_personal_data: false,
          accepted_apartment_lottery: false,
          is_new: true,
        },
      },
    });
    const verify = await get(t.app, '/v3/auth/verify/', { token: res.body.access });
    expect(verify.status).toBe(200);
    expect(verify.body.id).toBe(user.id);
  });

  it('signs other roles in without a student profile', async () => {
    const tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
    const res = await login({ email: tutor.email, password: tutor.password });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: 'TUTOR_ROLE', student: null });
  });

  it('finds the account whatever the case of the e-mail', async () => {
    const user = await buildUser(t.db, { email: uniqueEmail('MixedCase') });
    expect((await login({ email: user.email.toUpperCase(), password: user.password })).status).toBe(200);
  });

  it('refuses a wrong password, an unknown e-mail and a disabled account with one general error', async () => {
    const user = await buildUser(t.db);
    const disabled = await buildUser(t.db, { isActive: false });
    for (const body of [
      { email: user.email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: user.password },
      { email: disabled.email, password: disabled.password },
    ]) {
      expectGeneralError(await login(body), 'authentication_failed', 'Не удалось войти: неверная почта или пароль.');
    }
  });

  it('names each missing field', async () => {
    const res = await login({});
    expectFieldError(res, 'email', 'invalid_type');
    expectFieldError(res, 'password', 'invalid_type');
    expectError(await login(undefined), 400, { attr: 'non_field_errors', code: 'invalid_type' });
  });

  it('refuses fields of the wrong type', async () => {
    const res = await login({ email: 42, password: true });
    expectFieldError(res, 'email', 'invalid_type');
    expectFieldError(res, 'password', 'invalid_type');
    expectFieldError(await login({ email: 'not-an-email', password: 'secret123' }), 'email', 'invalid_format');
    expectFieldError(await login({ email: ['a@b.ru'], password: 'secret123' }), 'email', 'invalid_type');
  });

  it('refuses oversized strings (spec 1 §5: a password is at most 256 characters)', async () => {
    expectFieldError(await login({ email: `${'a'.repeat(250)}@example.com`, password: 'x1' }), 'email', 'too_big');
    expectFieldError(await login({ email: 'a@example.com', password: 'a'.repeat(257) }), 'password', 'too_big');
    // 256 is still a password: it is checked, not refused by the form rules.
    expectGeneralError(await login({ email: 'a@example.com', password: 'a'.repeat(256) }), 'authentication_failed');
  });

  it('accepts a 256-character password that is the right one', async () => {
    const user = await buildUser(t.db, { password: 'Z'.repeat(256) });
    expect((await login({ email: user.email, password: user.password })).status).toBe(200);
  });

  it('allows latin, cyrillic, digits and the listed symbols only (spec 1 §5)', async () => {
    const user = await buildUser(t.db, { password: "Пароль@,!#$%&'*+-/=?^_`{|}~ёЁ9z" });
    expect((await login({ email: user.email, password: user.password })).status).toBe(200);
    for (const password of ['with space', 'angle<bracket', 'quote"', 'semi;colon', 'emoji🙂', 'ümlaut']) {
      const res = await login({ email: user.email, password });
      const body = expectFieldError(res, 'password', 'invalid_format');
      expect(body.errors[0]?.detail).toContain('латинские и русские буквы');
    }
    expectFieldError(await login({ email: user.email, password: '' }), 'password', 'too_small');
  });
});

describe('login rate limit', () => {
  it('throttles one account after LOGIN_RATE_LIMIT attempts, from any address, even with the right password', async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    for (let i = 0; i < LIMIT; i++) {
      expectGeneralError(await login({ email: user.email, password: 'wrong-one' }), 'authentication_failed');
    }
    const res = await login({ email: user.email.toUpperCase(), password: user.password });
    const body = expectError(res, 429, { attr: null, code: 'throttled' });
    expect(body.errors[0]?.detail).toMatch(/Слишком много попыток входа/);
    // Another account is not affected.
    expect((await login({ email: other.email, password: other.password })).status).toBe(200);
  });

  it('a successful login clears the account counter', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < LIMIT - 1; i++) await login({ email: user.email, password: 'wrong-one' });
    expect((await login({ email: user.email, password: user.password })).status).toBe(200);
    for (let i = 0; i < LIMIT - 1; i++) {
      expectGeneralError(await login({ email: user.email, password: 'wrong-one' }), 'authentication_failed');
    }
    expect((await login({ email: user.email, password: user.password })).status).toBe(200);
  });

  it('throttles one address trying many accounts (five times the account limit)', async () => {
    const ip = randomIp();
    for (let i = 0; i < LIMIT * 5; i++) {
      expectGeneralError(
        await login({ email: uniqueEmail('guess'), password: 'guess123' }, ip),
        'authentication_failed',
      );
    }
    const user = await buildUser(t.db);
    expectError(await login({ email: user.email, password: user.password }, ip), 429, { code: 'throttled' });
    // The same account from another address still gets in.
    expect((await login({ email: user.email, password: user.password })).status).toBe(200);
  });

  it('reads the address from X-Forwarded-For behind a proxy', async () => {
    const ip = randomIp();
    for (let i = 0; i < LIMIT * 5; i++) {
      await post(
        t.app,
        LOGIN,
        { email: uniqueEmail('guess'), password: 'guess123' },
        { headers: { 'x-forwarded-for': ip } },
      );
    }
    const res = await post(
      t.app,
      LOGIN,
      { email: uniqueEmail('guess'), password: 'g1' },
      { headers: { 'x-forwarded-for': ip } },
    );
    expectError(res, 429, { code: 'throttled' });
  });
});

const redis = await connectRedis();
redis?.disconnect();

describe.skipIf(!redis)('login rate limit with Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await Promise.all([
      createTestApp({ LOGIN_RATE_LIMIT: LIMIT, REDIS_URL: TEST_REDIS_URL }),
      createTestApp({ LOGIN_RATE_LIMIT: LIMIT, REDIS_URL: TEST_REDIS_URL }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('two server processes share the counts of one account', async () => {
    const email = uniqueEmail('shared');
    const user = await buildUser(second.db, { email });
    for (let i = 0; i < LIMIT; i++) {
      const res = await post(first.app, LOGIN, { email, password: 'wrong-one' }, { ip: randomIp() });
      expectGeneralError(res, 'authentication_failed');
    }
    const res = await post(second.app, LOGIN, { email, password: user.password }, { ip: randomIp() });
    expectError(res, 429, { code: 'throttled' });
  });
});

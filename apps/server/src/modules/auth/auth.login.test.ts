import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { buildUser, randomIp, uniqueEmail } from '../../test/factories.js';
import { expectError, expectFieldError, expectGeneralError, expectThrottled } from '../../test/expect-error.js';

const LOGIN = '/v3/auth/login/';
const LIMIT = 3;
const WINDOW = 15 * 60;

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

/** Sign-ins from one socket address, each claiming another client in X-Forwarded-For. */
async function guessesWithForgedAddresses(app: TestApp['app'], from: string, count: number) {
  for (let i = 0; i < count; i++) {
    const forged = { 'x-forwarded-for': randomIp() };
    await post(app, LOGIN, { email: uniqueEmail('guess'), password: 'guess123' }, { ip: from, headers: forged });
  }
}

describe('X-Forwarded-For without TRUST_PROXY (issue 7 item 6)', () => {
  it('a forged X-Forwarded-For does not change the address the per-IP limit counts', async () => {
    const ip = randomIp();
    await guessesWithForgedAddresses(t.app, ip, LIMIT * 5);
    const user = await buildUser(t.db);
    const res = await post(
      t.app,
      LOGIN,
      { email: user.email, password: user.password },
      { ip, headers: { 'x-forwarded-for': randomIp() } },
    );
    expectThrottled(res, WINDOW);
  });

  it('nor the address of the per-account lockout', async () => {
    const user = await buildUser(t.db);
    const ip = randomIp();
    for (let i = 0; i < LIMIT; i++) {
      const forged = { 'x-forwarded-for': randomIp() };
      await post(t.app, LOGIN, { email: user.email, password: 'wrong-one' }, { ip, headers: forged });
    }
    const forged = { 'x-forwarded-for': randomIp() };
    const res = await post(t.app, LOGIN, { email: user.email, password: user.password }, { ip, headers: forged });
    expectThrottled(res, WINDOW);
  });
});

describe('X-Forwarded-For with TRUST_PROXY naming the proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ LOGIN_RATE_LIMIT: LIMIT, TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => proxied?.close());

  const viaProxy = (body: unknown, client: string) =>
    post(proxied.app, LOGIN, body, { ip: '127.0.0.1', headers: { 'x-forwarded-for': client } });

  it('counts the client the proxy names, not the proxy', async () => {
    const client = randomIp();
    for (let i = 0; i < LIMIT * 5; i++) await viaProxy({ email: uniqueEmail('guess'), password: 'guess123' }, client);
    const user = await buildUser(proxied.db);
    expectThrottled(await viaProxy({ email: user.email, password: user.password }, client), WINDOW);
    // Another client behind the same proxy is not throttled.
    expect((await viaProxy({ email: user.email, password: user.password }, randomIp())).status).toBe(200);
  });

  it('believes only the proxy: a client claiming an address in front of it is counted as itself', async () => {
    const client = randomIp();
    for (let i = 0; i < LIMIT * 5; i++) {
      await viaProxy({ email: uniqueEmail('guess'), password: 'guess123' }, `${randomIp()}, ${client}`);
    }
    const user = await buildUser(proxied.db);
    const res = await viaProxy({ email: user.email, password: user.password }, `${randomIp()}, ${client}`);
    expectThrottled(res, WINDOW);
  });
});

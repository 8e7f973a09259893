import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { buildUser, randomIp, uniqueEmail } from '../../test/factories.js';
import { expectFieldError, expectThrottled } from '../../test/expect-error.js';
import { itRaces } from '../../test/races.js';

const REGISTER = '/v2/auth/registration/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Мария',
  last_name: 'Иванова',
  email: uniqueEmail('new'),
  phone: '79161234567',
  password: 'Secret12',
  password2: 'Secret12',
  accepted_public_offer: true,
  subscribed_for_news: true,
  ...overrides,
});
const register = (body: unknown) => post(t.app, REGISTER, body);

describe('POST /v2/auth/registration/', () => {
  it('creates a student, signs them in and answers 201 with tokens', async () => {
    const body = form({ first_name: '  Мария  ' });
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      role: 'STUDENT_ROLE',
      first_name: 'Мария',
      last_name: 'Иванова',
      email: body.email,
      student: { phone: '79161234567', is_new: true, exp: 0 },
    });
    expect((await get(t.app, '/v3/auth/verify/', { token: res.body.access })).status).toBe(200);
    const login = await post(t.app, '/v3/auth/login/', { email: body.email, password: 'Secret12' });
    expect(login.status).toBe(200);
  });

  it('refuses an e-mail that is taken, whatever its case', async () => {
    const existing = await buildUser(t.db, { email: uniqueEmail('taken') });
    for (const email of [existing.email, existing.email.toUpperCase()]) {
      const res = await register(form({ email }));
      const body = expectFieldError(res, 'email', 'unique');
      expect(body.errors[0]?.detail).toBe('Пользователь с такой почтой уже зарегистрирован.');
    }
  });

  itRaces(
    'of two concurrent registrations with one e-mail one succeeds and the other gets the field error',
    async () => {
      const email = uniqueEmail('race');
      const answers = await Promise.all([register(form({ email })), register(form({ email: email.toUpperCase() }))]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
      const refused = answers.find((a) => a.status === 400);
      if (refused) expectFieldError(refused, 'email', 'unique');
    },
  );

  it('names every missing field', async () => {
    const res = await register({});
    for (const attr of [
      'first_name',
      'last_name',
      'email',
      'phone',
      'password',
      'password2',
      'accepted_public_offer',
    ]) {
      expectFieldError(res, attr);
    }
    expect(res.body.errors.some((e: { attr: string }) => e.attr === 'subscribed_for_news')).toBe(false);
  });

  it('refuses fields of the wrong type', async () => {
    expectFieldError(await register(form({ first_name: 12 })), 'first_name', 'invalid_type');
    expectFieldError(await register(form({ subscribed_for_news: 'yes' })), 'subscribed_for_news', 'invalid_type');
    expectFieldError(await register(form({ phone: 79161234567 })), 'phone', 'invalid_type');
    const offer = expectFieldError(await register(form({ accepted_public_offer: false })), 'accepted_public_offer');
    expect(offer.errors[0]?.detail).toBe('Необходимо принять условия оферты');
  });

  it('refuses oversized and empty strings', async () => {
    expectFieldError(await register(form({ first_name: 'Я'.repeat(41) })), 'first_name', 'too_big');
    expectFieldError(await register(form({ last_name: '   ' })), 'last_name', 'too_small');
    expectFieldError(await register(form({ email: `${'a'.repeat(250)}@example.com` })), 'email', 'too_big');
    expectFieldError(await register(form({ vk: 'v'.repeat(257) })), 'vk', 'too_big');
    expectFieldError(await register(form({ password2: 'p'.repeat(257) })), 'password2', 'too_big');
  });

  it('applies the password rules (spec 1 §5, spec 2 §5)', async () => {
    const short = expectFieldError(
      await register(form({ password: 'abc12', password2: 'abc12' })),
      'password',
      'too_small',
    );
    expect(short.errors[0]?.detail).toBe('Не менее 6 символов');
    const long = 'a'.repeat(41);
    const tooLong = expectFieldError(await register(form({ password: long, password2: long })), 'password', 'too_big');
    expect(tooLong.errors.map((e) => e.detail)).toContain('Не более 40 символов');
    expectFieldError(
      await register(form({ password: 'has space', password2: 'has space' })),
      'password',
      'invalid_format',
    );
    const mismatch = expectFieldError(await register(form({ password2: 'Other123' })), 'password2', 'custom');
    expect(mismatch.errors[0]?.detail).toBe('Пароли не совпадают');
    expect((await register(form({ password: 'Пароль1!', password2: 'Пароль1!' }))).status).toBe(201);
  });

  it('checks the phone format', async () => {
    for (const phone of ['123', '7916123456a', '+79161234567', '7'.repeat(13)]) {
      const res = expectFieldError(await register(form({ phone })), 'phone', 'invalid_format');
      expect(res.errors[0]?.detail).toBe('Введите корректный номер телефона');
    }
    expect((await register(form({ phone: '375291234567' }))).status).toBe(201);
  });
});

describe('sign-ups per address (issue 7 item 7)', () => {
  const LIMIT = 3;
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ REGISTRATION_RATE_LIMIT: LIMIT });
  });
  afterAll(() => limited?.close());

  const v2 = (ip: string, body = form()) => post(limited.app, REGISTER, body, { ip });
  // A v3 sign-up with a key nobody confirmed: refused, but counted like any other attempt.
  const v3 = (ip: string) =>
    post(
      limited.app,
      '/v3/auth/register/',
      { ...form(), phone_key: 'not-a-key', telegram: 'new_student', accepted_pdpp: true },
      { ip },
    );

  it('allows REGISTRATION_RATE_LIMIT sign-ups an hour from one address, v2 and v3 together', async () => {
    const ip = randomIp();
    expect((await v2(ip)).status).toBe(201);
    expectFieldError(await v3(ip), 'phone_key', 'invalid_phone_key');
    expect((await v2(ip)).status).toBe(201);
    for (const res of [await v2(ip), await v3(ip)]) {
      const body = expectThrottled(res, 60 * 60);
      expect(body.errors[0]?.detail).toMatch(/^Слишком много регистраций с этого адреса\. Попробуйте через \d+ мин\.$/);
    }
    // Another address signs up as usual.
    expect((await v2(randomIp())).status).toBe(201);
  });

  it('counts a taken e-mail like a new one, so the limit does not tell which e-mails have accounts', async () => {
    const ip = randomIp();
    const taken = await buildUser(limited.db);
    for (let i = 0; i < LIMIT; i++) expectFieldError(await v2(ip, form({ email: taken.email })), 'email', 'unique');
    expectThrottled(await v2(ip, form({ email: taken.email })), 60 * 60);
  });
});

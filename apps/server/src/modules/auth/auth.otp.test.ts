import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { buildUser, randomIp, uniqueEmail } from '../../test/factories.js';
import { expectError, expectFieldError } from '../../test/expect-error.js';
import { agePhoneCodes, lastSmsCode, wrongCode } from '../../test/phone-codes.js';

let t: TestApp;
let sequence = 0;
beforeAll(async () => {
  t = await createTestApp({ VARIANT: 'KZ' });
});
afterAll(() => t?.close());

const newPhone = () => `7701${String(Date.now() % 1e6).padStart(6, '0')}${(sequence += 1) % 10}`;
const request = (phone: string) => post(t.app, '/v3/auth/otp-request/', { phone }, { ip: randomIp() });
const confirm = (phone: string, code: string) => post(t.app, '/v3/auth/otp-confirm/', { phone, code });

const lastCode = (phone: string) => lastSmsCode(t.db, phone);
const age = (phone: string, seconds: number) => agePhoneCodes(t.db, phone, seconds);
const wrong = wrongCode;

async function confirmedKey(phone = newPhone()) {
  expect((await request(phone)).status).toBe(200);
  const res = await confirm(phone, await lastCode(phone));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { phone, phoneKey: res.body.phone_key as string };
}

const registration = (overrides: Record<string, unknown>) => ({
  first_name: 'Айгерим',
  last_name: 'Садыкова',
  email: uniqueEmail('kz'),
  password: 'Secret12',
  telegram: 'aigerim_s',
  accepted_public_offer: true,
  accepted_pdpp: true,
  ...overrides,
});

describe('POST /v3/auth/otp-request/', () => {
  it('sends a 4-digit code by SMS and allows a new one only after 60 s', async () => {
    const phone = newPhone();
    const res = await request(phone);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ resend_after: 60 });
    expect(await lastCode(phone)).toMatch(/^\d{4}$/);
    const again = expectError(await request(phone), 429, { attr: 'phone', code: 'throttled' });
    expect(again.errors[0]?.detail).toMatch(/через \d+ с/);
    await age(phone, 61);
    expect((await request(phone)).status).toBe(200);
    expectFieldError(await post(t.app, '/v3/auth/otp-request/', { phone: '123' }), 'phone');
  });
});

describe('POST /v3/auth/otp-confirm/', () => {
  it('answers a phone key for the right code, once', async () => {
    const phone = newPhone();
    await request(phone);
    const code = await lastCode(phone);
    const res = await confirm(phone, code);
    expect(res.status).toBe(200);
    expect(res.body.phone_key).toMatch(/^[\w-]{40,}$/);
    expectFieldError(await confirm(phone, code), 'code', 'code_expired');
  });

  it('counts wrong codes: after 5 even the right one is refused', async () => {
    const phone = newPhone();
    await request(phone);
    const code = await lastCode(phone);
    for (let i = 0; i < 5; i++) expectFieldError(await confirm(phone, wrong(code)), 'code', 'invalid_code');
    expectFieldError(await confirm(phone, code), 'code', 'too_many_attempts');
  });

  it('refuses a code older than 10 minutes, a phone without a code and a malformed code', async () => {
    const phone = newPhone();
    await request(phone);
    const code = await lastCode(phone);
    await age(phone, 601);
    expectFieldError(await confirm(phone, code), 'code', 'code_expired');
    expectFieldError(await confirm(newPhone(), '1234'), 'code', 'code_expired');
    expectFieldError(await confirm(phone, '12a4'), 'code');
  });
});

describe('POST /v3/auth/register/', () => {
  it('registers a student with the confirmed phone and signs them in; the key is spent', async () => {
    const { phone, phoneKey } = await confirmedKey();
    const res = await post(t.app, '/v3/auth/register/', registration({ phone_key: phoneKey }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'STUDENT_ROLE', first_name: 'Айгерим', student: { phone } });
    expect((await get(t.app, '/v3/auth/verify/', { token: res.body.access })).status).toBe(200);
    const reuse = await post(t.app, '/v3/auth/register/', registration({ phone_key: phoneKey }));
    expectFieldError(reuse, 'phone_key', 'invalid_phone_key');
  });

  it('of two registrations racing with one key, one succeeds', async () => {
    const { phoneKey } = await confirmedKey();
    const answers = await Promise.all([
      post(t.app, '/v3/auth/register/', registration({ phone_key: phoneKey })),
      post(t.app, '/v3/auth/register/', registration({ phone_key: phoneKey })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
  });

  it('refuses an unknown key, a taken e-mail and bad fields', async () => {
    expectFieldError(
      await post(t.app, '/v3/auth/register/', registration({ phone_key: 'not-a-key' })),
      'phone_key',
      'invalid_phone_key',
    );
    const taken = await buildUser(t.db);
    const { phoneKey } = await confirmedKey();
    expectFieldError(
      await post(t.app, '/v3/auth/register/', registration({ phone_key: phoneKey, email: taken.email })),
      'email',
      'unique',
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ telegram: '@x' }, 'telegram'],
      [{ accepted_pdpp: false }, 'accepted_pdpp'],
      [{ password: '123' }, 'password'],
      [{ parent_phone: '12' }, 'parent_phone'],
      [{ phone_key: undefined }, 'phone_key'],
    ];
    for (const [override, attr] of cases) {
      expectFieldError(
        await post(t.app, '/v3/auth/register/', registration({ phone_key: phoneKey, ...override })),
        attr,
      );
    }
  });
});

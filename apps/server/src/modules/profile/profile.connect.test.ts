import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, randomIp, type TestUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectGeneralError } from '../../test/expect-error.js';
import { agePhoneCodes, lastSmsCode, wrongCode } from '../../test/phone-codes.js';
import { FakeVkId, VK_CLIENT_ID } from '../../test/fake-vk-id.js';
import { buildSaleProduct } from '../../test/commerce-factories.js';
import { setReferralCode } from '../referral/referral.service.js';

const GENERATE = '/v2/core/connect/code/generate/';
const CHECK = '/v2/core/connect/code/check/';

const vk = new FakeVkId();
let t: TestApp;
let student: TestUser;
let token: string;
let sequence = 0;

beforeAll(async () => {
  await vk.start();
  t = await createTestApp({ VK_ID_CLIENT_ID: VK_CLIENT_ID, VK_ID_BASE_URL: vk.url });
  student = await buildUser(t.db);
  token = await accessTokenFor(student);
});
afterAll(async () => {
  await t?.close();
  await vk.server.close();
});

const newPhone = () => `7916${String(Date.now() % 1e6).padStart(6, '0')}${(sequence += 1) % 10}`;
const generate = (phone: string, auth = token) => post(t.app, GENERATE, { phone }, { token: auth, ip: randomIp() });
const check = (phone: string, code: string, auth = token) => post(t.app, CHECK, { phone, code }, { token: auth });
const linkTelegram = (auth: string) =>
  post(
    t.app,
    '/v2/core/connect/social-account/',
    { method: 'Telegram', value: `@friend_${(sequence += 1)}x` },
    { token: auth },
  );
const profileOf = async (auth: string) => (await get(t.app, '/v2/core/users/profile/', { token: auth })).body;

describe('phone confirmation (spec 3 §4)', () => {
  it('sends a code by SMS; the right code makes the phone the confirmed phone of the caller', async () => {
    const phone = newPhone();
    const sent = await generate(phone);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ resend_after: 60 });
    const res = await check(phone, await lastSmsCode(t.db, phone));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: student.id, phone, is_phone_confirmed: true });
    const modals = await get(t.app, '/v2/core/users/system-modals/', { token });
    expect(modals.body.is_phone_confirmed).toBe(true);
  });

  it('uses a code once', async () => {
    const phone = newPhone();
    await generate(phone);
    const code = await lastSmsCode(t.db, phone);
    expect((await check(phone, code)).status).toBe(200);
    expectFieldError(await check(phone, code), 'code', 'code_expired');
  });

  it('refuses an expired code and a new code within 60 s', async () => {
    const phone = newPhone();
    await generate(phone);
    expectError(await generate(phone), 429, { attr: 'phone' });
    const code = await lastSmsCode(t.db, phone);
    await agePhoneCodes(t.db, phone, 11 * 60);
    expectFieldError(await check(phone, code), 'code', 'code_expired');
    expect((await generate(phone)).status).toBe(200);
  });

  it('stops after five wrong codes, even for the right one', async () => {
    const phone = newPhone();
    await generate(phone);
    const code = await lastSmsCode(t.db, phone);
    for (let i = 0; i < 5; i++) expectFieldError(await check(phone, wrongCode(code)), 'code', 'invalid_code');
    expectFieldError(await check(phone, code), 'code', 'too_many_attempts');
    expect((await profileOf(token)).phone).not.toBe(phone);
  });

  it('validates the phone and the code, and is for students only', async () => {
    const bad = expectFieldError(await generate('7123'), 'phone');
    expect(bad.errors[0]?.detail).toBe('Введите корректный номер телефона');
    expectFieldError(await check(newPhone(), '12a4'), 'code');
    expectFieldError(await check(newPhone(), '12345'), 'code');
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    expectForbidden(await generate(newPhone(), tutor));
    expectForbidden(await check(newPhone(), '1234', tutor));
  });

  it('does not confirm the phone for another student who did not get the code', async () => {
    const phone = newPhone();
    await generate(phone);
    const other = await accessTokenFor(await buildUser(t.db));
    expectFieldError(await check(phone, wrongCode(await lastSmsCode(t.db, phone)), other), 'code', 'invalid_code');
    expect((await profileOf(other)).is_phone_confirmed).toBe(false);
  });
});

describe('POST /v2/core/connect/vk/', () => {
  const grant = (code: string) => ({
    code,
    code_verifier: 'verifier-abc',
    device_id: 'device-1',
    redirect_uri: 'http://localhost:3000/vk-id-callback/connect',
  });

  it("links the VK ID account to the caller, not to anyone else's", async () => {
    const me = await accessTokenFor(await buildUser(t.db));
    const code = vk.code({ user_id: 5551, first_name: 'Пётр', last_name: 'Соколов' });
    const res = await post(t.app, '/v2/core/connect/vk/', grant(code), { token: me });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.social_accounts).toEqual([{ method: 'Vk', value: '5551', connected_at: expect.any(String) }]);
    const thief = await accessTokenFor(await buildUser(t.db));
    const again = vk.code({ user_id: 5551, first_name: 'Пётр', last_name: 'Соколов' });
    expectGeneralError(await post(t.app, '/v2/core/connect/vk/', grant(again), { token: thief }), 'connect_failed');
    expect((await profileOf(thief)).social_accounts).toEqual([]);
  });

  it('answers 400 when VK ID refuses the code, and checks the body and the role', async () => {
    expectGeneralError(await post(t.app, '/v2/core/connect/vk/', grant('unknown'), { token }), 'connect_failed');
    expectFieldError(await post(t.app, '/v2/core/connect/vk/', { code: '' }, { token }), 'code');
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    expectForbidden(await post(t.app, '/v2/core/connect/vk/', grant('x'), { token: tutor }));
  });
});

describe('POST /v2/core/connect/social-account/', () => {
  const connect = (body: unknown, auth = token) =>
    post(t.app, '/v2/core/connect/social-account/', body, { token: auth });

  it('links Telegram by @nickname or phone and WhatsApp by phone; a new one replaces the old', async () => {
    const me = await accessTokenFor(await buildUser(t.db));
    expect((await connect({ method: 'Telegram', value: '@Alice_S' }, me)).status).toBe(200);
    const phone = newPhone();
    const res = await connect({ method: 'Whatsapp', value: phone }, me);
    expect(res.body.social_accounts).toEqual([
      expect.objectContaining({ method: 'Telegram', value: '@alice_s' }),
      expect.objectContaining({ method: 'Whatsapp', value: phone }),
    ]);
    const replaced = await connect({ method: 'Telegram', value: '@alice_new' }, me);
    expect(replaced.body.social_accounts.map((a: { value: string }) => a.value)).toEqual([phone, '@alice_new']);
  });

  it("refuses another student's account and bad values", async () => {
    const owner = await accessTokenFor(await buildUser(t.db));
    expect((await connect({ method: 'Telegram', value: '@taken_name' }, owner)).status).toBe(200);
    expectGeneralError(await connect({ method: 'Telegram', value: '@Taken_Name' }), 'connect_failed');
    expect(expectFieldError(await connect({ method: 'Telegram', value: '@ab' }), 'value').errors[0]?.detail).toBe(
      'username is incorrect',
    );
    expectFieldError(await connect({ method: 'Whatsapp', value: '@alice' }), 'value');
    expectFieldError(await connect({ method: 'Viber', value: '79161234567' }), 'method');
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    expectForbidden(await connect({ method: 'Telegram', value: '@tutor_x' }, tutor));
  });
});

describe("the referral rule of RU (spec 1 §6): a friend's discount needs a confirmed social account", () => {
  it('refuses the discount without one and gives it once a messenger is linked', async () => {
    const referrer = await buildUser(t.db);
    await setReferralCode(t.db, referrer.id, 'PROFILE1');
    const product = await buildSaleProduct(t.db);
    const friend = await accessTokenFor(await buildUser(t.db));
    expect((await post(t.app, '/cart/', { product: product.productId }, { token: friend })).status).toBe(201);
    const refused = await post(t.app, '/cart/referral-program/', { referral_id: 'PROFILE1' }, { token: friend });
    expectFieldError(refused, 'referral_id', 'social_account_required');
    expect((await linkTelegram(friend)).status).toBe(200);
    const applied = await post(t.app, '/cart/referral-program/', { referral_id: 'PROFILE1' }, { token: friend });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.discount).toBeGreaterThan(0);
  });
});

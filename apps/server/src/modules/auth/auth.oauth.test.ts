import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { buildUser, deactivateUser, uniqueEmail } from '../../test/factories.js';
import { expectFieldError, expectGeneralError } from '../../test/expect-error.js';
import { FakeVkId, VK_CLIENT_ID as CLIENT_ID, type VkProfile } from '../../test/fake-vk-id.js';

const LOGIN = '/v2/auth/o/login/';
const vk = new FakeVkId();
let t: TestApp;
let nextVkId = 1000;
beforeAll(async () => {
  await vk.start();
  t = await createTestApp({ VK_ID_CLIENT_ID: CLIENT_ID, VK_ID_BASE_URL: vk.url });
});
afterAll(async () => {
  await t?.close();
  await vk.server.close();
});

const grant = (code: string, overrides: Record<string, unknown> = {}) => ({
  provider: 'vk',
  code,
  code_verifier: 'verifier-abc',
  device_id: 'device-1',
  redirect_uri: 'http://localhost:3000/id/login',
  ...overrides,
});
const oauthLogin = (body: unknown) => post(t.app, LOGIN, body);
const profile = (overrides: Partial<VkProfile> = {}): VkProfile => ({
  user_id: nextVkId++,
  first_name: 'Пётр',
  last_name: 'Соколов',
  ...overrides,
});

describe('GET /v2/auth/o/providers/', () => {
  it('lists VK ID with its authorize URL and client id', async () => {
    const res = await get(t.app, '/v2/auth/o/providers/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ provider: 'vk', authorize_url: `${vk.url}/authorize`, client_id: CLIENT_ID }]);
  });
});

describe('POST /v2/auth/o/login/', () => {
  it('creates a new student from the VK profile and signs them in', async () => {
    const email = uniqueEmail('vk');
    const person = profile({ email, avatar: 'https://vk.example/a.jpg' });
    const res = await oauthLogin(grant(vk.code(person)));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      role: 'STUDENT_ROLE',
      email,
      first_name: 'Пётр',
      last_name: 'Соколов',
      avatar: 'https://vk.example/a.jpg',
      student: { is_new: true },
    });
    // What reached VK: the PKCE grant, form-encoded.
    expect(vk.requests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      code_verifier: 'verifier-abc',
      device_id: 'device-1',
      redirect_uri: 'http://localhost:3000/id/login',
      client_id: CLIENT_ID,
    });
  });

  it('signs a returning user in by their VK id, whatever e-mail VK now reports', async () => {
    const person = profile({ email: uniqueEmail('first') });
    const first = await oauthLogin(grant(vk.code(person)));
    const again = await oauthLogin(grant(vk.code({ ...person, email: uniqueEmail('changed') })));
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(first.body.user.id);
    const withoutEmail = await oauthLogin(grant(vk.code({ ...person, email: undefined })));
    expect(withoutEmail.body.user.id).toBe(first.body.user.id);
  });

  it('links the VK account to an existing user with the same e-mail', async () => {
    const user = await buildUser(t.db, { role: 'TUTOR_ROLE', email: uniqueEmail('linked') });
    const person = profile({ email: user.email.toUpperCase() });
    const res = await oauthLogin(grant(vk.code(person)));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, role: 'TUTOR_ROLE' });
    // Linked: the next login finds the user by VK id even without an e-mail.
    const next = await oauthLogin(grant(vk.code({ ...person, email: undefined })));
    expect(next.body.user.id).toBe(user.id);
  });

  it('creates a user with a placeholder e-mail when VK gives none', async () => {
    const person = profile();
    const res = await oauthLogin(grant(vk.code(person)));
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(`vk-${person.user_id}@users.noreply`);
  });

  it('refuses a code VK does not accept, and a token VK gives no profile for', async () => {
    expectGeneralError(await oauthLogin(grant('made-up-code')), 'oauth_failed', 'Не удалось войти через VK ID.');
    vk.codes.set('no-profile', profile());
    expectGeneralError(await oauthLogin(grant('no-profile')), 'oauth_failed');
  });

  it('refuses a disabled account', async () => {
    const user = await buildUser(t.db, { email: uniqueEmail('off') });
    await deactivateUser(t.db, user.id);
    expectGeneralError(await oauthLogin(grant(vk.code(profile({ email: user.email })))), 'inactive');
  });

  it('validates the body', async () => {
    const missing = await oauthLogin({});
    expectFieldError(missing, 'provider', 'invalid_value');
    for (const attr of ['code', 'code_verifier', 'device_id', 'redirect_uri'])
      expectFieldError(missing, attr, 'invalid_type');
    expectFieldError(await oauthLogin(grant('c', { provider: 'google' })), 'provider', 'invalid_value');
    expectFieldError(await oauthLogin(grant('c', { redirect_uri: 'not a url' })), 'redirect_uri', 'invalid_format');
    expectFieldError(await oauthLogin(grant('c', { code: 5 })), 'code', 'invalid_type');
    expectFieldError(await oauthLogin(grant('c'.repeat(2049))), 'code', 'too_big');
    expectFieldError(await oauthLogin(grant('c', { code_verifier: 'v'.repeat(257) })), 'code_verifier', 'too_big');
    expectFieldError(await oauthLogin(grant('c', { device_id: '' })), 'device_id', 'too_small');
  });
});

describe('OAuth without a configured provider', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare?.close());

  it('lists no provider and refuses the login', async () => {
    expect((await get(bare.app, '/v2/auth/o/providers/')).body).toEqual([]);
    const res = await post(bare.app, LOGIN, grant('code'));
    expectGeneralError(res, 'provider_not_configured');
  });
});

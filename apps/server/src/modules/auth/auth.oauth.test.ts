import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { buildUser, deactivateUser, uniqueEmail } from '../../test/factories.js';
import { expectFieldError, expectGeneralError } from '../../test/expect-error.js';

const LOGIN = '/v2/auth/o/login/';
const CLIENT_ID = 'vk-app-51234';

interface VkProfile {
  user_id: number;
  first_name: string;
  last_name: string;
  email?: string;
  avatar?: string;
}

/**
 * A local fake of VK ID's two endpoints (form-encoded bodies, JSON answers): a code known to
 * `codes` gives an access token, which gives its profile.
 */
class FakeVkId {
  readonly server: FastifyInstance = Fastify();
  readonly codes = new Map<string, VkProfile>();
  readonly requests: Record<string, string>[] = [];
  url = '';

  async start(): Promise<void> {
    this.server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    this.server.post('/oauth2/auth', async (request, reply) => {
      const form = request.body as Record<string, string>;
      this.requests.push(form);
      const profile = this.codes.get(form.code ?? '');
      if (form.grant_type !== 'authorization_code' || form.client_id !== CLIENT_ID || !form.code_verifier || !profile) {
        return reply.status(400).send({ error: 'invalid_grant', error_description: 'Code is invalid or expired' });
      }
      return { access_token: `at-${form.code}`, refresh_token: 'rt', expires_in: 3600, user_id: profile.user_id };
    });
    this.server.post('/oauth2/user_info', async (request, reply) => {
      const form = request.body as Record<string, string>;
      const code = form.access_token?.replace(/^at-/, '') ?? '';
      const profile = this.codes.get(code);
      if (!profile || form.client_id !== CLIENT_ID || code === 'no-profile') {
        return reply.status(401).send({ error: 'invalid_token' });
      }
      return { user: profile };
    });
    this.url = await this.server.listen({ port: 0, host: '127.0.0.1' });
  }

  /** A fresh code that VK will exchange for this profile. */
  code(profile: VkProfile): string {
    const code = `code-${this.codes.size}-${profile.user_id}`;
    this.codes.set(code, profile);
    return code;
  }
}

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

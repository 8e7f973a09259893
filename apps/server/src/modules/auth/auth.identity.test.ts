import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, post, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app.js';
import { buildUser, deactivateUser, loginAs, type TestUser } from '../../test/factories.js';
import { expectFieldError, expectSignInRequired } from '../../test/expect-error.js';
import { oneTimeCodes } from './auth.schema.js';
import { hashSecretToken } from './secret-tokens.js';
import { upsertAuthClient } from './auth.repo.js';
import { itRaces } from '../../test/races.js';

const AUTHORIZE = '/v2/auth/authorize/';
const OBTAIN = '/v2/auth/obtain-code/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await upsertAuthClient(t.db, { id: 'partner', title: 'Partner app', redirectOrigins: ['https://partner.example'] });
});
afterAll(() => t?.close());

async function authorize(user: TestUser, body: unknown) {
  const { access } = await loginAs(t.app, user);
  return post(t.app, AUTHORIZE, body, { token: access });
}

/** The one-time code the identity pages hand back to the web app. */
async function codeFor(user: TestUser): Promise<string> {
  const res = await authorize(user, { client_id: 'web', client_redirect: `${TEST_PUBLIC_URL}/home` });
  expect(res.status).toBe(200);
  return new URL(res.body.redirect_url).searchParams.get('token') ?? '';
}

describe('POST /v2/auth/authorize/', () => {
  it('answers the redirect back to the client with a one-time code in `token` (spec 1 §2)', async () => {
    const user = await buildUser(t.db);
    const res = await authorize(user, { client_id: 'web', client_redirect: `${TEST_PUBLIC_URL}/lessons?tab=2#top` });
    expect(res.status).toBe(200);
    const url = new URL(res.body.redirect_url);
    expect(url.origin + url.pathname).toBe(`${TEST_PUBLIC_URL}/lessons`);
    expect(url.searchParams.get('tab')).toBe('2');
    expect(url.hash).toBe('#top');
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{20,}$/);
  });

  it('sends a registered client to its own origins only', async () => {
    const user = await buildUser(t.db);
    const ok = await authorize(user, { client_id: 'partner', client_redirect: 'https://partner.example/back' });
    expect(ok.status).toBe(200);
    expect(ok.body.redirect_url).toMatch(/^https:\/\/partner\.example\/back\?token=/);
  });

  it('refuses an unknown client (spec 1 §5 ClientId not provided), in Russian', async () => {
    const res = await authorize(await buildUser(t.db), { client_id: 'evil', client_redirect: `${TEST_PUBLIC_URL}/` });
    expectFieldError(res, 'client_id', 'invalid_client');
    expect(res.body.errors[0].detail).toBe('Неизвестное приложение для входа.');
  });

  it('refuses a foreign or malformed redirect (spec 1 §5 Invalid clientRedirect), in Russian', async () => {
    const user = await buildUser(t.db);
    for (const redirect of [
      'https://evil.example/steal',
      'http://localhost:3000.evil.example/',
      'https://partner.example/back',
      'javascript:alert(1)',
      '/relative/path',
      'not a url',
    ]) {
      const res = await authorize(user, { client_id: 'web', client_redirect: redirect });
      expectFieldError(res, 'client_redirect', 'invalid_redirect');
      expect(res.body.errors[0].detail).toBe('Недопустимый адрес возврата после входа.');
    }
  });

  it('validates the body: missing fields, wrong types, oversized strings', async () => {
    const user = await buildUser(t.db);
    const missing = await authorize(user, {});
    expectFieldError(missing, 'client_id', 'invalid_type');
    expect(missing.body.errors.find((e: { attr: string }) => e.attr === 'client_id').detail).toBe(
      'Не указано приложение для входа.',
    );
    expectFieldError(missing, 'client_redirect', 'invalid_type');
    expectFieldError(await authorize(user, { client_id: '', client_redirect: 'x' }), 'client_id', 'too_small');
    expectFieldError(
      await authorize(user, { client_id: 7, client_redirect: ['x'] }),
      'client_redirect',
      'invalid_type',
    );
    const long = `${TEST_PUBLIC_URL}/${'a'.repeat(2000)}`;
    expectFieldError(await authorize(user, { client_id: 'web', client_redirect: long }), 'client_redirect', 'too_big');
    expectFieldError(
      await authorize(user, { client_id: 'w'.repeat(101), client_redirect: 'x' }),
      'client_id',
      'too_big',
    );
  });

  it('needs a signed-in user', async () => {
    await expectSignInRequired(t.app, 'POST', AUTHORIZE, await buildUser(t.db), {
      body: { client_id: 'web', client_redirect: `${TEST_PUBLIC_URL}/` },
    });
  });
});

describe('POST /v2/auth/obtain-code/', () => {
  it('exchanges a code for tokens of its user', async () => {
    const user = await buildUser(t.db, { role: 'MANAGER_CS' });
    const res = await post(t.app, OBTAIN, { auth_code: await codeFor(user) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ access: expect.any(String), refresh: expect.any(String) });
    expect(res.body.user).toMatchObject({ id: user.id, role: 'MANAGER_CS' });
  });

  it('a code works once', async () => {
    const code = await codeFor(await buildUser(t.db));
    expect((await post(t.app, OBTAIN, { auth_code: code })).status).toBe(200);
    const again = await post(t.app, OBTAIN, { auth_code: code });
    expectFieldError(again, 'auth_code', 'invalid_code');
  });

  itRaces('of two concurrent uses of one code exactly one succeeds', async () => {
    const code = await codeFor(await buildUser(t.db));
    const answers = await Promise.all([
      post(t.app, OBTAIN, { auth_code: code }),
      post(t.app, OBTAIN, { auth_code: code }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('refuses an unknown code, an expired one, one of a disabled user and one meant for another client', async () => {
    expectFieldError(await post(t.app, OBTAIN, { auth_code: 'nope' }), 'auth_code', 'invalid_code');
    const expired = await codeFor(await buildUser(t.db));
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.codeHash, hashSecretToken(expired)));
    expectFieldError(await post(t.app, OBTAIN, { auth_code: expired }), 'auth_code', 'invalid_code');
    const disabled = await buildUser(t.db);
    const code = await codeFor(disabled);
    await deactivateUser(t.db, disabled.id);
    expectFieldError(await post(t.app, OBTAIN, { auth_code: code }), 'auth_code', 'invalid_code');
    const user = await buildUser(t.db);
    const partner = await authorize(user, { client_id: 'partner', client_redirect: 'https://partner.example/' });
    const partnerCode = new URL(partner.body.redirect_url).searchParams.get('token');
    expectFieldError(await post(t.app, OBTAIN, { auth_code: partnerCode }), 'auth_code', 'invalid_code');
  });

  it('validates the body', async () => {
    expectFieldError(await post(t.app, OBTAIN, {}), 'auth_code', 'invalid_type');
    expectFieldError(await post(t.app, OBTAIN, { auth_code: 5 }), 'auth_code', 'invalid_type');
    expectFieldError(await post(t.app, OBTAIN, { auth_code: '' }), 'auth_code', 'too_small');
    expectFieldError(await post(t.app, OBTAIN, { auth_code: 'c'.repeat(201) }), 'auth_code', 'too_big');
  });
});

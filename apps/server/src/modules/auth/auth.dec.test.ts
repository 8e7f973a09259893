import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { buildUser, deactivateUser, uniqueEmail } from '../../test/factories.js';
import { expectError, expectFieldError, expectGeneralError } from '../../test/expect-error.js';

const DEC_LOGIN = '/v1/dec/login/';
const SECRET = 'sister-platform-shared-secret';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEC_TOKEN_SECRET: SECRET });
});
afterAll(() => t?.close());

/** What the sister platform sends: a short HS256 JWT whose subject is the e-mail (spec 1 §3 dec-token). */
function decToken(subject: string | undefined, options: { secret?: string; expiresIn?: string | number | null } = {}) {
  const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
  if (subject !== undefined) jwt.setSubject(subject);
  if (options.expiresIn !== null) jwt.setExpirationTime(options.expiresIn ?? '2m');
  return jwt.sign(new TextEncoder().encode(options.secret ?? SECRET));
}

const decLogin = (token: unknown) => post(t.app, DEC_LOGIN, { token });
const refused = (res: Awaited<ReturnType<typeof decLogin>>) =>
  expectGeneralError(res, 'invalid_token', 'Токен недействителен.');

describe('POST /v1/dec/login/', () => {
  it('signs in the user named by a token signed with DEC_TOKEN_SECRET', async () => {
    const user = await buildUser(t.db);
    const res = await decLogin(await decToken(user.email.toUpperCase()));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ access: expect.any(String), refresh: expect.any(String), user: { id: user.id } });
  });

  it('refuses an unsigned token, a wrongly signed one and a tampered one', async () => {
    const user = await buildUser(t.db);
    refused(await decLogin(new UnsecuredJWT({}).setSubject(user.email).setExpirationTime('2m').encode()));
    refused(await decLogin(await decToken(user.email, { secret: 'another-secret' })));
    const [head, , signature] = (await decToken(uniqueEmail())).split('.');
    const payload = Buffer.from(JSON.stringify({ sub: user.email, exp: Math.floor(Date.now() / 1000) + 60 })).toString(
      'base64url',
    );
    refused(await decLogin(`${head}.${payload}.${signature}`));
    refused(await decLogin('not.a.jwt'));
  });

  it('refuses an expired token and one that never expires', async () => {
    const user = await buildUser(t.db);
    refused(await decLogin(await decToken(user.email, { expiresIn: Math.floor(Date.now() / 1000) - 10 })));
    refused(await decLogin(await decToken(user.email, { expiresIn: null })));
  });

  it('refuses a token of an unknown, a disabled or no user', async () => {
    refused(await decLogin(await decToken(uniqueEmail('stranger'))));
    const disabled = await buildUser(t.db);
    await deactivateUser(t.db, disabled.id);
    refused(await decLogin(await decToken(disabled.email)));
    refused(await decLogin(await decToken(undefined)));
  });

  it('validates the body', async () => {
    expectFieldError(await post(t.app, DEC_LOGIN, {}), 'token', 'invalid_type');
    expectFieldError(await decLogin(12), 'token', 'invalid_type');
    expectFieldError(await decLogin(''), 'token', 'too_small');
    expectFieldError(await decLogin('t'.repeat(4097)), 'token', 'too_big');
  });
});

describe('POST /v1/dec/login/ without DEC_TOKEN_SECRET', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare?.close());

  it('answers 403 dec_login_disabled', async () => {
    const user = await buildUser(bare.db);
    const res = await post(bare.app, DEC_LOGIN, { token: await decToken(user.email) });
    expectError(res, 403, { attr: null, code: 'dec_login_disabled' });
  });
});

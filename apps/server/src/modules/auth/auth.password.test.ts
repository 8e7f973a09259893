import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app.js';
import { buildUser, loginAs, uniqueEmail, type TestUser } from '../../test/factories.js';
import {
  expectFieldError,
  expectGeneralError,
  expectSignInRequired,
  expectTokenNotValid,
} from '../../test/expect-error.js';
import { itRaces } from '../../test/races.js';

const RESET = '/v2/auth/password-reset/';
const CONFIRM = '/v2/auth/password-reset/confirm/';
const CHANGE = '/v2/auth/change-password/';
const LOGIN = '/v3/auth/login/';
const REDIRECT = `${TEST_PUBLIC_URL}/home`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const requestReset = (email: unknown, overrides: Record<string, unknown> = {}) =>
  post(t.app, RESET, { email, client_id: 'web', client_redirect: REDIRECT, ...overrides });
const confirm = (token: unknown, password = 'NewPass1', password2 = password) =>
  post(t.app, CONFIRM, { token, password, password2 });
const login = (user: TestUser, password: string) => post(t.app, LOGIN, { email: user.email, password });

async function outboxFor(email: string) {
  const res = await get(t.app, '/dev/outbox/');
  expect(res.status).toBe(200);
  return (res.body as { recipient: string; subject: string; body: string }[]).filter((m) => m.recipient === email);
}

/** The reset link of the last e-mail sent to the user. */
async function resetLink(user: TestUser): Promise<URL> {
  const [message] = await outboxFor(user.email);
  const link = message?.body.match(/https?:\/\/\S+/)?.[0];
  expect(link, message?.body).toBeDefined();
  return new URL(link ?? '');
}

describe('POST /v2/auth/password-reset/', () => {
  it('sends a link to the create-password page carrying reset_token and the client context', async () => {
    const user = await buildUser(t.db);
    const res = await requestReset(user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    const messages = await outboxFor(user.email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'email', subject: 'Восстановление пароля' });
    const link = await resetLink(user);
    expect(link.origin + link.pathname).toBe(`${TEST_PUBLIC_URL}/id/create-password`);
    expect(link.searchParams.get('reset_token')).toMatch(/^[\w-]{20,}$/);
    expect(link.searchParams.get('client_id')).toBe('web');
    expect(link.searchParams.get('client_redirect')).toBe(REDIRECT);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await requestReset(email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(await outboxFor(email)).toHaveLength(0);
  });

  it('refuses an unknown client and a foreign redirect before looking at the e-mail', async () => {
    const user = await buildUser(t.db);
    const client = expectFieldError(await requestReset(user.email, { client_id: 'evil' }), 'client_id');
    expect(client.errors[0]?.detail).toBe('Неизвестное приложение для входа.');
    const redirect = await requestReset(user.email, { client_redirect: 'https://evil.example/' });
    expect(expectFieldError(redirect, 'client_redirect').errors[0]?.detail).toBe(
      'Недопустимый адрес возврата после входа.',
    );
    expect(await outboxFor(user.email)).toHaveLength(0);
  });

  it('validates the body', async () => {
    const res = await post(t.app, RESET, {});
    for (const attr of ['email', 'client_id', 'client_redirect']) expectFieldError(res, attr, 'invalid_type');
    expectFieldError(await requestReset(17), 'email', 'invalid_type');
    expectFieldError(await requestReset(`${'e'.repeat(250)}@example.com`), 'email', 'too_big');
    expectFieldError(await requestReset('a@b.ru', { client_id: 'c'.repeat(101) }), 'client_id', 'too_big');
  });
});

describe('POST /v2/auth/password-reset/confirm/', () => {
  it('sets the new password from the link; old sessions die; the token works once', async () => {
    const user = await buildUser(t.db);
    const session = await loginAs(t.app, user);
    await requestReset(user.email);
    const token = (await resetLink(user)).searchParams.get('reset_token');
    const res = await confirm(token, 'Новый-пароль1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect((await login(user, 'Новый-пароль1')).status).toBe(200);
    expectGeneralError(await login(user, user.password), 'authentication_failed');
    expectTokenNotValid(await post(t.app, '/v3/auth/refresh/', { refresh: session.refresh }));
    expectFieldError(await confirm(token, 'Another1'), 'token', 'invalid_token');
  });

  itRaces('of two concurrent uses of one token exactly one succeeds', async () => {
    const user = await buildUser(t.db);
    await requestReset(user.email);
    const token = (await resetLink(user)).searchParams.get('reset_token');
    const answers = await Promise.all([confirm(token, 'FirstPass1'), confirm(token, 'SecondPass1')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('refuses an unknown token and a one-time login code', async () => {
    expectFieldError(await confirm('no-such-token'), 'token', 'invalid_token');
    const user = await buildUser(t.db);
    const { access } = await loginAs(t.app, user);
    const authorize = await post(
      t.app,
      '/v2/auth/authorize/',
      { client_id: 'web', client_redirect: REDIRECT },
      { token: access },
    );
    const code = new URL(authorize.body.redirect_url).searchParams.get('token');
    expectFieldError(await confirm(code), 'token', 'invalid_token');
  });

  it('applies the new-password rules and validates the body', async () => {
    expectFieldError(await confirm('t', 'short'), 'password', 'too_small');
    expectFieldError(await confirm('t', 'a'.repeat(41)), 'password', 'too_big');
    expectFieldError(await confirm('t', 'bad<chars>'), 'password', 'invalid_format');
    expectFieldError(await confirm('t', 'Secret12', 'Secret13'), 'password2', 'custom');
    const missing = await post(t.app, CONFIRM, {});
    for (const attr of ['token', 'password', 'password2']) expectFieldError(missing, attr, 'invalid_type');
    expectFieldError(await confirm(123), 'token', 'invalid_type');
    expectFieldError(await confirm('t'.repeat(201)), 'token', 'too_big');
  });
});

describe('POST /v2/auth/change-password/', () => {
  const change = (token: string, body: Record<string, unknown>) => post(t.app, CHANGE, body, { token });

  it('changes the password, answers new tokens and signs every other session out', async () => {
    const user = await buildUser(t.db);
    const current = await loginAs(t.app, user);
    const other = await loginAs(t.app, user);
    const res = await change(current.access, {
      old_password: user.password,
      password: 'Changed1',
      password2: 'Changed1',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ access: expect.any(String), refresh: expect.any(String), user: { id: user.id } });
    expectTokenNotValid(await post(t.app, '/v3/auth/refresh/', { refresh: other.refresh }));
    expectTokenNotValid(await post(t.app, '/v3/auth/refresh/', { refresh: current.refresh }));
    expect((await post(t.app, '/v3/auth/refresh/', { refresh: res.body.refresh })).status).toBe(200);
    expect((await login(user, 'Changed1')).status).toBe(200);
    expectGeneralError(await login(user, user.password), 'authentication_failed');
  });

  it('refuses a wrong current password', async () => {
    const user = await buildUser(t.db);
    const { access } = await loginAs(t.app, user);
    const res = await change(access, { old_password: 'not-it-1', password: 'Changed1', password2: 'Changed1' });
    expect(expectFieldError(res, 'old_password', 'wrong_password').errors[0]?.detail).toBe('Неверный текущий пароль.');
    expect((await login(user, user.password)).status).toBe(200);
  });

  it('applies the password rules and validates the body', async () => {
    const user = await buildUser(t.db);
    const { access } = await loginAs(t.app, user);
    const missing = await change(access, {});
    for (const attr of ['old_password', 'password', 'password2']) expectFieldError(missing, attr, 'invalid_type');
    const ok = { old_password: user.password, password: 'Changed1', password2: 'Changed1' };
    expectFieldError(await change(access, { ...ok, password: 'x1', password2: 'x1' }), 'password', 'too_small');
    expectFieldError(await change(access, { ...ok, password2: 'Changed2' }), 'password2', 'custom');
    expectFieldError(await change(access, { ...ok, old_password: 'o'.repeat(257) }), 'old_password', 'too_big');
    expectFieldError(await change(access, { ...ok, old_password: 'with space' }), 'old_password', 'invalid_format');
    expectFieldError(await change(access, { ...ok, password: 42 }), 'password', 'invalid_type');
  });

  it('needs a signed-in user', async () => {
    await expectSignInRequired(t.app, 'POST', CHANGE, await buildUser(t.db), {
      body: { old_password: 'secret123', password: 'Changed1', password2: 'Changed1' },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { buildUser, randomIp, type TestUser } from '../../test/factories.js';
import { expectFieldError } from '../../test/expect-error.js';

/**
 * Issue 7 item 16: with PUBLIC_URL unset, identity redirects and reset links follow the address
 * the user opened when it is one of this machine's own — never a foreign Host header.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: null });
});
afterAll(() => t?.close());

const opened = (host: string) => ({ headers: { host } });

async function signedIn(user: TestUser, host: string): Promise<string> {
  const body = { email: user.email, password: user.password };
  const res = await post(t.app, '/v3/auth/login/', body, { ...opened(host), ip: randomIp() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.access;
}

const authorize = async (user: TestUser, host: string, clientRedirect: string) =>
  post(
    t.app,
    '/v2/auth/authorize/',
    { client_id: 'web', client_redirect: clientRedirect },
    { ...opened(host), token: await signedIn(user, host) },
  );

const resetLinkFor = async (email: string) => {
  const messages = (await get(t.app, '/dev/outbox/')).body as { recipient: string; body: string }[];
  const link = messages.find((m) => m.recipient === email)?.body.match(/https?:\/\/\S+/)?.[0];
  return new URL(link ?? 'about:blank');
};

describe('the app opened as http://127.0.0.1:3000 without PUBLIC_URL', () => {
  it('signs in: the identity page may send the user back to that address', async () => {
    const user = await buildUser(t.db);
    const res = await authorize(user, '127.0.0.1:3000', 'http://127.0.0.1:3000/home');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.redirect_url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/home\?token=[\w-]{20,}$/);
  });

  it('still signs in as http://localhost:3000', async () => {
    const res = await authorize(await buildUser(t.db), 'localhost:3000', 'http://localhost:3000/home');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('sends reset links to the address the user opened', async () => {
    const user = await buildUser(t.db);
    const body = { email: user.email, client_id: 'web', client_redirect: 'http://127.0.0.1:3000/home' };
    expect((await post(t.app, '/v2/auth/password-reset/', body, opened('127.0.0.1:3000'))).status).toBe(200);
    const link = await resetLinkFor(user.email);
    expect(link.origin + link.pathname).toBe('http://127.0.0.1:3000/id/create-password');
  });
});

describe('a foreign Host header', () => {
  it('is not accepted as a redirect target', async () => {
    const user = await buildUser(t.db);
    const res = await authorize(user, 'evil.example', 'http://evil.example/steal');
    expectFieldError(res, 'client_redirect', 'invalid_redirect');
    // Nor is another address of the machine than the one opened.
    expectFieldError(await authorize(user, 'localhost:3000', 'http://127.0.0.1:3000/home'), 'client_redirect');
  });

  it('never ends up in a reset link', async () => {
    const user = await buildUser(t.db);
    const body = { email: user.email, client_id: 'web', client_redirect: 'http://evil.example/home' };
    expectFieldError(await post(t.app, '/v2/auth/password-reset/', body, opened('evil.example')), 'client_redirect');
    const local = { ...body, client_redirect: 'http://localhost:3000/home' };
    expect((await post(t.app, '/v2/auth/password-reset/', local, opened('evil.example'))).status).toBe(200);
    const link = await resetLinkFor(user.email);
    expect(link.origin).toBe('http://localhost:3000');
  });
});

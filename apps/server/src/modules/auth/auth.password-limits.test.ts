import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app.js';
import { buildUser, randomIp, uniqueEmail } from '../../test/factories.js';
import { expectThrottled } from '../../test/expect-error.js';

/** Issue 7 item 7: reset e-mails are limited per account and per address. */
const RESET = '/v2/auth/password-reset/';
const PER_ACCOUNT = 2;
const PER_IP = 4;
const HOUR = 60 * 60;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PASSWORD_RESET_RATE_LIMIT: PER_ACCOUNT, PASSWORD_RESET_IP_RATE_LIMIT: PER_IP });
});
afterAll(() => t?.close());

const requestReset = (email: string, ip = randomIp()) =>
  post(t.app, RESET, { email, client_id: 'web', client_redirect: `${TEST_PUBLIC_URL}/home` }, { ip });

async function mailsTo(email: string): Promise<number> {
  const res = await get(t.app, '/dev/outbox/');
  return (res.body as { recipient: string }[]).filter((m) => m.recipient === email).length;
}

describe('POST /v2/auth/password-reset/ limits', () => {
  it('sends one account at most PASSWORD_RESET_RATE_LIMIT e-mails an hour, from any address', async () => {
    const victim = await buildUser(t.db);
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await requestReset(victim.email)).status).toBe(200);
    const res = await requestReset(victim.email.toUpperCase());
    const body = expectThrottled(res, HOUR);
    expect(body.errors[0]?.detail).toMatch(
      /^Слишком много запросов на восстановление пароля\. Попробуйте через \d+ мин\.$/,
    );
    expect(await mailsTo(victim.email)).toBe(PER_ACCOUNT);
  });

  it('answers an unknown e-mail exactly as a known one, 429 included', async () => {
    const known = await buildUser(t.db);
    const statuses = async (email: string) => {
      const answers = [];
      for (let i = 0; i <= PER_ACCOUNT; i++) {
        const res = await requestReset(email);
        answers.push([res.status, res.body.errors?.[0]?.code ?? res.body, res.headers['retry-after'] !== undefined]);
      }
      return answers;
    };
    const forKnown = await statuses(known.email);
    expect(await statuses(uniqueEmail('nobody'))).toEqual(forKnown);
    expect(forKnown.at(-1)).toEqual([429, 'throttled', true]);
  });

  it('limits one address asking for many accounts to PASSWORD_RESET_IP_RATE_LIMIT an hour', async () => {
    const ip = randomIp();
    for (let i = 0; i < PER_IP; i++) expect((await requestReset(uniqueEmail('spray'), ip)).status).toBe(200);
    const user = await buildUser(t.db);
    expectThrottled(await requestReset(user.email, ip), HOUR);
    expect(await mailsTo(user.email)).toBe(0);
    // The refused request did not use up the account's allowance: its owner still gets the e-mail.
    expect((await requestReset(user.email)).status).toBe(200);
    expect(await mailsTo(user.email)).toBe(1);
  });
});

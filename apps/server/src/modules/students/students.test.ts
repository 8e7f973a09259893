import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, loginAs } from '../../test/factories.js';
import { expectForbidden, expectSignInRequired } from '../../test/expect-error.js';

const BALANCE = '/v2/students/student-balance/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /v2/students/student-balance/', () => {
  it("answers the student's balances and unlimited limits", async () => {
    const student = await buildUser(t.db);
    const { access } = await loginAs(t.app, student);
    const res = await get(t.app, BALANCE, { token: access });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      balance: { exp: 0, umcoins: 0, medals: 0, keys: 0, bonuses: 0 },
      limits: { umcoins: null, medals: null, keys: null, exp: null, strike: null },
    });
  });

  it('is for students only: every other role gets 403', async () => {
    for (const role of ['TUTOR_ROLE', 'MANAGER_CS', 'CURATOR_ROLE', 'CHAT_MODERATOR'] as const) {
      const user = await buildUser(t.db, { role });
      expectForbidden(await get(t.app, BALANCE, { token: await accessTokenFor(user) }));
    }
  });

  it('a guest gets 401, and so does an expired or broken token', async () => {
    await expectSignInRequired(t.app, 'GET', BALANCE, await buildUser(t.db));
  });
});

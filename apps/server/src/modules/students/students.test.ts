import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { studentProfiles } from '../../db/schema.js';
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
  it("answers each of the student's balances in its own field, and unlimited limits", async () => {
    const student = await buildUser(t.db);
    // Distinct values: a swap of any two currencies changes the answer.
    const balance = { exp: 1250, umcoins: 37, medals: 4, keys: 9, bonuses: 615 };
    await t.db.update(studentProfiles).set(balance).where(eq(studentProfiles.userId, student.id));
    const { access } = await loginAs(t.app, student);
    const res = await get(t.app, BALANCE, { token: access });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      balance: { exp: 1250, umcoins: 37, medals: 4, keys: 9, bonuses: 615 },
      limits: { umcoins: null, medals: null, keys: null, exp: null, strike: null },
    });
  });

  it('a new student starts with nothing', async () => {
    const { access } = await loginAs(t.app, await buildUser(t.db));
    expect((await get(t.app, BALANCE, { token: access })).body.balance).toEqual({
      exp: 0,
      umcoins: 0,
      medals: 0,
      keys: 0,
      bonuses: 0,
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

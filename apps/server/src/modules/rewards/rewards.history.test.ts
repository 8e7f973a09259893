import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, loginAs } from '../../test/factories.js';
import { expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { pay } from '../../test/reward-factories.js';

const HISTORY = '/v2/students/exp-history/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /v2/students/exp-history/', () => {
  it('lists exp rows newest first with the reason in Russian, a page at a time', async () => {
    const student = await buildUser(t.db);
    await pay(t.db, student.id, 25, { daysAgo: 3 });
    await pay(t.db, student.id, 40, { daysAgo: 2 });
    await pay(t.db, student.id, 70, { currency: 'umcoins' });
    await pay(t.db, student.id, 55, { daysAgo: 1 });
    const { access } = await loginAs(t.app, student);
    const first = await get(t.app, `${HISTORY}?limit=2`, { token: access });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(3);
    expect(first.body.results.map((r: { amount: number }) => r.amount)).toEqual([55, 40]);
    expect(first.body.results[0]).toMatchObject({ reason: 'Просмотр урока', code: 'lesson_viewed' });
    expect(first.body.results[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const second = await get(t.app, `${HISTORY}?limit=2&offset=2`, { token: access });
    expect(second.body.results.map((r: { amount: number }) => r.amount)).toEqual([25]);
  });

  it("shows only the student's own rows", async () => {
    const [mine, theirs] = [await buildUser(t.db), await buildUser(t.db)];
    await pay(t.db, theirs.id, 300);
    const res = await get(t.app, HISTORY, { token: (await loginAs(t.app, mine)).access });
    expect(res.body).toEqual({ count: 0, results: [] });
  });

  it('answers bad paging with 400 naming the field', async () => {
    const token = (await loginAs(t.app, await buildUser(t.db))).access;
    expectFieldError(await get(t.app, `${HISTORY}?limit=0`, { token }), 'limit');
    expectFieldError(await get(t.app, `${HISTORY}?limit=abc`, { token }), 'limit');
    expectFieldError(await get(t.app, `${HISTORY}?offset=-1`, { token }), 'offset');
  });

  it('is for students only, and needs a sign-in', async () => {
    const manager = await buildUser(t.db, { role: 'MANAGER_CS' });
    expectForbidden(await get(t.app, HISTORY, { token: await accessTokenFor(manager) }));
    await expectSignInRequired(t.app, 'GET', HISTORY, await buildUser(t.db));
  });
});

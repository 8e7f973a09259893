import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, snakeKeys } from '@school/contract';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, deactivateUser, loginAs, uniqueEmail } from '../../test/factories.js';
import {
  expectError,
  expectFieldError,
  expectForbidden,
  expectSignInRequired,
  expectTokenNotValid,
} from '../../test/expect-error.js';
import { refreshTokens } from './auth.schema.js';
import { findUserById, insertUser, loadPresentedUser } from '../users/users.service.js';
import { grantReward } from '../rewards/rewards.service.js';
import { hashSecretToken } from './secret-tokens.js';
import { itRaces } from '../../test/races.js';

const REFRESH = '/v3/auth/refresh/';
const VERIFY = '/v3/auth/verify/';
const LOGOUT = '/v2/auth/logout/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const refresh = (token: unknown) => post(t.app, REFRESH, { refresh: token });

describe('POST /v3/auth/refresh/', () => {
  it('answers a new pair; the new access token works and carries the role', async () => {
    const user = await buildUser(t.db, { role: 'TUTOR_ROLE' });
    const tokens = await loginAs(t.app, user);
    const res = await refresh(tokens.refresh);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(res.body.refresh).not.toBe(tokens.refresh);
    const verify = await get(t.app, VERIFY, { token: res.body.access });
    expect(verify.body).toMatchObject({ id: user.id, role: 'TUTOR_ROLE' });
  });

  it('rotates: a spent refresh token is refused', async () => {
    const tokens = await loginAs(t.app, await buildUser(t.db));
    expect((await refresh(tokens.refresh)).status).toBe(200);
    expectTokenNotValid(await refresh(tokens.refresh));
  });

  it('a reused refresh token revokes its whole family, the newest token too, and only that family', async () => {
    const user = await buildUser(t.db);
    const stolen = await loginAs(t.app, user);
    const otherDevice = await loginAs(t.app, user);
    const first = await refresh(stolen.refresh);
    const second = await refresh(first.body.refresh);
    expect(second.status).toBe(200);
    // The thief replays the first token: the family dies.
    expectTokenNotValid(await refresh(stolen.refresh));
    expectTokenNotValid(await refresh(second.body.refresh));
    expectTokenNotValid(await refresh(first.body.refresh));
    expect((await refresh(otherDevice.refresh)).status).toBe(200);
  });

  itRaces('of two concurrent uses of one token exactly one succeeds', async () => {
    const tokens = await loginAs(t.app, await buildUser(t.db));
    const answers = await Promise.all([refresh(tokens.refresh), refresh(tokens.refresh)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it('refuses an unknown token, an expired one and one of a disabled user', async () => {
    expectTokenNotValid(await refresh('no-such-token'));
    const user = await buildUser(t.db);
    const expired = await loginAs(t.app, user);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashSecretToken(expired.refresh)));
    expectTokenNotValid(await refresh(expired.refresh));
    const disabled = await buildUser(t.db);
    const tokens = await loginAs(t.app, disabled);
    await deactivateUser(t.db, disabled.id);
    expectTokenNotValid(await refresh(tokens.refresh));
  });

  it('validates the body', async () => {
    expectFieldError(await post(t.app, REFRESH, {}), 'refresh', 'invalid_type');
    expectFieldError(await refresh(12345), 'refresh', 'invalid_type');
    expectFieldError(await refresh(''), 'refresh', 'too_small');
    expectFieldError(await refresh('x'.repeat(2049)), 'refresh', 'too_big');
  });

  it('needs no access token: an expired one is ignored', async () => {
    const user = await buildUser(t.db);
    const tokens = await loginAs(t.app, user);
    const res = await post(t.app, REFRESH, { refresh: tokens.refresh }, { token: 'garbage' });
    expect(res.status).toBe(200);
  });
});

describe('GET /v3/auth/verify/', () => {
  it('answers the signed-in user for every signed-in role', async () => {
    for (const role of ROLES.filter((r) => r !== 'GUEST')) {
      const user = await buildUser(t.db, { role });
      const res = await get(t.app, VERIFY, { token: await accessTokenFor(user) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: user.id, role, email: user.email });
      expect(res.body.student === null).toBe(role !== 'STUDENT_ROLE');
    }
  });

  it('answers the user as every other answer presents them: one query now, the same fields', async () => {
    const row = await insertUser(t.db, {
      email: uniqueEmail('verify'),
      passwordHash: null,
      role: 'STUDENT_ROLE',
      firstName: 'Вера',
      lastName: 'Проверкина',
      phone: '79161234567',
      avatar: '/media/a.png',
    });
    await grantReward(t.db, {
      studentId: row.id,
      currency: 'exp',
      amount: 120,
      reason: 'demo',
      source: 'test',
      idempotencyKey: 'test:exp',
    });
    const res = await get(t.app, VERIFY, { token: await accessTokenFor({ id: row.id, role: 'STUDENT_ROLE' }) });
    expect(res.status).toBe(200);
    const presented = await loadPresentedUser(t.db, (await findUserById(t.db, row.id))!);
    expect(res.body).toEqual(snakeKeys(presented));
    expect(res.body).toMatchObject({
      first_name: 'Вера',
      avatar: '/media/a.png',
      student: { phone: '79161234567', exp: 120, level_title: 'Новичок', is_new: true },
    });
    expect(JSON.stringify(res.body)).not.toContain('password');
  });

  it('needs a valid token', async () => {
    await expectSignInRequired(t.app, 'GET', VERIFY, await buildUser(t.db));
  });

  it('a token of the GUEST role is no user', async () => {
    expectForbidden(await get(t.app, VERIFY, { token: await accessTokenFor({ id: 1, role: 'GUEST' }) }));
  });

  it('answers 401 user_not_found for a disabled or deleted user', async () => {
    const user = await buildUser(t.db);
    const token = await accessTokenFor(user);
    await deactivateUser(t.db, user.id);
    expectError(await get(t.app, VERIFY, { token }), 401, { code: 'user_not_found' });
    expectError(await get(t.app, VERIFY, { token: await accessTokenFor({ id: 999_999, role: 'STUDENT_ROLE' }) }), 401, {
      code: 'user_not_found',
    });
  });
});

describe('POST /v2/auth/logout/', () => {
  it('revokes the family of the given refresh token, not the other sessions', async () => {
    const user = await buildUser(t.db);
    const session = await loginAs(t.app, user);
    const other = await loginAs(t.app, user);
    const rotated = await refresh(session.refresh);
    const res = await post(t.app, LOGOUT, { refresh: rotated.body.refresh }, { token: rotated.body.access });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expectTokenNotValid(await refresh(rotated.body.refresh));
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it('without a body signs out nothing on the server and still answers 200', async () => {
    const user = await buildUser(t.db);
    const tokens = await loginAs(t.app, user);
    expect((await post(t.app, LOGOUT, undefined, { token: tokens.access })).status).toBe(200);
    expect((await post(t.app, LOGOUT, {}, { token: tokens.access })).status).toBe(200);
    expect((await refresh(tokens.refresh)).status).toBe(200);
  });

  it("leaves another user's refresh token alone", async () => {
    const mine = await loginAs(t.app, await buildUser(t.db));
    const theirs = await loginAs(t.app, await buildUser(t.db));
    expect((await post(t.app, LOGOUT, { refresh: theirs.refresh }, { token: mine.access })).status).toBe(200);
    expect((await refresh(theirs.refresh)).status).toBe(200);
  });

  it('needs a valid token', async () => {
    await expectSignInRequired(t.app, 'POST', LOGOUT, await buildUser(t.db), { body: { refresh: 'x' } });
  });

  it('validates the body', async () => {
    const tokens = await loginAs(t.app, await buildUser(t.db));
    expectFieldError(await post(t.app, LOGOUT, { refresh: 1 }, { token: tokens.access }), 'refresh', 'invalid_type');
    expectFieldError(
      await post(t.app, LOGOUT, { refresh: 'x'.repeat(2049) }, { token: tokens.access }),
      'refresh',
      'too_big',
    );
  });
});

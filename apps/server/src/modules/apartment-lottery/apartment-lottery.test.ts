import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';

const ENTRY = '/v1/apartment-lottery/';
const POINTS = '/v1/apartment-lottery/points/';
const ENTRIES = '/v1/apartment-lottery/entries/';
const reviewPath = (id: number) => `/v1/apartment-lottery/entries/${id}/review/`;

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await accessTokenFor(await buildUser(t.db, { role: 'MANAGER_ROLE' }));
});
afterAll(() => t?.close());

async function student(accept = true) {
  const user = await buildUser(t.db, { firstName: 'Аня', lastName: 'Лотерейная' });
  const token = await accessTokenFor(user);
  if (accept) {
    const res = await api(t.app, 'PATCH', '/v2/core/users/profile/', {
      token,
      body: { accepted_apartment_lottery: true },
    });
    expect(res.status).toBe(200);
  }
  return { user, token };
}

const review = (id: number, status: string, comment?: string) =>
  post(t.app, reviewPath(id), { status, comment }, { token: staff });

describe('the lottery state machine (docs/level-tests-and-lottery.md)', () => {
  it('is no part of it until the rules are accepted; points are refused then', async () => {
    const { user, token } = await student(false);
    const res = await get(t.app, ENTRY, { token });
    expect(res.body).toMatchObject({ accepted_rules: false, status: null, can_submit: false, max_points: 300 });
    expectError(await post(t.app, POINTS, { points: 250 }, { token }), 409, { code: 'rules_not_accepted' });
    await expectSignInRequired(t.app, 'GET', ENTRY, user);
  });

  it('GOOD_LUCK after accepting → AWAITING with points → CONFIRMED, then points are final', async () => {
    const { user, token } = await student();
    expect((await get(t.app, ENTRY, { token })).body).toMatchObject({ status: 'GOOD_LUCK', can_submit: true });
    const entered = await post(t.app, POINTS, { points: 270 }, { token });
    expect(entered.status).toBe(200);
    expect(entered.body).toMatchObject({ status: 'AWAITING', points: 270, can_submit: true });
    // Corrected before the review: still AWAITING, the new points.
    expect((await post(t.app, POINTS, { points: 271 }, { token })).body).toMatchObject({ points: 271 });
    const queue = await get(t.app, ENTRIES, { token: staff });
    expect(queue.body.results).toContainEqual(
      expect.objectContaining({ student: { id: user.id, first_name: 'Аня', last_name: 'Лотерейная' }, points: 271 }),
    );
    const confirmed = await review(user.id, 'CONFIRMED');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'CONFIRMED', points: 271 });
    expect((await get(t.app, ENTRY, { token })).body).toMatchObject({ status: 'CONFIRMED', can_submit: false });
    expectError(await post(t.app, POINTS, { points: 300 }, { token }), 409, { code: 'already_confirmed' });
    expectError(await review(user.id, 'NOT_CONFIRMED'), 409, { code: 'not_awaiting' });
    expect((await get(t.app, ENTRY, { token })).body.points).toBe(271);
  });

  it('NOT_CONFIRMED with the comment; entering corrected points goes back to AWAITING', async () => {
    const { user, token } = await student();
    await post(t.app, POINTS, { points: 290 }, { token });
    const refused = await review(user.id, 'NOT_CONFIRMED', 'В ведомости 209 баллов');
    expect(refused.body).toMatchObject({ status: 'NOT_CONFIRMED', review_comment: 'В ведомости 209 баллов' });
    expect((await get(t.app, ENTRY, { token })).body).toMatchObject({
      status: 'NOT_CONFIRMED',
      review_comment: 'В ведомости 209 баллов',
      can_submit: true,
    });
    const again = await post(t.app, POINTS, { points: 209 }, { token });
    expect(again.body).toMatchObject({ status: 'AWAITING', review_comment: null, reviewed_at: null });
  });

  it('NO_POINTS when the student has none; points later make it AWAITING; staff cannot review NO_POINTS', async () => {
    const { user, token } = await student();
    expect((await post(t.app, POINTS, { points: null }, { token })).body).toMatchObject({
      status: 'NO_POINTS',
      points: null,
    });
    expectError(await review(user.id, 'CONFIRMED'), 409, { code: 'not_awaiting' });
    expect((await post(t.app, POINTS, { points: 180 }, { token })).body.status).toBe('AWAITING');
  });

  it('withdrawing from the rules takes the student out; staff cannot confirm them', async () => {
    const { user, token } = await student();
    await post(t.app, POINTS, { points: 200 }, { token });
    await api(t.app, 'PATCH', '/v2/core/users/profile/', { token, body: { accepted_apartment_lottery: false } });
    expect((await get(t.app, ENTRY, { token })).body).toMatchObject({ status: null, can_submit: false });
    expectError(await review(user.id, 'CONFIRMED'), 409, { code: 'rules_not_accepted' });
  });

  it('one of two racing confirmations and a correction wins, never a confirmed entry with other points', async () => {
    const { user, token } = await student();
    await post(t.app, POINTS, { points: 240 }, { token });
    const [a, b] = await Promise.all([review(user.id, 'CONFIRMED'), post(t.app, POINTS, { points: 250 }, { token })]);
    const entry = (await get(t.app, ENTRY, { token })).body;
    if (entry.status === 'CONFIRMED') {
      expect(a.status).toBe(200);
      expect(entry.points).toBe(a.body.points);
    } else {
      expect(b.status).toBe(200);
      expect(entry).toMatchObject({ status: 'AWAITING', points: 250 });
    }
  });
});

describe('validation and access', () => {
  it('refuses points out of range or not whole, and an unknown review status, with 400', async () => {
    const { user, token } = await student();
    expectFieldError(await post(t.app, POINTS, { points: 301 }, { token }), 'points');
    expectFieldError(await post(t.app, POINTS, { points: -1 }, { token }), 'points');
    expectFieldError(await post(t.app, POINTS, { points: 1.5 }, { token }), 'points');
    expectFieldError(await post(t.app, POINTS, {}, { token }), 'points');
    expectFieldError(await post(t.app, reviewPath(user.id), { status: 'GOOD_LUCK' }, { token: staff }), 'status');
  });

  it('staff endpoints are staff only; an entry that does not exist is 404', async () => {
    const { token } = await student();
    expectForbidden(await get(t.app, ENTRIES, { token }));
    expectForbidden(await post(t.app, reviewPath(1), { status: 'CONFIRMED' }, { token }));
    expectError(await review(999_999, 'CONFIRMED'), 404, { code: 'not_found' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, loginAs, type TestUser } from '../../test/factories.js';
import { expectForbidden, expectGeneralError, expectSignInRequired } from '../../test/expect-error.js';
import { pay } from '../../test/reward-factories.js';
import { itRaces } from '../../test/races.js';
import { hasUnseenLevelDrop, markLevelDropSeen } from './level-drop.service.js';
import { levelEventsOf } from './levels.service.js';
import { ledgerBalances } from './rewards.service.js';

const NEXT = '/students/next-level/';
const DROP = '/v2/students/drop-level-progress/';
const VERIFY = '/v3/auth/verify/';
const ZONE = 'Europe/Moscow';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const tokenOf = async (user: TestUser) => (await loginAs(t.app, user)).access;

/** A student who earned 950 exp (level 3, 150 into it) 100 days ago and nothing since. */
async function idleStudent() {
  const student = await buildUser(t.db);
  await pay(t.db, student.id, 950, { daysAgo: 100 });
  return { student, token: await tokenOf(student) };
}

describe('levels', () => {
  it('the profile levelTitle follows the experience, and a level-up is recorded once', async () => {
    const student = await buildUser(t.db);
    const token = await tokenOf(student);
    await pay(t.db, student.id, 250);
    expect((await get(t.app, VERIFY, { token })).body.student.level_title).toBe('Новичок');
    await pay(t.db, student.id, 600);
    expect((await get(t.app, VERIFY, { token })).body.student).toMatchObject({ exp: 850, level_title: 'Знаток' });
    expect(await levelEventsOf(t.db, student.id)).toMatchObject([{ kind: 'up', fromLevel: 1, toLevel: 3 }]);
  });

  it('GET next-level answers the level, the progress inside it and the next level', async () => {
    const student = await buildUser(t.db);
    await pay(t.db, student.id, 420);
    const res = await get(t.app, NEXT, { token: await tokenOf(student) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      exp: 420,
      level: { level: 2, title: 'Ученик', threshold: 300 },
      next: { level: 3, title: 'Знаток', threshold: 800 },
      progress: 120,
      required: 500,
    });
    expect(res.body.levels).toHaveLength(7);
  });

  it('is for students only, and needs a sign-in', async () => {
    const tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
    expectForbidden(await get(t.app, NEXT, { token: await accessTokenFor(tutor) }));
    expectForbidden(await post(t.app, DROP, {}, { token: await accessTokenFor(tutor) }));
    await expectSignInRequired(t.app, 'GET', NEXT, await buildUser(t.db));
    await expectSignInRequired(t.app, 'POST', DROP, await buildUser(t.db));
  });
});

describe('the loyalty level drop', () => {
  it('a whole month without learning takes one level, keeping the progress, once per month', async () => {
    const { student, token } = await idleStudent();
    const first = await get(t.app, NEXT, { token });
    expect(first.body).toMatchObject({ exp: 450, level: { level: 2 }, progress: 150 });
    expect((await get(t.app, NEXT, { token })).body.exp).toBe(450);
    expect(await levelEventsOf(t.db, student.id)).toContainEqual(
      expect.objectContaining({ kind: 'drop', fromLevel: 3, toLevel: 2, resolution: null }),
    );
    const history = await get(t.app, '/v2/students/exp-history/', { token });
    expect(history.body.results[0]).toMatchObject({ amount: -500, reason: 'Понижение уровня: месяц без занятий' });
  });

  it('learning last month or this month, a first level, or a new student: no drop', async () => {
    const active = await buildUser(t.db);
    await pay(t.db, active.id, 900, { daysAgo: 100 });
    await pay(t.db, active.id, 25);
    const beginner = await buildUser(t.db);
    await pay(t.db, beginner.id, 200, { daysAgo: 100 });
    const fresh = await buildUser(t.db);
    await pay(t.db, fresh.id, 900);
    for (const student of [active, beginner, fresh]) {
      expect(await t.db.transaction((tx) => hasUnseenLevelDrop(tx, student.id, ZONE))).toBe(false);
    }
    expect((await ledgerBalances(t.db, active.id)).exp).toBe(925);
  });

  it("hasUnseenLevelDrop is true until 'leave the level'; then 'start again' is refused", async () => {
    const { student, token } = await idleStudent();
    expect(await t.db.transaction((tx) => hasUnseenLevelDrop(tx, student.id, ZONE))).toBe(true);
    await markLevelDropSeen(t.db, student.id);
    expect(await t.db.transaction((tx) => hasUnseenLevelDrop(tx, student.id, ZONE))).toBe(false);
    expectGeneralError(await post(t.app, DROP, {}, { token }), 'no_level_drop');
    expect((await ledgerBalances(t.db, student.id)).exp).toBe(450);
  });

  it("'start again' gives the lost level back from its start, once; a retry pays nothing", async () => {
    const { student, token } = await idleStudent();
    await get(t.app, NEXT, { token });
    const res = await post(t.app, DROP, {}, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ exp: 800, level: { level: 3, title: 'Знаток' }, progress: 0 });
    expect((await post(t.app, DROP, {}, { token })).body.exp).toBe(800);
    expect((await ledgerBalances(t.db, student.id)).exp).toBe(800);
    expect(await t.db.transaction((tx) => hasUnseenLevelDrop(tx, student.id, ZONE))).toBe(false);
    // Getting the level back is not a level-up to announce.
    expect((await levelEventsOf(t.db, student.id)).filter((e) => e.kind === 'up')).toHaveLength(1);
  });

  it('without a drop, start again is a 400 with the error body', async () => {
    const student = await buildUser(t.db);
    await pay(t.db, student.id, 900);
    expectGeneralError(
      await post(t.app, DROP, {}, { token: await tokenOf(student) }),
      'no_level_drop',
      'Нет понижения уровня, которое можно начать заново.',
    );
  });

  it("one student's drop is theirs: another student's 'start again' does not touch it", async () => {
    const { student, token } = await idleStudent();
    await get(t.app, NEXT, { token });
    const other = await buildUser(t.db);
    expectGeneralError(await post(t.app, DROP, {}, { token: await tokenOf(other) }), 'no_level_drop');
    expect(await t.db.transaction((tx) => hasUnseenLevelDrop(tx, student.id, ZONE))).toBe(true);
  });

  itRaces("20 'start again' requests at once pay the level back once", async () => {
    const { student, token } = await idleStudent();
    await get(t.app, NEXT, { token });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(t.app, DROP, {}, { token })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await ledgerBalances(t.db, student.id)).exp).toBe(800);
  });

  itRaces('20 first looks at once record one drop', async () => {
    const { student, token } = await idleStudent();
    await Promise.all(Array.from({ length: 20 }, () => get(t.app, NEXT, { token })));
    expect((await levelEventsOf(t.db, student.id)).filter((e) => e.kind === 'drop')).toHaveLength(1);
    expect((await ledgerBalances(t.db, student.id)).exp).toBe(450);
  });
});

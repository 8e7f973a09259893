import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, api, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import {
  expectError,
  expectFieldError,
  expectForbidden,
  expectGeneralError,
  expectSignInRequired,
} from '../../test/expect-error.js';
import { buildCourse, buildLesson, grantAccess } from '../../test/course-factories.js';
import { findStudentProfile } from '../users/users.service.js';
import { giveUmcoins } from '../../test/streak-factories.js';

const STRIKE = '/gamification/daily-strike/';
const FREEZES = '/gamification/daily-strike/freezes/';
const ZONE = '/gamification/daily-strike/time-zone/';

let t: TestApp;
let student: TestUser;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  student = await buildUser(t.db);
  token = await accessTokenFor(student);
});
afterAll(() => t?.close());

const patchZone = (timeZone: unknown, auth = token) =>
  api(t.app, 'PATCH', ZONE, { token: auth, body: { time_zone: timeZone } });

describe('GET /gamification/daily-strike/', () => {
  it('answers a new student: no streak, this week from Monday with today in progress, the first reward', async () => {
    const res = await get(t.app, STRIKE, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      strike_days: 0,
      next_reward: { umcoins: 10, medals: 0, strike_days: 3 },
      today_earned: false,
      freezes: 0,
      freeze_limit: 2,
      freeze_price: 30,
      time_zone: 'Europe/Moscow',
    });
    const week = res.body.week_statuses as { date: string; status: string }[];
    expect(week).toHaveLength(7);
    expect(new Date(`${week[0]?.date}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(week.filter((day) => day.status === 'in_progress')).toHaveLength(1);
  });

  it('a lesson watched to the end earns today', async () => {
    const learner = await buildUser(t.db);
    const auth = await accessTokenFor(learner);
    const course = await buildCourse(t.db);
    await grantAccess(t.db, learner.id, course);
    const lesson = await buildLesson(t.db, course, { videoLength: 100 });
    await post(t.app, '/lessons/submissions/', { lesson: lesson.id, time: 50 }, { token: auth });
    expect((await get(t.app, STRIKE, { token: auth })).body.today_earned).toBe(false);
    await post(t.app, '/lessons/submissions/', { lesson: lesson.id, time: 30 }, { token: auth });
    const res = await get(t.app, STRIKE, { token: auth });
    expect(res.body).toMatchObject({ strike_days: 1, today_earned: true });
    expect(res.body.today_progress).toContainEqual({ kind: 'lesson', done: 1, needed: 1 });
  });

  it("shows only the caller's own days", async () => {
    const other = await buildUser(t.db);
    const otherToken = await accessTokenFor(other);
    const course = await buildCourse(t.db);
    await grantAccess(t.db, other.id, course);
    const lesson = await buildLesson(t.db, course, { videoLength: 10 });
    await post(t.app, '/lessons/submissions/', { lesson: lesson.id, time: 10 }, { token: otherToken });
    expect((await get(t.app, STRIKE, { token: otherToken })).body.strike_days).toBe(1);
    expect((await get(t.app, STRIKE, { token })).body).toMatchObject({ strike_days: 0, today_earned: false });
  });

  it('answers 404 to a token of a student who no longer exists', async () => {
    const ghost = await accessTokenFor({ id: 2_000_000_000, role: 'STUDENT_ROLE' });
    expectError(await get(t.app, STRIKE, { token: ghost }), 404, { code: 'not_found' });
    expectError(await post(t.app, FREEZES, undefined, { token: ghost }), 404, { code: 'not_found' });
  });

  it('is for students only', async () => {
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    const manager = await accessTokenFor(await buildUser(t.db, { role: 'MANAGER_CS' }));
    for (const auth of [tutor, manager]) {
      expectForbidden(await get(t.app, STRIKE, { token: auth }));
      expectForbidden(await post(t.app, FREEZES, undefined, { token: auth }));
      expectForbidden(await patchZone('Asia/Almaty', auth));
    }
    await expectSignInRequired(t.app, 'GET', STRIKE, student);
    await expectSignInRequired(t.app, 'POST', FREEZES, student);
    await expectSignInRequired(t.app, 'PATCH', ZONE, student, { body: { time_zone: 'Asia/Almaty' } });
  });
});

describe('POST /gamification/daily-strike/freezes/', () => {
  it('refuses without enough umcoins, taking nothing', async () => {
    const poor = await buildUser(t.db);
    await giveUmcoins(t.db, poor.id, 29);
    expectError(await post(t.app, FREEZES, undefined, { token: await accessTokenFor(poor) }), 400, {
      attr: null,
      code: 'insufficient_funds',
    });
    expect((await findStudentProfile(t.db, poor.id))?.umcoins).toBe(29);
  });

  it('sells a freeze for 30 umcoins, at most two held', async () => {
    const buyer = await buildUser(t.db);
    const auth = await accessTokenFor(buyer);
    await giveUmcoins(t.db, buyer.id, 100);
    const first = await post(t.app, FREEZES, undefined, { token: auth });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.freezes).toBe(1);
    expect((await post(t.app, FREEZES, undefined, { token: auth })).body.freezes).toBe(2);
    expectGeneralError(await post(t.app, FREEZES, undefined, { token: auth }), 'freeze_limit');
    expect((await findStudentProfile(t.db, buyer.id))?.umcoins).toBe(40);
    expect((await get(t.app, STRIKE, { token: auth })).body.freezes).toBe(2);
  });
});

describe('PATCH /gamification/daily-strike/time-zone/', () => {
  it("stores the student's zone and answers the streak in it", async () => {
    const traveller = await buildUser(t.db);
    const auth = await accessTokenFor(traveller);
    const res = await patchZone('Asia/Almaty', auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.time_zone).toBe('Asia/Almaty');
    expect((await get(t.app, STRIKE, { token: auth })).body.time_zone).toBe('Asia/Almaty');
    expect((await findStudentProfile(t.db, traveller.id))?.timeZone).toBe('Asia/Almaty');
  });

  it('answers an unknown or missing zone with the error body', async () => {
    expectFieldError(await patchZone('Mars/Olympus'), 'time_zone');
    expectFieldError(await patchZone(''), 'time_zone');
    expectFieldError(await patchZone(42), 'time_zone');
    expectFieldError(await api(t.app, 'PATCH', ZONE, { token, body: {} }), 'time_zone');
    expect((await get(t.app, STRIKE, { token })).body.time_zone).toBe('Europe/Moscow');
  });

  it('the KZ variant starts in Almaty', async () => {
    const kz = await createTestApp({ VARIANT: 'KZ' });
    try {
      const kzToken = await accessTokenFor(await buildUser(kz.db));
      expect((await get(kz.app, STRIKE, { token: kzToken })).body.time_zone).toBe('Asia/Almaty');
    } finally {
      await kz.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { buildCourse, buildLesson, grantAccess } from '../../test/course-factories.js';
import { itRaces } from '../../test/races.js';
import { zonedDate } from '../../lib/zoned-time.js';
import { recordStreakActivity } from '../streak/streak.service.js';
import type { StreakActivityKind } from '@school/contract';
import { ledgerBalances } from './rewards.service.js';

const TASKS = '/gamification/individual-tasks/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Learning reaches the daily tasks the way every module reports it: through the streak. */
const learned = (student: TestUser, kind: StreakActivityKind, ref: string) =>
  t.db.transaction((tx) => recordStreakActivity(tx, { studentId: student.id, kind, ref, at: new Date() }, 'RU'));
const solved = (student: TestUser, n: number) => learned(student, 'homework_task', `7:${n}`);

const tasksOf = async (student: TestUser) =>
  (await get(t.app, TASKS, { token: await accessTokenFor(student) })).body as {
    date: string;
    tasks: { code: string; progress: number; completed: boolean; reward: { currency: string; amount: number } }[];
  };
const task = async (student: TestUser, code: string) => (await tasksOf(student)).tasks.find((x) => x.code === code);

describe('GET /gamification/individual-tasks/', () => {
  it("answers today's tasks (local day) with zero progress and their rewards", async () => {
    const body = await tasksOf(await buildUser(t.db));
    expect(body.date).toBe(zonedDate(new Date(), 'Europe/Moscow'));
    expect(body.tasks.map((x) => x.code)).toEqual(['watch_lesson', 'solve_tasks', 'learn_cards']);
    expect(body.tasks[1]).toMatchObject({
      title: 'Реши 5 задач домашнего задания',
      target: 5,
      progress: 0,
      completed: false,
      reward: { currency: 'umcoins', amount: 15 },
    });
  });

  it('five solved tasks complete "solve five" and pay once; a repeated report counts once', async () => {
    const student = await buildUser(t.db);
    for (const n of [1, 2, 3, 4]) await solved(student, n);
    await solved(student, 4);
    expect(await task(student, 'solve_tasks')).toMatchObject({ progress: 4, completed: false });
    expect((await ledgerBalances(t.db, student.id)).umcoins).toBe(0);
    await solved(student, 5);
    await solved(student, 6);
    expect(await task(student, 'solve_tasks')).toMatchObject({ progress: 5, completed: true });
    expect((await ledgerBalances(t.db, student.id)).umcoins).toBe(15);
  });

  it('a lesson viewed to the end completes "watch a lesson" through the real watch report', async () => {
    const student = await buildUser(t.db);
    const course = await buildCourse(t.db);
    await grantAccess(t.db, student.id, course);
    const lesson = await buildLesson(t.db, course, { videoLength: 100 });
    const token = await accessTokenFor(student);
    expect((await post(t.app, '/lessons/submissions/', { lesson: lesson.id, time: 90 }, { token })).status).toBe(201);
    expect(await task(student, 'watch_lesson')).toMatchObject({ progress: 1, completed: true });
    // 25 exp for the lesson, 10 umcoins for the task.
    expect(await ledgerBalances(t.db, student.id)).toMatchObject({ exp: 25, umcoins: 10 });
  });

  it('five memory cards learned complete "learn five cards"', async () => {
    const student = await buildUser(t.db);
    for (const n of [1, 2, 3, 4, 5, 5]) await learned(student, 'memory_card', String(n));
    expect(await task(student, 'learn_cards')).toMatchObject({ progress: 5, completed: true });
    expect((await ledgerBalances(t.db, student.id)).exp).toBe(20);
  });

  it("one student's progress is not another's", async () => {
    const [a, b] = [await buildUser(t.db), await buildUser(t.db)];
    for (const n of [1, 2]) await solved(a, n);
    expect(await task(b, 'solve_tasks')).toMatchObject({ progress: 0 });
  });

  it('is for students only, and needs a sign-in', async () => {
    const tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
    expectForbidden(await get(t.app, TASKS, { token: await accessTokenFor(tutor) }));
    await expectSignInRequired(t.app, 'GET', TASKS, await buildUser(t.db));
  });

  itRaces('the fifth task reported 20 times at once pays the task once', async () => {
    const student = await buildUser(t.db);
    for (const n of [1, 2, 3, 4]) await solved(student, n);
    await Promise.all(Array.from({ length: 20 }, () => solved(student, 5)));
    expect(await task(student, 'solve_tasks')).toMatchObject({ progress: 5, completed: true });
    expect((await ledgerBalances(t.db, student.id)).umcoins).toBe(15);
  });

  itRaces('20 different tasks at once complete it once', async () => {
    const student = await buildUser(t.db);
    await Promise.all(Array.from({ length: 20 }, (_, n) => solved(student, n)));
    expect((await ledgerBalances(t.db, student.id)).umcoins).toBe(15);
  });
});

describe('the KZ variant', () => {
  let kz: TestApp;
  beforeAll(async () => {
    kz = await createTestApp({ VARIANT: 'KZ' });
  });
  afterAll(() => kz?.close());

  it('has its own rewards and Almaty days', async () => {
    const student = await buildUser(kz.db);
    const res = await get(kz.app, TASKS, { token: await accessTokenFor(student) });
    expect(res.body.date).toBe(zonedDate(new Date(), 'Asia/Almaty'));
    expect(res.body.tasks.map((x: { reward: unknown }) => x.reward)).toEqual([
      { currency: 'exp', amount: 30 },
      { currency: 'medals', amount: 1 },
      { currency: 'exp', amount: 20 },
    ]);
  });
});

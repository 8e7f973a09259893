import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import {
  expectError,
  expectFieldError,
  expectForbidden,
  expectGeneralError,
  expectSignInRequired,
} from '../../test/expect-error.js';
import { buildCourse, buildLesson, grantAccess, type TestCourse } from '../../test/course-factories.js';
import { lessonSubmissions } from '../../db/schema.js';
import type { LessonOptions } from '../../test/course-factories.js';

const SUBMIT = '/lessons/submissions/';
const EXP = '/v2/students/student-balance/';

let t: TestApp;
let student: TestUser;
let token: string;
let course: TestCourse;

beforeAll(async () => {
  t = await createTestApp();
  student = await buildUser(t.db);
  token = await accessTokenFor(student);
  course = await buildCourse(t.db);
  await grantAccess(t.db, student.id, course);
});
afterAll(() => t?.close());

const lessonWith = (options: LessonOptions = {}) => buildLesson(t.db, course, options);
const submit = (body: unknown, auth = token) => post(t.app, SUBMIT, body, { token: auth });
const exp = async (auth = token) => (await get(t.app, EXP, { token: auth })).body.balance.exp as number;
const viewOf = async (lessonId: number, auth = token) => {
  const res = await get(t.app, `/v2/lessons/${lessonId}/`, { token: auth });
  return { viewed: res.body.viewed as boolean, ...(res.body.view as object) };
};

describe('POST /lessons/submissions/: accounting', () => {
  it('adds the time of a recording to the offline share and answers the view (201)', async () => {
    const lesson = await lessonWith();
    const res = await submit({ lesson: lesson.id, time: 30 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ viewed_offline: 30, viewed_online: 0, viewed: false });
  });

  it('adds the time to the online share while the lesson is live', async () => {
    const lesson = await lessonWith({ minutesFromNow: -10 });
    expect((await submit({ lesson: lesson.id, time: 20 })).body).toEqual({
      viewed_offline: 0,
      viewed_online: 20,
      viewed: false,
    });
    expect(await viewOf(lesson.id)).toEqual({ viewed: false, viewed_offline: 0, viewed_online: 20 });
  });

  it('a live lesson without video is not live: its time counts offline', async () => {
    const lesson = await lessonWith({ minutesFromNow: -10, withoutVideo: true });
    expect((await submit({ lesson: lesson.id, time: 20 })).body).toEqual({
      viewed_offline: 20,
      viewed_online: 0,
      viewed: false,
    });
  });

  it('clamps a report to the wall time since the previous one plus 30 s, and stores each report', async () => {
    const lesson = await lessonWith({ videoLength: 1000 });
    await submit({ lesson: lesson.id, time: 40 });
    const res = await submit({ lesson: lesson.id, time: 500 });
    expect(res.status).toBe(201);
    // 40 + at most (the second or two the test took + 30).
    expect(res.body.viewed_offline).toBeGreaterThanOrEqual(70);
    expect(res.body.viewed_offline).toBeLessThanOrEqual(73);
    const rows = await t.db
      .select()
      .from(lessonSubmissions)
      .where(and(eq(lessonSubmissions.lessonId, lesson.id), eq(lessonSubmissions.studentId, student.id)));
    expect(rows.map((row) => row.time)).toEqual([40, res.body.viewed_offline - 40]);
  });

  it('caps the total at three times the video length', async () => {
    const lesson = await lessonWith({ videoLength: 100 });
    expect((await submit({ lesson: lesson.id, time: 1000 })).body).toEqual({
      viewed_offline: 300,
      viewed_online: 0,
      viewed: true,
    });
    expect((await submit({ lesson: lesson.id, time: 10 })).body).toEqual({
      viewed_offline: 300,
      viewed_online: 0,
      viewed: true,
    });
  });

  it('marks the view viewed at 80 % of the video and gives 25 experience once', async () => {
    const lesson = await lessonWith({ videoLength: 100 });
    const before = await exp();
    await submit({ lesson: lesson.id, time: 50 });
    expect(await viewOf(lesson.id)).toMatchObject({ viewed: false });
    expect(await exp()).toBe(before);
    await submit({ lesson: lesson.id, time: 30 });
    expect(await viewOf(lesson.id)).toEqual({ viewed: true, viewed_offline: 80, viewed_online: 0 });
    expect(await exp()).toBe(before + 25);
    await submit({ lesson: lesson.id, time: 20 });
    expect(await exp()).toBe(before + 25);
  });

  it('needs 80 % of the planned duration when the video length is unknown', async () => {
    const lesson = await lessonWith({ videoUrl: 'https://cdn.example/v.mp4', videoLength: null, durationMinutes: 30 });
    await submit({ lesson: lesson.id, time: 1439 });
    expect((await viewOf(lesson.id)).viewed).toBe(false);
    await submit({ lesson: lesson.id, time: 1 });
    expect((await viewOf(lesson.id)).viewed).toBe(true);
  });

  it("an individual lesson's Connect (3600 s) makes it viewed", async () => {
    const individual = await buildCourse(t.db, { courseType: 'individual' });
    await grantAccess(t.db, student.id, individual);
    const lesson = await buildLesson(t.db, individual, {
      minutesFromNow: -5,
      durationMinutes: 60,
      videoUrl: 'https://telemost.yandex.ru/j/123',
      videoLength: null,
    });
    expect((await submit({ lesson: lesson.id, time: 3600 })).body).toEqual({
      viewed_offline: 0,
      viewed_online: 3600,
      viewed: true,
    });
    expect((await viewOf(lesson.id)).viewed).toBe(true);
  });
});

describe('POST /lessons/submissions/: access and timing', () => {
  it("refuses another student's lesson and a missing one with 404", async () => {
    const other = await buildCourse(t.db);
    const foreign = await buildLesson(t.db, other);
    expectError(await submit({ lesson: foreign.id, time: 10 }), 404, { code: 'not_found' });
    expectError(await submit({ lesson: 999_999, time: 10 }), 404, { code: 'not_found' });
  });

  it('accepts a lesson opened by its access link only with via_access_link', async () => {
    const other = await buildCourse(t.db);
    const shared = await buildLesson(t.db, other);
    expectError(await submit({ lesson: shared.id, time: 10, via_access_link: true }), 404, { code: 'not_found' });
    expect((await get(t.app, `/lessons/access/${shared.accessHash}/`, { token })).status).toBe(200);
    expectError(await submit({ lesson: shared.id, time: 10 }), 404, { code: 'not_found' });
    const res = await submit({ lesson: shared.id, time: 10, via_access_link: true });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(lessonSubmissions).where(eq(lessonSubmissions.lessonId, shared.id));
    expect(row).toMatchObject({ viaAccessLink: true, time: 10, studentId: student.id });
  });

  it('refuses a lesson being prepared, and changes nothing', async () => {
    const lesson = await lessonWith({ isPreparing: true });
    expectGeneralError(await submit({ lesson: lesson.id, time: 10 }), 'lesson_preparing');
    expect(await viewOf(lesson.id)).toEqual({ viewed: false, viewed_offline: 0, viewed_online: 0 });
  });

  it('refuses a lesson before it opens, unless always open; the live window opens 10 minutes early', async () => {
    const later = await lessonWith({ minutesFromNow: 60 });
    const body = expectGeneralError(await submit({ lesson: later.id, time: 10 }), 'lesson_not_started');
    expect(body.errors[0]!.detail).toMatch(/не начался/);
    const open = await lessonWith({ minutesFromNow: 60, alwaysOpen: true });
    expect((await submit({ lesson: open.id, time: 10 })).status).toBe(201);
    const soon = await lessonWith({ minutesFromNow: 7 });
    expect((await submit({ lesson: soon.id, time: 10 })).status).toBe(201);
  });

  it.each([
    ['missing lesson', { time: 10 }, 'lesson'],
    ['lesson 0', { lesson: 0, time: 10 }, 'lesson'],
    ['lesson -1', { lesson: -1, time: 10 }, 'lesson'],
    ['lesson text', { lesson: 'abc', time: 10 }, 'lesson'],
    ['lesson 2^31', { lesson: 2 ** 31, time: 10 }, 'lesson'],
    ['missing time', { lesson: 1 }, 'time'],
    ['time 0', { lesson: 1, time: 0 }, 'time'],
    ['time fractional', { lesson: 1, time: 1.5 }, 'time'],
    ['time text', { lesson: 1, time: '10' }, 'time'],
    ['time over 6 hours', { lesson: 1, time: 6 * 3600 + 1 }, 'time'],
    ['via_access_link text', { lesson: 1, time: 10, via_access_link: 'yes' }, 'via_access_link'],
  ])('refuses a body with %s', async (_, body, attr) => {
    expectFieldError(await submit(body), attr);
  });

  it('refuses a body that is not an object, and an oversized one', async () => {
    expectFieldError(await submit([1, 2]), 'non_field_errors');
    expectError(await submit({ lesson: 1, time: 10, pad: 'x'.repeat(1024 * 1024) }), 413, {
      code: 'request_too_large',
    });
  });

  it('is for students only', async () => {
    const lesson = await lessonWith();
    await expectSignInRequired(t.app, 'POST', SUBMIT, student, { body: { lesson: lesson.id, time: 10 } });
    for (const role of ['CHAT_MODERATOR', 'TUTOR_ROLE'] as const) {
      const user = await buildUser(t.db, { role });
      expectForbidden(await submit({ lesson: lesson.id, time: 10 }, await accessTokenFor(user)));
    }
  });
});

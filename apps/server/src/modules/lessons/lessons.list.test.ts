import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LessonSchema, camelKeys } from '@school/contract';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import {
  addProduct,
  buildCourse,
  buildHomework,
  buildLesson,
  grantAccess,
  type TestCourse,
} from '../../test/course-factories.js';
import { zonedDay } from '../../lib/zoned-time.js';
import { recordView } from './lesson-watch.service.js';

const LIST = '/v3/lessons/';
const TODAY = '/lessons/today/';
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let student: TestUser;
let token: string;
let math: TestCourse;
let mathNextMonth: TestCourse;
let physics: TestCourse;
let foreign: TestCourse;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  student = await buildUser(t.db);
  token = await accessTokenFor(student);
  math = await buildCourse(t.db, { title: 'Математика · МГ' });
  mathNextMonth = await addProduct(t.db, math, { mgMonth: true, month: '2026-02-01' });
  physics = await buildCourse(t.db, { courseType: 'course', subject: 'Физика' });
  foreign = await buildCourse(t.db);
  await grantAccess(t.db, student.id, math);
  await grantAccess(t.db, student.id, mathNextMonth);
  await grantAccess(t.db, student.id, physics);

  const viewed = await buildLesson(t.db, math, {
    lessonNumber: 1,
    minutesFromNow: -5 * 24 * 60,
    tagTitle: 'Вебинар',
    tagColor: 'violet',
  });
  const partial = await buildLesson(t.db, math, { lessonNumber: 2, minutesFromNow: -3 * 24 * 60, kind: 'PRACTICE' });
  const live = await buildLesson(t.db, math, { lessonNumber: 3, minutesFromNow: -20 });
  const preparing = await buildLesson(t.db, mathNextMonth, {
    lessonNumber: 4,
    minutesFromNow: 7 * 24 * 60,
    isPreparing: true,
  });
  const noVideo = await buildLesson(t.db, mathNextMonth, { lessonNumber: 5, minutesFromNow: -60, withoutVideo: true });
  Object.assign(ids, {
    viewed: viewed.id,
    partial: partial.id,
    live: live.id,
    preparing: preparing.id,
    noVideo: noVideo.id,
  });
  await recordView(t.db, { studentId: student.id, lessonId: viewed.id, viewedOffline: 90, viewed: true });
  await recordView(t.db, { studentId: student.id, lessonId: partial.id, viewedOffline: 20, viewedOnline: 10 });
  const hw = await buildHomework(t.db, viewed, { studentId: student.id, status: 'CHECKED' });
  ids.submission = hw.submission!.id;
  await buildHomework(t.db, partial);
  ids.foreign = (await buildLesson(t.db, foreign, { minutesFromNow: -60 })).id;
});
afterAll(() => t?.close());

const list = (query: Record<string, string>, auth = token) => get(t.app, LIST, { token: auth, query });

describe('GET /v3/lessons/', () => {
  it('lists the lessons of an owned product type by number, with every derived field', async () => {
    const res = await list({ product_type: String(math.productTypeId) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.count).toBe(5);
    const lessons = res.body.results.map((wire: unknown) => LessonSchema.parse(camelKeys(wire)));
    expect(lessons.map((l: { id: number }) => l.id)).toEqual([
      ids.viewed,
      ids.partial,
      ids.live,
      ids.preparing,
      ids.noVideo,
    ]);
    const [viewed, partial, live, preparing, noVideo] = lessons;
    expect(viewed).toMatchObject({
      viewed: true,
      startedAndNotFinishedView: false,
      isLive: false,
      isAvailable: true,
      lessonTag: { title: 'Вебинар', color: 'violet' },
      lessonType: 'THEORY',
      sysCourseType: 'master_group',
      productTypeId: math.productTypeId,
      classType: { id: math.classTypeId, title: 'Математика', color: { base: '#7048e8', toxic: '#9775fa' } },
      homework: { homeworkId: expect.any(Number), status: 'CHECKED', submissionId: ids.submission },
      view: { viewedOffline: 90, viewedOnline: 0 },
      video: '/media/sample-lesson.webm',
      videoLength: 100,
    });
    expect(partial).toMatchObject({
      viewed: false,
      startedAndNotFinishedView: true,
      lessonType: 'PRACTICE',
      homework: { homeworkId: expect.any(Number), status: null, submissionId: null },
      view: { viewedOffline: 20, viewedOnline: 10 },
      lessonTag: null,
    });
    expect(live).toMatchObject({ isLive: true, viewed: false, startedAndNotFinishedView: false, homework: null });
    expect(preparing).toMatchObject({ isPreparing: true, isAvailable: false, isLive: false });
    // Without video: no video link, and never live.
    expect(noVideo).toMatchObject({ withoutVideo: true, video: null, isLive: false });
  });

  it('answers snake_case on the wire', async () => {
    const res = await list({ product_type: String(math.productTypeId), limit: '1' });
    expect(Object.keys(res.body.results[0])).toEqual(
      expect.arrayContaining(['lesson_number', 'start_datetime', 'started_and_not_finished_view', 'sys_course_type']),
    );
  });

  it('pages with limit and offset; count stays the total', async () => {
    const page = await list({ product_type: String(math.productTypeId), limit: '2', offset: '2' });
    expect(page.body.count).toBe(5);
    expect(page.body.results.map((l: { id: number }) => l.id)).toEqual([ids.live, ids.preparing]);
    const past = await list({ product_type: String(math.productTypeId), offset: '50' });
    expect(past.body).toEqual({ count: 5, results: [] });
  });

  it('filters by master-group month', async () => {
    const res = await list({ product_type: String(math.productTypeId), mg_months: String(mathNextMonth.mgMonthId) });
    expect(res.body.results.map((l: { id: number }) => l.id)).toEqual([ids.preparing, ids.noVideo]);
  });

  it('answers 404 for a product type the student does not own, or owns no longer or not yet', async () => {
    expectError(await list({ product_type: String(foreign.productTypeId) }), 404, { code: 'not_found' });
    expectError(await list({ product_type: '999999' }), 404, { code: 'not_found' });
    const other = await buildUser(t.db);
    const otherToken = await accessTokenFor(other);
    await grantAccess(t.db, other.id, math, {
      from: new Date(Date.now() - 60 * 24 * HOUR),
      to: new Date(Date.now() - HOUR),
    });
    expectError(await list({ product_type: String(math.productTypeId) }, otherToken), 404, { code: 'not_found' });
    await grantAccess(t.db, other.id, math, {
      from: new Date(Date.now() + HOUR),
      to: new Date(Date.now() + 60 * 24 * HOUR),
    });
    expectError(await list({ product_type: String(math.productTypeId) }, otherToken), 404, { code: 'not_found' });
  });

  it('lists only lessons of the products owned, not of other months', async () => {
    const other = await buildUser(t.db);
    await grantAccess(t.db, other.id, mathNextMonth);
    const res = await list({ product_type: String(math.productTypeId) }, await accessTokenFor(other));
    expect(res.body.results.map((l: { id: number }) => l.id)).toEqual([ids.preparing, ids.noVideo]);
    // Another student's views and homework are not this one's.
    expect(res.body.results[0].view).toEqual({ viewed_offline: 0, viewed_online: 0 });
  });

  it.each([
    ['product_type', undefined],
    ['product_type', '0'],
    ['product_type', '-1'],
    ['product_type', 'abc'],
    ['product_type', String(2 ** 31)],
    ['mg_months', '0'],
    ['limit', '0'],
    ['limit', '101'],
    ['offset', '-1'],
  ])('refuses %s=%s with a field error', async (name, value) => {
    const query: Record<string, string> = { product_type: String(math.productTypeId) };
    if (value === undefined) delete query[name];
    else query[name] = value;
    expectFieldError(await list(query), name);
  });

  it('needs a student', async () => {
    await expectSignInRequired(t.app, 'GET', `${LIST}?product_type=${math.productTypeId}`, student);
    for (const role of ['TUTOR_ROLE', 'CHAT_MODERATOR', 'MANAGER_CS'] as const) {
      const user = await buildUser(t.db, { role });
      expectForbidden(await list({ product_type: String(math.productTypeId) }, await accessTokenFor(user)));
    }
  });
});

describe('GET /lessons/today/', () => {
  it("lists today's lessons (Moscow day) of every owned product, by start", async () => {
    const day = zonedDay(new Date(), 'Europe/Moscow');
    const at = (ms: number) => new Date(ms);
    const early = await buildLesson(t.db, physics, { startAt: at(day.start.getTime() + HOUR) });
    const late = await buildLesson(t.db, mathNextMonth, { startAt: at(day.end.getTime() - HOUR) });
    await buildLesson(t.db, physics, { startAt: at(day.start.getTime() - HOUR) });
    await buildLesson(t.db, physics, { startAt: at(day.end.getTime() + HOUR) });
    await buildLesson(t.db, foreign, { startAt: at(day.start.getTime() + 2 * HOUR) });
    const res = await get(t.app, TODAY, { token });
    expect(res.status).toBe(200);
    const todays = res.body.map((l: { id: number }) => l.id);
    // The fixture lessons of today (live, no video) are listed too, in start order.
    const expected = [early.id, late.id, ...(await startsToday([ids.live!, ids.noVideo!]))];
    expect(new Set(todays)).toEqual(new Set(expected));
    const starts = res.body.map((l: { start_datetime: string }) => Date.parse(l.start_datetime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const physicsCard = res.body.find((l: { id: number }) => l.id === early.id);
    expect(physicsCard).toMatchObject({ sys_course_type: 'course', class_type: { title: 'Физика' } });
  });

  it('answers an empty list to a student without products', async () => {
    const fresh = await buildUser(t.db);
    expect((await get(t.app, TODAY, { token: await accessTokenFor(fresh) })).body).toEqual([]);
  });

  it('needs a student', async () => {
    await expectSignInRequired(t.app, 'GET', TODAY, student);
    const tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
    expectForbidden(await get(t.app, TODAY, { token: await accessTokenFor(tutor) }));
  });
});

/** Those of the given lessons whose start falls on today's Moscow day (they are set relative to now). */
async function startsToday(lessonIds: number[]): Promise<number[]> {
  const day = zonedDay(new Date(), 'Europe/Moscow');
  const res = await list({ product_type: String(math.productTypeId) });
  return res.body.results
    .filter((l: { id: number; start_datetime: string }) => {
      const at = Date.parse(l.start_datetime);
      return lessonIds.includes(l.id) && at >= day.start.getTime() && at < day.end.getTime();
    })
    .map((l: { id: number }) => l.id);
}

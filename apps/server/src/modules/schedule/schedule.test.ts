import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TimetableDaySchema, camelKeys } from '@school/contract';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { buildCourse, buildHomework, buildLesson, grantAccess, type TestCourse } from '../../test/course-factories.js';
import { zonedParts } from '../../lib/zoned-time.js';
import type { LessonRow } from '../lessons/lessons.service.js';
import { recordView } from '../lessons/lesson-watch.service.js';

const TIMETABLE = '/students/timetable/';

let t: TestApp;
let student: TestUser;
let token: string;
let math: TestCourse;
let physics: TestCourse;
let foreign: TestCourse;
const at = (iso: string) => new Date(iso);
const lessons: Record<string, LessonRow> = {};

beforeAll(async () => {
  t = await createTestApp();
  student = await buildUser(t.db);
  token = await accessTokenFor(student);
  math = await buildCourse(t.db);
  physics = await buildCourse(t.db, { courseType: 'course', subject: 'Физика' });
  foreign = await buildCourse(t.db);
  await grantAccess(t.db, student.id, math);
  await grantAccess(t.db, student.id, physics);
  // 23:30 Moscow on 31 January stays on the 31st; 00:30 on 1 February is February's.
  lessons.lastEvening = await buildLesson(t.db, math, { startAt: at('2025-01-31T20:30:00Z'), title: 'Вечер 31-го' });
  lessons.february = await buildLesson(t.db, math, { startAt: at('2025-01-31T21:30:00Z') });
  lessons.newYear = await buildLesson(t.db, physics, { startAt: at('2024-12-31T21:30:00Z'), title: 'Ночь 1-го' });
  lessons.december = await buildLesson(t.db, physics, { startAt: at('2024-12-31T20:30:00Z') });
  lessons.evening = await buildLesson(t.db, math, { startAt: at('2025-01-15T15:00:00Z'), title: '18:00' });
  lessons.morning = await buildLesson(t.db, physics, { startAt: at('2025-01-15T07:00:00Z'), title: '10:00' });
  lessons.foreign = await buildLesson(t.db, foreign, { startAt: at('2025-01-15T09:00:00Z') });
  await recordView(t.db, { studentId: student.id, lessonId: lessons.morning.id, viewedOffline: 90, viewed: true });
  await buildHomework(t.db, lessons.morning, {
    deadline: at('2025-01-20T20:59:00Z'),
    studentId: student.id,
    status: 'DONE',
    title: 'ДЗ по физике',
  });
  await buildHomework(t.db, lessons.evening, { deadline: at('2025-01-22T12:00:00Z'), title: 'ДЗ без попытки' });
  await buildHomework(t.db, lessons.lastEvening, { deadline: at('2025-02-03T12:00:00Z') });
  await buildHomework(t.db, lessons.foreign, { deadline: at('2025-01-21T12:00:00Z') });
});
afterAll(() => t?.close());

const timetable = (query: Record<string, string>, auth = token) => get(t.app, TIMETABLE, { token: auth, query });
const days = (body: { day: string; items: { id: number }[] }[]) =>
  body.map(({ day, items }) => [day, items.map((item) => item.id)]);

describe('GET /students/timetable/?type=lesson', () => {
  it('groups the lessons of owned products by Moscow day (DD.MM.YYYY), in time order', async () => {
    const res = await timetable({ year: '2025', month: '1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const day of res.body) TimetableDaySchema.parse(camelKeys(day));
    expect(days(res.body)).toEqual([
      ['01.01.2025', [lessons.newYear!.id]],
      ['15.01.2025', [lessons.morning!.id, lessons.evening!.id]],
      ['31.01.2025', [lessons.lastEvening!.id]],
    ]);
    expect(res.body[1].items[0]).toEqual({
      kind: 'lesson',
      id: lessons.morning!.id,
      title: '10:00',
      class_type: { id: physics.classTypeId, title: 'Физика' },
      class_type_color: { base: '#1c7ed6', toxic: '#4dabf7' },
      time: '10:00',
      start_datetime: '2025-01-15T07:00:00.000Z',
      is_viewed: true,
      is_live: false,
      product_type_id: physics.productTypeId,
    });
    expect(res.body[2].items[0]).toMatchObject({ time: '23:30', is_viewed: false });
  });

  it('the neighbouring months get the lessons across midnight', async () => {
    expect(days((await timetable({ year: '2025', month: '2' })).body)).toEqual([
      ['01.02.2025', [lessons.february!.id]],
    ]);
    expect(days((await timetable({ year: '2024', month: '12' })).body)).toEqual([
      ['31.12.2024', [lessons.december!.id]],
    ]);
  });

  it('marks a lesson live now', async () => {
    const live = await buildLesson(t.db, math, { minutesFromNow: -10 });
    const { year, month } = zonedParts(new Date(), 'Europe/Moscow');
    const res = await timetable({ year: String(year), month: String(month) });
    const item = res.body
      .flatMap((day: { items: { id: number }[] }) => day.items)
      .find((i: { id: number }) => i.id === live.id);
    expect(item).toMatchObject({ is_live: true });
  });

  it('answers an empty list for an empty month and for a student without products', async () => {
    expect((await timetable({ year: '2030', month: '6' })).body).toEqual([]);
    const fresh = await buildUser(t.db);
    expect((await timetable({ year: '2025', month: '1' }, await accessTokenFor(fresh))).body).toEqual([]);
  });
});

describe('GET /students/timetable/?type=homework', () => {
  it('lists homework of owned lessons on its deadline day', async () => {
    const res = await timetable({ type: 'homework', year: '2025', month: '1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        day: '20.01.2025',
        items: [
          {
            kind: 'homework',
            id: expect.any(Number),
            submission_id: expect.any(Number),
            title: 'ДЗ по физике',
            class_type: { id: physics.classTypeId, title: 'Физика' },
            class_type_color: { base: '#1c7ed6', toxic: '#4dabf7' },
            time: '23:59',
            done: true,
            is_available: true,
            lesson_id: lessons.morning!.id,
          },
        ],
      },
      {
        day: '22.01.2025',
        items: [expect.objectContaining({ title: 'ДЗ без попытки', submission_id: null, done: false, time: '15:00' })],
      },
    ]);
    expect(days((await timetable({ type: 'homework', year: '2025', month: '2' })).body)).toEqual([
      ['03.02.2025', [expect.any(Number)]],
    ]);
  });
});

describe('GET /students/timetable/: input and access', () => {
  it.each([
    ['year', undefined],
    ['year', '2014'],
    ['year', '2101'],
    ['year', 'abc'],
    ['month', undefined],
    ['month', '0'],
    ['month', '13'],
    ['month', '1.5'],
    ['type', 'exam'],
  ])('refuses %s=%s', async (name, value) => {
    const query: Record<string, string> = { year: '2025', month: '1' };
    if (value === undefined) delete query[name];
    else query[name] = value;
    expectFieldError(await timetable(query), name);
  });

  it('needs a student', async () => {
    await expectSignInRequired(t.app, 'GET', `${TIMETABLE}?year=2025&month=1`, student);
    const tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
    expectForbidden(await timetable({ year: '2025', month: '1' }, await accessTokenFor(tutor)));
  });
});

describe('the KZ deployment', () => {
  it('uses Almaty days', async () => {
    const kz = await createTestApp({ VARIANT: 'KZ' });
    try {
      const kid = await buildUser(kz.db);
      const course = await buildCourse(kz.db);
      await grantAccess(kz.db, kid.id, course);
      // 23:30 in Moscow is 01:30 of the next day in Almaty (UTC+5).
      const lesson = await buildLesson(kz.db, course, { startAt: at('2025-01-31T20:30:00Z') });
      const res = await get(kz.app, TIMETABLE, {
        token: await accessTokenFor(kid),
        query: { year: '2025', month: '2' },
      });
      expect(res.body).toEqual([
        { day: '01.02.2025', items: [expect.objectContaining({ id: lesson.id, time: '01:30' })] },
      ]);
    } finally {
      await kz.close();
    }
  });
});

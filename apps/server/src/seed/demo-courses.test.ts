import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp, type WireBody } from '../test/test-app.js';
import { accessTokenFor } from '../test/factories.js';
import { zonedDay, zonedParts } from '../lib/zoned-time.js';
import { listProductTypes } from '../modules/courses/courses.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { seedDemoUsers } from './seed.js';

let t: TestApp;
let token: string;
let secondToken: string;
const byTitle: Record<string, WireBody[]> = {};

async function tokenOf(email: string) {
  const user = await findUserByEmail(t.db, email);
  return accessTokenFor({ id: user!.id, role: 'STUDENT_ROLE' });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  token = await tokenOf('student@example.com');
  secondToken = await tokenOf('student2@example.com');
  const mine = await get(t.app, '/products/my/new/', { token });
  for (const entry of mine.body) {
    const res = await get(t.app, '/v3/lessons/', {
      token,
      query: { product_type: String(entry.product_type.id), limit: '100' },
    });
    byTitle[entry.product_type.title] = res.body.results;
  }
});
afterAll(() => t?.close());

const MATH = 'Математика ЕГЭ · Мастер-группа · 11 класс';
const PHYSICS = 'Физика ЕГЭ · Годовой курс · 11 класс';
const RUSSIAN = 'Русский язык ЕГЭ · Мастер-группа · 11 класс';
const INDIVIDUAL = 'Математика · Индивидуальные занятия · 11 класс';
const started = (lesson: WireBody) => Date.parse(lesson.start_datetime) <= Date.now();

describe('demo courses', () => {
  it('gives the demo student four programmes of three subjects, in subject order', async () => {
    const res = await get(t.app, '/products/my/new/', { token });
    expect(res.body.map((e: WireBody) => e.product_type.title)).toEqual([MATH, INDIVIDUAL, RUSSIAN, PHYSICS]);
    expect(res.body.map((e: WireBody) => e.product_type.course_type.sys_course_type)).toEqual([
      'master_group',
      'individual',
      'master_group',
      'course',
    ]);
    for (const entry of res.body) expect(entry.teacher.full_name).toMatch(/\S+ \S+ \S+/);
    expect(res.body[0].lessons_viewed).toBeGreaterThan(0);
  });

  it('the maths master group runs three months, with past lessons viewed, partly viewed and unviewed, and one live', async () => {
    const lessons = byTitle[MATH]!;
    expect(lessons.length).toBeGreaterThanOrEqual(20);
    const past = lessons.filter((l) => started(l) && !l.is_live);
    expect(past.some((l) => l.viewed)).toBe(true);
    expect(past.some((l) => l.started_and_not_finished_view)).toBe(true);
    expect(past.some((l) => !l.viewed && !l.started_and_not_finished_view)).toBe(true);
    const live = lessons.filter((l) => l.is_live);
    expect(live.map((l) => l.title)).toEqual(['Производная и её применение']);
    expect(lessons.some((l) => !started(l))).toBe(true);
    const statuses = lessons.map((l) => l.homework?.status).filter(Boolean);
    expect(statuses).toEqual(expect.arrayContaining(['UNDONE', 'DONE', 'CHECKED_BY_SITE', 'RECHECKED', 'EXPIRED']));
    const tags = new Set(lessons.map((l) => l.lesson_tag?.title));
    for (const tag of ['Вебинар', 'Практикум', 'Разбор ДЗ']) expect(tags).toContain(tag);
    expect(lessons.map((l) => l.lesson_number)).toEqual(lessons.map((_, i) => i + 1));
    const detail = await get(t.app, `/v2/lessons/${live[0].id}/`, { token });
    expect(detail.body.mg_months).toHaveLength(1);
    const materials = await get(t.app, `/lessons/${live[0].id}/materials/`, { token });
    expect(materials.body.results.map((m: WireBody) => m.kind)).toEqual(['workbook', 'summary', 'additional']);
    const subs = await get(t.app, `/v3/lessons/${live[0].id}/sub-lessons/`, { token });
    expect(subs.body.results[0]).toMatchObject({ video: '/media/sample-lesson.webm', video_length: 72 });
  });

  it('physics has a lesson starting within ten minutes, one being prepared, one always open, one whose record is loading', async () => {
    const lessons = byTitle[PHYSICS]!;
    const soon = lessons.filter((l) => {
      const untilStart = Date.parse(l.start_datetime) - Date.now();
      return untilStart > 0 && untilStart <= 10 * 60_000;
    });
    expect(soon.map((l) => l.title)).toEqual(['Законы Ньютона: решаем задачи ЕГЭ']);
    expect(lessons.filter((l) => l.is_preparing).map((l) => l.is_available)).toEqual([false]);
    expect(lessons.filter((l) => l.always_open && !started(l))).toHaveLength(1);
    const loading = lessons.filter((l) => started(l) && l.video === null && !l.without_video);
    expect(loading.map((l) => l.title)).toEqual(['Колебания и волны']);
    for (const lesson of lessons.filter((l) => l.video)) {
      expect(lesson).toMatchObject({ video: '/media/sample-lesson.webm', video_length: 72 });
    }
  });

  it('russian has a lesson without video; the individual lessons are calls, one on now', async () => {
    expect(byTitle[RUSSIAN]!.filter((l) => l.without_video).map((l) => l.video)).toEqual([null]);
    const individual = byTitle[INDIVIDUAL]!;
    expect(individual).toHaveLength(2);
    for (const lesson of individual) {
      expect(lesson.video).toMatch(/^https:\/\/telemost\.yandex\.ru\/j\/\d+$/);
      expect(lesson.sys_course_type).toBe('individual');
    }
    expect(individual.map((l) => [l.viewed, l.is_live])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it("lists this month's homework deadlines and today's lessons", async () => {
    const { year, month } = zonedParts(new Date(), 'Europe/Moscow');
    const res = await get(t.app, '/students/timetable/', {
      token,
      query: { type: 'homework', year: String(year), month: String(month) },
    });
    const items = res.body.flatMap((day: WireBody) => day.items);
    expect(items.length).toBeGreaterThanOrEqual(6);
    const today = await get(t.app, '/lessons/today/', { token });
    const day = zonedDay(new Date(), 'Europe/Moscow');
    const expected = Object.values(byTitle)
      .flat()
      .filter(
        (l) => Date.parse(l.start_datetime) >= day.start.getTime() && Date.parse(l.start_datetime) < day.end.getTime(),
      );
    // The live and the soon lessons are today's, unless the day began less than 20 minutes ago.
    expect(expected.length).toBeGreaterThanOrEqual(1);
    expect(today.body.map((l: WireBody) => l.id).sort()).toEqual(expected.map((l) => l.id).sort());
  });

  it('gives the second demo student nothing', async () => {
    expect((await get(t.app, '/products/my/new/', { token: secondToken })).body).toEqual([]);
  });

  it('runs once', async () => {
    const before = (await listProductTypes(t.db)).length;
    await seedDemoUsers(t.db);
    expect((await listProductTypes(t.db)).length).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyProductTypeSchema, camelKeys } from '@school/contract';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { addProduct, buildCourse, buildLesson, grantAccess, type TestCourse } from '../../test/course-factories.js';
import { recordView } from '../lessons/lesson-watch.service.js';
import { findCourseTypeByCode, listCourseTypes } from './courses.service.js';

const MY = '/products/my/new/';
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let student: TestUser;
let token: string;
let math: TestCourse;
let physics: TestCourse;

beforeAll(async () => {
  t = await createTestApp();
  student = await buildUser(t.db);
  token = await accessTokenFor(student);
  physics = await buildCourse(t.db, { courseType: 'course', subject: 'Физика', title: 'Физика ЕГЭ · Курс' });
  math = await buildCourse(t.db, { title: 'Математика ЕГЭ · Мастер-группа' });
  const mathNext = await addProduct(t.db, math, { mgMonth: true, month: '2026-02-01' });
  await grantAccess(t.db, student.id, math, { to: new Date(Date.now() + 10 * DAY) });
  await grantAccess(t.db, student.id, mathNext, { to: new Date(Date.now() + 40 * DAY) });
  await grantAccess(t.db, student.id, physics);
  const done = await buildLesson(t.db, math, { minutesFromNow: -3 * 24 * 60 });
  await buildLesson(t.db, math, { minutesFromNow: -2 * 24 * 60 });
  await buildLesson(t.db, mathNext, { minutesFromNow: 2 * 24 * 60, title: 'Следующий' });
  await buildLesson(t.db, math, { minutesFromNow: -30, title: 'Идёт сейчас' });
  await recordView(t.db, { studentId: student.id, lessonId: done.id, viewedOffline: 100, viewed: true });
  // Access that ended or has not begun does not count.
  const expired = await buildCourse(t.db, { subject: 'Обществознание' });
  await grantAccess(t.db, student.id, expired, {
    from: new Date(Date.now() - 60 * DAY),
    to: new Date(Date.now() - DAY),
  });
});
afterAll(() => t?.close());

describe('GET /products/my/new/', () => {
  it('lists the product types owned now, by subject, with progress and the next lesson', async () => {
    const res = await get(t.app, MY, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entries = res.body.map((wire: unknown) => MyProductTypeSchema.parse(camelKeys(wire)));
    expect(entries.map((e: { productType: { id: number } }) => e.productType.id)).toEqual([
      math.productTypeId,
      physics.productTypeId,
    ]);
    const [mathEntry, physicsEntry] = entries;
    expect(mathEntry).toMatchObject({
      productType: {
        title: 'Математика ЕГЭ · Мастер-группа',
        type: 'MG',
        classType: { id: math.classTypeId, title: 'Математика', color: { base: '#7048e8', toxic: '#9775fa' } },
        classYear: { title: '11 класс' },
        courseType: { sysCourseType: 'master_group', title: 'Мастер-группа' },
      },
      teacher: { fullName: expect.any(String), avatar: null },
      lessonsTotal: 4,
      lessonsViewed: 1,
      // A lesson on now is the next one until it ends.
      nextLesson: { title: 'Идёт сейчас' },
    });
    // Access lasts until the latest product's access ends.
    expect(Date.parse(mathEntry.accessUntil)).toBeGreaterThan(Date.now() + 39 * DAY);
    expect(physicsEntry).toMatchObject({
      productType: { courseType: { sysCourseType: 'course', title: 'Курс' } },
      lessonsTotal: 0,
      lessonsViewed: 0,
      nextLesson: null,
    });
  });

  it('answers an empty list to a student without products', async () => {
    const fresh = await buildUser(t.db);
    expect((await get(t.app, MY, { token: await accessTokenFor(fresh) })).body).toEqual([]);
  });

  it('needs a student', async () => {
    await expectSignInRequired(t.app, 'GET', MY, student);
    for (const role of ['TUTOR_ROLE', 'CHAT_MODERATOR'] as const) {
      expectForbidden(await get(t.app, MY, { token: await accessTokenFor(await buildUser(t.db, { role })) }));
    }
  });
});

describe('reference data', () => {
  it('has the 8 system course types with Russian titles', async () => {
    const types = await listCourseTypes(t.db);
    expect(types.map((type) => type.code).sort()).toEqual(
      ['course', 'flash', 'individual', 'master_group', 'middle', 'olimpiada', 'predbannik', 'ruletka'].sort(),
    );
    for (const type of types) expect(type.title).toMatch(/^[А-ЯЁ]/);
    expect((await findCourseTypeByCode(t.db, 'individual'))?.title).toBe('Индивидуальные занятия');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { buildCourse, buildHomework, buildLesson, grantAccess, type TestCourse } from '../../test/course-factories.js';
import { expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { listClassTypes, listClassYears } from '../core/core.service.js';
import { attachTasks, ensureTopic, insertTask, writeAnswer } from '../homework/homework.service.js';
import { recordView } from '../lessons/lesson-watch.service.js';
import { storeClassChoice } from '../profile/profile.service.js';

const PLAN = '/umits/individual-program/v1/plan/';
const DAY_MINUTES = 24 * 60;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A homework of the lesson whose one task (4 points) is of `topic`; the student's answer scored when given. */
async function homeworkOn(
  course: TestCourse,
  lesson: { id: number; productTypeId: number },
  topic: string,
  scored?: { studentId: number; points: number },
) {
  const topicId = await ensureTopic(t.db, course.classTypeId, topic);
  const task = await insertTask(t.db, {
    classTypeId: course.classTypeId,
    type: 'SHORT',
    statementHtml: `<p>${topic}</p>`,
    correct: { type: 'SHORT', accepted: ['1'] },
    maxPoints: 4,
    topicId,
  });
  const { homework, submission } = await buildHomework(t.db, lesson, {
    title: `ДЗ: ${topic}`,
    ...(scored && { studentId: scored.studentId, status: 'CHECKED' as const }),
  });
  await attachTasks(t.db, homework.id, [task.id]);
  if (scored && submission)
    await writeAnswer(t.db, {
      submissionId: submission.id,
      taskId: task.id,
      points: scored.points,
      state: scored.points === 4 ? 'CORRECT' : 'PARTIAL',
    });
  return homework;
}

async function world() {
  const student = await buildUser(t.db);
  const token = await accessTokenFor(student);
  const [types, years] = await Promise.all([listClassTypes(t.db), listClassYears(t.db)]);
  const idOf = (title: string) => types.find((type) => type.title === title)!.id;
  const year11 = years.find((year) => year.value === 11)!.id;
  await t.db.transaction((tx) => storeClassChoice(tx, student.id, year11, [idOf('Математика'), idOf('Физика')]));
  const maths = await buildCourse(t.db, { subject: 'Математика', title: 'Я · Математика' });
  const physics = await buildCourse(t.db, { subject: 'Физика', courseType: 'course', title: 'А · Физика' });
  const russian = await buildCourse(t.db, { subject: 'Русский язык', title: 'Б · Русский' });
  for (const course of [maths, physics, russian]) await grantAccess(t.db, student.id, course);

  // Checked work so far: «Логарифмы» 1 of 4 (25%), «Производная» 4 of 4 (100%).
  const done1 = await buildLesson(t.db, maths, { minutesFromNow: -20 * DAY_MINUTES, title: 'Пройдено 1' });
  const done2 = await buildLesson(t.db, maths, { minutesFromNow: -19 * DAY_MINUTES, title: 'Пройдено 2' });
  for (const lesson of [done1, done2])
    await recordView(t.db, { studentId: student.id, lessonId: lesson.id, viewedOffline: 90, viewed: true });
  await homeworkOn(maths, done1, 'Логарифмы', { studentId: student.id, points: 1 });
  await homeworkOn(maths, done2, 'Производная', { studentId: student.id, points: 4 });

  const strong = await buildLesson(t.db, maths, { minutesFromNow: -5 * DAY_MINUTES, title: 'Производная: повторение' });
  const weak = await buildLesson(t.db, maths, { minutesFromNow: -1 * DAY_MINUTES, title: 'Логарифмические уравнения' });
  const unknown = await buildLesson(t.db, maths, { minutesFromNow: 2 * DAY_MINUTES, title: 'Стереометрия' });
  // Out of the window: more than a month ago, and beyond the next two weeks.
  const longAgo = await buildLesson(t.db, maths, { minutesFromNow: -40 * DAY_MINUTES, title: 'Давно' });
  await homeworkOn(maths, longAgo, 'Логарифмы');
  await buildLesson(t.db, maths, { minutesFromNow: 30 * DAY_MINUTES, title: 'Через месяц' });
  const noTopic = await buildLesson(t.db, maths, { minutesFromNow: 3 * DAY_MINUTES, title: 'Без темы' });
  const weakHomework = await homeworkOn(maths, weak, 'Логарифмы');
  const strongHomework = await homeworkOn(maths, strong, 'Производная');
  const unknownHomework = await homeworkOn(maths, unknown, 'Стереометрия');
  const mechanics = await buildLesson(t.db, physics, { minutesFromNow: -2 * DAY_MINUTES, title: 'Механика' });
  await buildLesson(t.db, russian, { minutesFromNow: -2 * DAY_MINUTES, title: 'Орфография' });

  const goals = [
    { class_type: idOf('Математика'), goal: 80, current_result: 50, is_priority: true },
    { class_type: idOf('Физика'), goal: 70, current_result: null, is_priority: false },
  ];
  expect((await api(t.app, 'PATCH', '/umits/individual-program/v1/goals/', { token, body: goals })).status).toBe(200);
  for (const course of [maths, physics]) {
    const path = `/umits/individual-program/v1/switch-individual-program/${course.productTypeId}/`;
    expect((await api(t.app, 'PATCH', path, { token, body: { status: 'ACTIVE' } })).status).toBe(200);
  }
  return {
    student,
    token,
    maths,
    physics,
    lessons: { strong, weak, unknown, noTopic, mechanics },
    homework: { weakHomework, strongHomework, unknownHomework },
  };
}

describe('GET plan', () => {
  it('orders each ACTIVE product type by the weakest topic, unknown before strong, then the timetable', async () => {
    const { token, maths, physics, lessons, homework } = await world();
    const res = await get(t.app, PLAN, { token });
    expect(res.status).toBe(200);
    // The priority subject first although «А · Физика» sorts before it; INACTIVE/NEW types are absent.
    expect(res.body.sections.map((section: { product_type: { id: number } }) => section.product_type.id)).toEqual([
      maths.productTypeId,
      physics.productTypeId,
    ]);
    const [mathsSection, physicsSection] = res.body.sections;
    expect(mathsSection).toMatchObject({ is_priority: true, goal: 80, class_type: { title: 'Математика' } });
    expect(
      mathsSection.items.map((item: { kind: string; id: number; mastery: number | null }) => [
        item.kind,
        item.id,
        item.mastery,
      ]),
    ).toEqual([
      ['lesson', lessons.weak.id, 25],
      ['homework', homework.weakHomework.id, 25],
      ['lesson', lessons.unknown.id, null],
      ['homework', homework.unknownHomework.id, null],
      ['lesson', lessons.noTopic.id, null],
      ['lesson', lessons.strong.id, 100],
      ['homework', homework.strongHomework.id, 100],
    ]);
    expect(mathsSection.items[0]).toMatchObject({
      title: 'Логарифмические уравнения',
      topic: { title: 'Логарифмы' },
      reason: 'Тема «Логарифмы»: освоено 25%',
      starts_at: lessons.weak.startAt.toISOString(),
    });
    expect(mathsSection.items[2].reason).toBe('Тема «Стереометрия»: ещё нет проверенных задач');
    expect(mathsSection.items[4]).toMatchObject({ topic: null, reason: 'Тема не указана: по расписанию' });
    expect(physicsSection).toMatchObject({ is_priority: false, goal: 70 });
    expect(physicsSection.items.map((item: { id: number }) => item.id)).toEqual([lessons.mechanics.id]);
  });

  it('keeps at most 10 items per product type', async () => {
    const { token, maths } = await world();
    for (let i = 0; i < 12; i++) await buildLesson(t.db, maths, { minutesFromNow: (-10 + i) * 60 });
    const res = await get(t.app, PLAN, { token });
    expect(res.body.sections[0].items).toHaveLength(10);
  });

  it('drops a product type switched back to INACTIVE and shows nothing without ACTIVE ones', async () => {
    const { token, maths, physics } = await world();
    const off = (course: TestCourse) =>
      api(t.app, 'PATCH', `/umits/individual-program/v1/switch-individual-program/${course.productTypeId}/`, {
        token,
        body: { status: 'INACTIVE' },
      });
    await off(maths);
    expect((await get(t.app, PLAN, { token })).body.sections).toHaveLength(1);
    await off(physics);
    expect((await get(t.app, PLAN, { token })).body).toEqual({ sections: [] });
  });

  it("is the caller's own and for students only", async () => {
    const { student } = await world();
    const other = await accessTokenFor(await buildUser(t.db));
    expect((await get(t.app, PLAN, { token: other })).body).toEqual({ sections: [] });
    await expectSignInRequired(t.app, 'GET', PLAN, student);
    expectForbidden(
      await get(t.app, PLAN, { token: await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' })) }),
    );
  });
});

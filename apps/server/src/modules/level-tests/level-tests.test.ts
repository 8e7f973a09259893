import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { buildCourse } from '../../test/course-factories.js';
import { buildTaskSet, type TaskSet } from '../../test/homework-factories.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { listClassTypes, listClassYears } from '../core/core.service.js';
import { storeClassChoice } from '../profile/profile.service.js';
import { readGoals } from '../individual-program/individual-program.service.js';
import { createLevelTest } from './level-tests.service.js';

const LIST = '/v1/student-level-tests/';
const testPath = (id: number) => `/v1/student-level-tests/${id}/test/`;

let t: TestApp;
let maths: number;
let physics: number;
let year11: number;
let year9: number;
let tasks: TaskSet;
let testId: number;
let courseTypeId: number;
let mgTypeId: number;

beforeAll(async () => {
  t = await createTestApp();
  const types = new Map((await listClassTypes(t.db)).map((type) => [type.title, type.id]));
  const years = new Map((await listClassYears(t.db)).map((row) => [row.value, row.id]));
  maths = types.get('Математика') ?? 0;
  physics = types.get('Физика') ?? 0;
  year11 = years.get(11) ?? 0;
  year9 = years.get(9) ?? 0;
  tasks = await buildTaskSet(t.db, maths);
  courseTypeId = (await buildCourse(t.db, { courseType: 'course', subject: 'Математика' })).productTypeId;
  mgTypeId = (await buildCourse(t.db, { subject: 'Математика' })).productTypeId;
  // SHORT 1 + SINGLE 1 + MULTIPLE 2 = 4 points; the ORDER and EXTENDED tasks are not a test's kind.
  const test = await createLevelTest(
    t.db,
    { classTypeId: maths, title: 'Тест по математике', intro: 'Пять минут', durationMinutes: 10 },
    [tasks.short.id, tasks.single.id, tasks.multiple.id, tasks.extended.id, tasks.order.id],
    [
      { level: 'BASIC', productTypeId: courseTypeId },
      { level: 'MIDDLE', productTypeId: courseTypeId },
      { level: 'ADVANCED', productTypeId: mgTypeId },
    ],
  );
  testId = test.id;
});
afterAll(() => t?.close());

async function student(subjects: number[] = [maths], classYear = year11) {
  const user = await buildUser(t.db);
  if (subjects.length) await t.db.transaction((tx) => storeClassChoice(tx, user.id, classYear, subjects));
  return { user, token: await accessTokenFor(user) };
}

const all = () => [
  { task: tasks.short.id, value: { type: 'SHORT', text: '0,75' } },
  { task: tasks.single.id, value: { type: 'SINGLE', choice: 'o2' } },
  { task: tasks.multiple.id, value: { type: 'MULTIPLE', choices: ['o1', 'o3'] } },
];

describe('GET /v1/student-level-tests/{id}/test/', () => {
  it('shows the questions without their answers, only the kinds a test uses', async () => {
    const { token } = await student();
    const res = await get(t.app, testPath(testId), { token });
    expect(res.status).toBe(200);
    expect(res.body.class_type).toEqual({ id: maths, title: 'Математика' });
    expect(res.body.questions.map((q: { id: number }) => q.id)).toEqual([
      tasks.short.id,
      tasks.single.id,
      tasks.multiple.id,
    ]);
    expect(JSON.stringify(res.body)).not.toContain('0,75');
    expect(res.body.questions[1]).not.toHaveProperty('correct');
    expect(res.body.result).toBeNull();
  });

  it('answers 404 for an unknown test; students only', async () => {
    const { user, token } = await student();
    expectError(await get(t.app, testPath(999_999), { token }), 404, { code: 'not_found' });
    const tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
    expectForbidden(await get(t.app, testPath(testId), { token: await accessTokenFor(tutor) }));
    await expectSignInRequired(t.app, 'GET', testPath(testId), user);
  });
});

describe('POST /v1/student-level-tests/{id}/test/', () => {
  it('all right: ADVANCED, the master group suggested, the goal’s current result set', async () => {
    const { user, token } = await student();
    const res = await post(t.app, testPath(testId), { answers: all() }, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      points: 4,
      max_points: 4,
      percent: 100,
      level: 'ADVANCED',
      current_result: 100,
      exam_max_points: 100,
      suggested_product_type: { id: mgTypeId },
    });
    const goals = await readGoals(t.db, user.id);
    expect(goals.find((g) => g.classType.id === maths)?.currentResult).toBe(100);
    // The result is kept and shown with the test.
    const again = await get(t.app, testPath(testId), { token });
    expect(again.body.result).toMatchObject({ level: 'ADVANCED', percent: 100 });
  });

  it('unanswered questions score 0; half right is MIDDLE with the course; a retake replaces the result', async () => {
    const { user, token } = await student();
    const half = await post(t.app, testPath(testId), { answers: all().slice(0, 2) }, { token });
    expect(half.body).toMatchObject({ points: 2, percent: 50, level: 'MIDDLE', current_result: 50 });
    expect(half.body.suggested_product_type.id).toBe(courseTypeId);
    expect(half.body.answers).toEqual([
      { task_id: tasks.short.id, points: 1, correct: true },
      { task_id: tasks.single.id, points: 1, correct: true },
      { task_id: tasks.multiple.id, points: 0, correct: false },
    ]);
    const none = await post(t.app, testPath(testId), { answers: [{ task: tasks.short.id, value: null }] }, { token });
    expect(none.body).toMatchObject({ points: 0, level: 'BASIC', current_result: 0 });
    expect((await readGoals(t.db, user.id)).find((g) => g.classType.id === maths)?.currentResult).toBe(0);
  });

  it('keeps the goal and priority the student set, and scales to the ОГЭ in the 9th grade', async () => {
    const { user, token } = await student([maths], year9);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/umits/individual-program/v1/goals/',
      headers: { authorization: `Bearer ${token}`, platform: 'newdesign' },
      payload: [{ class_type: maths, goal: 25, current_result: null, is_priority: true }],
    });
    expect(patch.statusCode).toBe(200);
    const res = await post(t.app, testPath(testId), { answers: all().slice(0, 2) }, { token });
    // 50 % of the ОГЭ's 31 primary points.
    expect(res.body).toMatchObject({ exam_max_points: 31, current_result: 16 });
    const goal = (await readGoals(t.db, user.id)).find((g) => g.classType.id === maths);
    expect(goal).toMatchObject({ goal: 25, isPriority: true, currentResult: 16 });
  });

  it('refuses a task not in the test, a question twice and an answer of the wrong type with 400', async () => {
    const { token } = await student();
    expectFieldError(
      await post(t.app, testPath(testId), { answers: [{ task: tasks.match.id, value: null }] }, { token }),
      'answers.0.task',
      'unknown_task',
    );
    expectFieldError(
      await post(t.app, testPath(testId), { answers: [all()[0], all()[0]] }, { token }),
      'answers.1.task',
      'duplicate',
    );
    expectFieldError(
      await post(
        t.app,
        testPath(testId),
        { answers: [{ task: tasks.single.id, value: { type: 'SHORT', text: '1' } }] },
        { token },
      ),
      'answers.0.value.type',
      'wrong_type',
    );
    expectFieldError(
      await post(
        t.app,
        testPath(testId),
        { answers: [{ task: tasks.single.id, value: { type: 'SINGLE', choice: 'zzz' } }] },
        { token },
      ),
      'answers.0.value',
      'unknown_option',
    );
    expectFieldError(await post(t.app, testPath(testId), { answers: [] }, { token }), 'answers');
  });
});

describe('GET /v1/student-level-tests/', () => {
  it('lists tests with the chosen subjects first and the student’s result', async () => {
    await createLevelTest(
      t.db,
      { classTypeId: physics, title: 'Тест по физике', intro: '', durationMinutes: 5 },
      [],
      [],
    );
    const { token } = await student([physics]);
    const before = await get(t.app, LIST, { token });
    expect(before.status).toBe(200);
    expect(before.body[0]).toMatchObject({ title: 'Тест по физике', is_chosen_subject: true, result: null });
    const maths0 = before.body.find((x: { id: number }) => x.id === testId);
    expect(maths0).toMatchObject({ questions_count: 5, is_chosen_subject: false, result: null });
    await post(t.app, testPath(testId), { answers: all() }, { token });
    const only = await get(t.app, LIST, { token, query: { class_type: String(maths) } });
    expect(only.body).toHaveLength(1);
    expect(only.body[0].result).toMatchObject({ level: 'ADVANCED', percent: 100, current_result: 100 });
  });
});

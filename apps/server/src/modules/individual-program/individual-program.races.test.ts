import { afterAll, beforeAll, describe, expect } from 'vitest';
import { api, createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { buildCourse, grantAccess } from '../../test/course-factories.js';
import { itRaces } from '../../test/races.js';
import { listClassTypes, listClassYears } from '../core/core.service.js';
import { storeClassChoice } from '../profile/profile.service.js';

const GOALS = '/umits/individual-program/v1/goals/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function studentOfThreeSubjects() {
  const student = await buildUser(t.db);
  const [types, years] = await Promise.all([listClassTypes(t.db), listClassYears(t.db)]);
  const ids = types
    .filter((type) => ['Математика', 'Физика', 'Информатика'].includes(type.title))
    .map((type) => type.id);
  await t.db.transaction((tx) => storeClassChoice(tx, student.id, years.find((y) => y.value === 11)!.id, ids));
  return { student, ids, token: await accessTokenFor(student) };
}

describe('goals saved at once', () => {
  itRaces('20 saves with different priorities end with one priority and one whole list', async () => {
    const { ids, token } = await studentOfThreeSubjects();
    const bodies = Array.from({ length: 20 }, (_, n) =>
      ids.map((classType, i) => ({
        class_type: classType,
        goal: 50 + n,
        current_result: n,
        is_priority: i === n % ids.length,
      })),
    );
    const answers = await Promise.all(bodies.map((body) => api(t.app, 'PATCH', GOALS, { token, body })));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    const goals = (await get(t.app, GOALS, { token })).body;
    expect(goals.filter((goal: { is_priority: boolean }) => goal.is_priority)).toHaveLength(1);
    // One save's list, whole: every goal from the same request.
    const n = goals[0].goal - 50;
    expect(goals.map((goal: { goal: number; current_result: number }) => [goal.goal, goal.current_result])).toEqual(
      ids.map(() => [50 + n, n]),
    );
    expect(goals.findIndex((goal: { is_priority: boolean }) => goal.is_priority)).toBe(n % ids.length);
  });

  itRaces('20 program switches at once answer 200 and leave one status', async () => {
    const { student, ids, token } = await studentOfThreeSubjects();
    const course = await buildCourse(t.db, { subject: 'Математика' });
    await grantAccess(t.db, student.id, course);
    await api(t.app, 'PATCH', GOALS, {
      token,
      body: [{ class_type: ids[0], goal: 70, current_result: null, is_priority: true }],
    });
    const path = `/umits/individual-program/v1/switch-individual-program/${course.productTypeId}/`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        api(t.app, 'PATCH', n % 2 ? path : '/umits/individual-program/v1/global-switch-individual-program/', {
          token,
          body: { status: n % 3 ? 'ACTIVE' : 'INACTIVE' },
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(['ACTIVE', 'INACTIVE']).toContain((await get(t.app, path, { token })).body.status);
  });
});

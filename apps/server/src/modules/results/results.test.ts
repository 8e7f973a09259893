import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { listClassTypes } from '../core/core.service.js';
import { hasExamResults, saveExamResult } from './results.service.js';

const RESULTS = '/students/exam-results/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function subject(title: string) {
  const found = (await listClassTypes(t.db)).find((type) => type.title === title);
  if (!found) throw new Error(`no ${title}`);
  return found.id;
}

describe('GET /students/exam-results/', () => {
  it("answers the student's results per subject with status and points, newest year first", async () => {
    const student = await buildUser(t.db);
    const math = await subject('Математика');
    const physics = await subject('Физика');
    await saveExamResult(t.db, {
      studentId: student.id,
      classTypeId: physics,
      examYear: 2026,
      status: 'NoPoints',
      points: 0,
    });
    await saveExamResult(t.db, {
      studentId: student.id,
      classTypeId: math,
      examYear: 2026,
      status: 'Confirmed',
      points: 86,
    });
    await saveExamResult(t.db, {
      studentId: student.id,
      classTypeId: math,
      examYear: 2025,
      status: 'Awaiting',
      points: 62,
    });
    const res = await get(t.app, RESULTS, { token: await accessTokenFor(student) });
    expect(res.status).toBe(200);
    expect(res.body.class_types).toEqual([
      {
        class_type: { id: math, title: 'Математика' },
        status: 'Confirmed',
        points: 86,
        max_points: 100,
        exam_year: 2026,
      },
      { class_type: { id: physics, title: 'Физика' }, status: 'NoPoints', points: 0, max_points: 100, exam_year: 2026 },
      {
        class_type: { id: math, title: 'Математика' },
        status: 'Awaiting',
        points: 62,
        max_points: 100,
        exam_year: 2025,
      },
    ]);
    expect(await hasExamResults(t.db, student.id)).toBe(true);
  });

  it("a student without results gets an empty list, never another student's", async () => {
    const [mine, theirs] = [await buildUser(t.db), await buildUser(t.db)];
    await saveExamResult(t.db, {
      studentId: theirs.id,
      classTypeId: await subject('Математика'),
      examYear: 2026,
      status: 'Confirmed',
      points: 99,
    });
    const res = await get(t.app, RESULTS, { token: await accessTokenFor(mine) });
    expect(res.body).toEqual({ class_types: [] });
    expect(await hasExamResults(t.db, mine.id)).toBe(false);
  });

  it('is for students only, and needs a sign-in', async () => {
    const tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
    expectForbidden(await get(t.app, RESULTS, { token: await accessTokenFor(tutor) }));
    await expectSignInRequired(t.app, 'GET', RESULTS, await buildUser(t.db));
  });
});

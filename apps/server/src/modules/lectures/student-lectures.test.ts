import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { buildLecturesWorld, type LecturesWorld } from '../../test/lectures-factories.js';

let t: TestApp;
let w: LecturesWorld;
let first: number;
let second: number;

const STUDENT_LECTURES = '/v2/students/lectures/';

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLecturesWorld(t);
  const assign = async (subTheory: number) =>
    (
      await post(
        t.app,
        '/tutor/lectures/',
        { client: w.clientId, sub_theory: subTheory, comment: 'Посмотри' },
        { token: w.tutorToken },
      )
    ).body.id as number;
  first = await assign(w.subTheories[0]!);
  second = await assign(w.subTheories[1]!);
});
afterAll(() => t?.close());

describe('the student sees their lectures', () => {
  it('lists them with the tutor, newest first while none is watched', async () => {
    const res = await get(t.app, STUDENT_LECTURES, { token: w.studentToken });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.results.map((row: { id: number }) => row.id)).toEqual([second, first]);
    expect(res.body.results[0]).toMatchObject({
      tutor: { first_name: 'Анна', last_name: 'Петрова' },
      comment: 'Посмотри',
      viewed_at: null,
      sub_theory: { title: 'Правила дифференцирования', topic_title: 'Производная' },
    });
    expect(res.body.results[0]).not.toHaveProperty('text');
  });

  it('opens one with its text and video', async () => {
    const res = await get(t.app, `${STUDENT_LECTURES}${first}/`, { token: w.studentToken });
    expect(res.body).toMatchObject({
      id: first,
      text: '<p>Геометрический смысл: объяснение.</p>',
      video: '/media/sample-lesson.webm',
    });
  });

  it('marks it viewed once: the first time is kept, and the tutor sees it', async () => {
    const viewed = await post(t.app, `${STUDENT_LECTURES}${first}/viewed/`, undefined, { token: w.studentToken });
    expect(viewed.status).toBe(200);
    const at = viewed.body.viewed_at as string;
    expect(Date.now() - Date.parse(at)).toBeLessThan(60_000);
    const again = await post(t.app, `${STUDENT_LECTURES}${first}/viewed/`, undefined, { token: w.studentToken });
    expect(again.body.viewed_at).toBe(at);
    const tutorSide = await get(t.app, `/tutor/lectures/${first}/`, { token: w.tutorToken });
    expect(tutorSide.body.viewed_at).toBe(at);
    const overview = await get(t.app, `/tutor/clients/${w.clientId}/overview/`, { token: w.tutorToken });
    expect(overview.body.lectures).toEqual({ assigned: 2, viewed: 1 });
    // Watched ones go after the ones still to watch.
    const list = await get(t.app, STUDENT_LECTURES, { token: w.studentToken });
    expect(list.body.results.map((row: { id: number }) => row.id)).toEqual([second, first]);
  });

  it("answers another student's lecture exactly like a missing one: 404", async () => {
    const foreign = await get(t.app, `${STUDENT_LECTURES}${first}/`, { token: w.otherStudentToken });
    const missing = await get(t.app, `${STUDENT_LECTURES}999999/`, { token: w.otherStudentToken });
    expectError(foreign, 404, { code: 'not_found' });
    expect(foreign.body).toEqual(missing.body);
    expectError(
      await post(t.app, `${STUDENT_LECTURES}${second}/viewed/`, undefined, { token: w.otherStudentToken }),
      404,
      {
        code: 'not_found',
      },
    );
    expect((await get(t.app, STUDENT_LECTURES, { token: w.otherStudentToken })).body).toEqual({
      count: 0,
      results: [],
    });
  });

  it('checks ids and pages', async () => {
    expectFieldError(await get(t.app, `${STUDENT_LECTURES}abc/`, { token: w.studentToken }), 'id');
    expectFieldError(await get(t.app, STUDENT_LECTURES, { token: w.studentToken, query: { limit: '0' } }), 'limit');
  });

  it('is for students only', async () => {
    await expectSignInRequired(t.app, 'GET', STUDENT_LECTURES, w.student);
    expectForbidden(await get(t.app, STUDENT_LECTURES, { token: w.tutorToken }));
    expectForbidden(await post(t.app, `${STUDENT_LECTURES}${first}/viewed/`, undefined, { token: w.managerToken }));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { buildLecturesWorld, type LecturesWorld } from '../../test/lectures-factories.js';

let t: TestApp;
let w: LecturesWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLecturesWorld(t);
});
afterAll(() => t?.close());

const as = (token: string, query?: Record<string, string>) => ({ token, query });

describe('GET /tutor/theory/', () => {
  it('lists topics by subject with their sub-theory counts, in snake_case', async () => {
    const res = await get(t.app, '/tutor/theory/', as(w.tutorToken, { subject: String(w.maths) }));
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.results.map((topic: { title: string }) => topic.title)).toEqual([
      'Квадратные уравнения',
      'Производная',
    ]);
    expect(res.body.results[1]).toEqual({
      id: w.derivativeTopic,
      class_type_id: w.maths,
      title: 'Производная',
      description: 'Смысл и правила',
      sub_theories_count: 3,
    });
  });

  it("searches topic titles and their sub-theories' titles; % and _ are literal", async () => {
    const search = async (text: string) =>
      (await get(t.app, '/tutor/theory/', as(w.tutorToken, { search: text }))).body.results.map(
        (topic: { title: string }) => topic.title,
      );
    expect(await search('кинем')).toEqual(['Кинематика']);
    expect(await search('ЭКСТРЕМ')).toEqual(['Производная']);
    expect(await search('%')).toEqual([]);
  });

  it('pages the list', async () => {
    const res = await get(t.app, '/tutor/theory/', as(w.tutorToken, { limit: '1', offset: '1' }));
    expect(res.body.count).toBe(3);
    expect(res.body.results).toHaveLength(1);
  });

  it('answers bad parameters with field errors in Russian', async () => {
    const bad = await get(t.app, '/tutor/theory/', as(w.tutorToken, { subject: 'abc', limit: '1000' }));
    const body = expectFieldError(bad, 'subject');
    for (const error of body.errors) expect(error.detail).toMatch(/[а-яё]/i);
    expectFieldError(await get(t.app, '/tutor/theory/', as(w.tutorToken, { search: 'я'.repeat(101) })), 'search');
  });

  it('is for tutors only', async () => {
    await expectSignInRequired(t.app, 'GET', '/tutor/theory/', w.tutor);
    expectForbidden(await get(t.app, '/tutor/theory/', as(w.studentToken)));
    expectForbidden(await get(t.app, '/tutor/theory/', as(w.managerToken)));
  });
});

describe('GET /tutor/theory/{id}/ and /tutor/subtheory/{id}/', () => {
  it('gives a topic with its sub-theories in order', async () => {
    const res = await get(t.app, `/tutor/theory/${w.derivativeTopic}/`, as(w.tutorToken));
    expect(res.status).toBe(200);
    expect(res.body.sub_theories).toEqual([
      { id: w.subTheories[0], title: 'Геометрический смысл', video_length: 72 },
      { id: w.subTheories[1], title: 'Правила дифференцирования', video_length: 72 },
      { id: w.subTheories[2], title: 'Экстремумы', video_length: 72 },
    ]);
  });

  it('gives a sub-theory with its text, video and topic', async () => {
    const res = await get(t.app, `/tutor/subtheory/${w.subTheories[1]}/`, as(w.tutorToken));
    expect(res.body).toEqual({
      id: w.subTheories[1],
      title: 'Правила дифференцирования',
      text: '<p>Правила дифференцирования: объяснение.</p>',
      video: '/media/sample-lesson.webm',
      video_length: 72,
      topic_id: w.derivativeTopic,
      topic_title: 'Производная',
      class_type_id: w.maths,
    });
    const noVideo = await get(t.app, `/tutor/subtheory/${w.physicsSubTheory}/`, as(w.tutorToken));
    expect(noVideo.body).toMatchObject({ video: null, video_length: null });
  });

  it('answers 404 for a missing one and 400 for a bad id', async () => {
    expectError(await get(t.app, '/tutor/theory/999999/', as(w.tutorToken)), 404, { code: 'not_found' });
    expectError(await get(t.app, '/tutor/subtheory/999999/', as(w.tutorToken)), 404, { code: 'not_found' });
    expectFieldError(await get(t.app, '/tutor/subtheory/0/', as(w.tutorToken)), 'id');
    expectFieldError(await get(t.app, '/tutor/theory/99999999999/', as(w.tutorToken)), 'id');
  });

  it('is for tutors only', async () => {
    expectForbidden(await get(t.app, `/tutor/theory/${w.derivativeTopic}/`, as(w.studentToken)));
    expectForbidden(await get(t.app, `/tutor/subtheory/${w.subTheories[0]}/`, as(w.managerToken)));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectFieldError } from '../../test/expect-error.js';
import { buildHomeworkWorld } from '../../test/homework-factories.js';
import { buildLesson } from '../../test/course-factories.js';
import { attachTasks, createHomework, ensureTaskNumber, ensureTopic } from './homework.service.js';
import { listClassTypes } from '../core/core.service.js';

const DAY = 24 * 60 * 60 * 1000;
const LIST = '/v2/homework/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** One student with homework in each group: to do, waiting for a check, checked, expired. */
async function studentWithEveryGroup() {
  const w = await buildHomeworkWorld(t.db, { only: ['short', 'extended'] });
  const lessonHomework = async (title: string, deadline: Date, taskIds: number[]) => {
    const lesson = await buildLesson(t.db, w.course);
    const hw = await createHomework(t.db, {
      lessonId: lesson.id,
      classTypeId: w.course.classTypeId,
      title,
      tasksTotal: 0,
      deadline,
    });
    await attachTasks(t.db, hw.id, taskIds);
    return hw.id;
  };
  const checkedId = await lessonHomework('Проверено сайтом', new Date(Date.now() + 3 * DAY), [w.tasks.single.id]);
  const expiredId = await lessonHomework('Просрочено', new Date(Date.now() - DAY), [w.tasks.single.id]);
  const laterId = await lessonHomework('Через месяц', new Date(Date.now() + 20 * DAY), [w.tasks.single.id]);
  // Waiting: the extended answer needs a person.
  await get(t.app, `/v2/homework/${w.homeworkId}/`, { token: w.token });
  await t.app.inject({
    method: 'PUT',
    url: `/api/v2/homework/${w.homeworkId}/answers/${w.tasks.extended.id}/`,
    headers: { authorization: `Bearer ${w.token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ value: { type: 'EXTENDED', html: '<p>Решение</p>', files: [] }, revision: 1 }),
  });
  expect(
    (await post(t.app, `/v2/homework/${w.homeworkId}/submit/`, {}, { token: w.token })).body.submission.status,
  ).toBe('DONE');
  await get(t.app, `/v2/homework/${checkedId}/`, { token: w.token });
  expect((await post(t.app, `/v2/homework/${checkedId}/submit/`, {}, { token: w.token })).body.submission.status).toBe(
    'CHECKED_BY_SITE',
  );
  return { ...w, ids: { waiting: w.homeworkId, checked: checkedId, expired: expiredId, later: laterId } };
}

const ids = (res: { body: { results: { homework_id: number }[] } }) => res.body.results.map((r) => r.homework_id);

describe('GET /v2/homework/', () => {
  it('lists the homework of owned lessons, coming deadlines first, with the status groups', async () => {
    const s = await studentWithEveryGroup();
    const all = await get(t.app, LIST, { token: s.token });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.count).toBe(4);
    expect(ids(all)).toEqual([s.ids.checked, s.ids.waiting, s.ids.later, s.ids.expired]);
    const expired = all.body.results[3];
    expect(expired).toMatchObject({ status: 'EXPIRED', submission_id: null, tasks_total: 1, kind: 'LESSON' });
    const waiting = all.body.results[1];
    expect(waiting).toMatchObject({ status: 'DONE', tasks_total: 2, tasks_done: 1, star_tasks: 2, max_score: 4 });
    const group = async (status: string) => ids(await get(t.app, LIST, { token: s.token, query: { status } }));
    // The site-checked one has a wrong task: its work on mistakes keeps it in "to do".
    expect(await group('todo')).toEqual([s.ids.checked, s.ids.later]);
    expect(await group('checking')).toEqual([s.ids.waiting]);
    expect(await group('checked')).toEqual([s.ids.checked]);
    expect(await group('expired')).toEqual([s.ids.expired]);
    expect(await group('checking,expired')).toEqual([s.ids.waiting, s.ids.expired]);
    const week = await get(t.app, LIST, { token: s.token, query: { deadline: 'week' } });
    expect(ids(week)).toEqual([s.ids.checked, s.ids.waiting]);
    const overdue = await get(t.app, LIST, { token: s.token, query: { deadline: 'overdue' } });
    expect(ids(overdue)).toEqual([s.ids.expired]);
  });

  it('paginates in SQL and filters by subject', async () => {
    const s = await studentWithEveryGroup();
    const page = await get(t.app, LIST, { token: s.token, query: { limit: '2', offset: '1' } });
    expect(page.body.count).toBe(4);
    expect(ids(page)).toEqual([s.ids.waiting, s.ids.later]);
    const beyond = await get(t.app, LIST, { token: s.token, query: { limit: '2', offset: '10' } });
    expect(beyond.body).toEqual({ count: 4, results: [] });
    const other = (await listClassTypes(t.db)).find((type) => type.id !== s.course.classTypeId)!.id;
    expect((await get(t.app, LIST, { token: s.token, query: { class_type: String(other) } })).body.count).toBe(0);
    expect(
      (await get(t.app, LIST, { token: s.token, query: { class_type: String(s.course.classTypeId) } })).body.count,
    ).toBe(4);
  });

  it("shows nothing of other students' courses; refuses bad filters", async () => {
    await studentWithEveryGroup();
    const stranger = await accessTokenFor(await buildUser(t.db));
    expect((await get(t.app, LIST, { token: stranger })).body).toEqual({ count: 0, results: [] });
    expectFieldError(await get(t.app, LIST, { token: stranger, query: { status: 'lost' } }), 'status.0');
    expect((await get(t.app, LIST, { token: stranger, query: { limit: '1000' } })).status).toBe(400);
    expect((await get(t.app, LIST, { token: stranger, query: { deadline: 'yesterday' } })).status).toBe(400);
  });
});

describe('reference data', () => {
  it('gives the homework kinds, task numbers and topics', async () => {
    const token = await accessTokenFor(await buildUser(t.db));
    const types = await get(t.app, '/v2/homework/types/', { token });
    expect(types.body.map((x: { code: string }) => x.code)).toEqual(['LESSON', 'MINI_TEST', 'TUTOR']);
    const [math, physics] = await listClassTypes(t.db);
    await ensureTaskNumber(t.db, math!.id, 12, 'Исследование функции');
    await ensureTaskNumber(t.db, physics!.id, 1, 'Кинематика');
    await ensureTopic(t.db, math!.id, 'Производная');
    const query = { class_type: String(math!.id) };
    const numbers = await get(t.app, '/v2/core/course-type-task-numbers/', { token, query });
    expect(numbers.body).toEqual([
      { id: expect.any(Number), class_type_id: math!.id, number: 12, title: 'Исследование функции' },
    ]);
    expect((await get(t.app, '/v2/core/course-type-task-numbers/', { token })).body).toHaveLength(2);
    const topics = await get(t.app, '/v2/core/class-type-topics/', { token, query });
    expect(topics.body).toEqual([{ id: expect.any(Number), class_type_id: math!.id, title: 'Производная' }]);
    expectFieldError(
      await get(t.app, '/v2/core/class-type-topics/', { token, query: { class_type: 'x' } }),
      'class_type',
    );
  });
});

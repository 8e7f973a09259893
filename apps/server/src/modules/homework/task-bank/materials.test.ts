import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../../test/test-app.js';
import { expectError, expectFieldError, expectForbidden } from '../../../test/expect-error.js';
import { accessTokenFor, buildUser } from '../../../test/factories.js';
import { buildChecker } from '../../../test/homework-factories.js';
import { buildTutorWorld, type TutorWorld } from '../../../test/personal-works-factories.js';
import { ensureTaskNumber, ensureTopic } from '../homework.service.js';

const TASKS = '/v2/materials/tasks/';

let t: TestApp;
let w: TutorWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTutorWorld(t.db);
});
afterAll(() => t?.close());

const singleTask = (overrides: Record<string, unknown> = {}) => ({
  class_type: w.classTypeId,
  type: 'SINGLE',
  statement_html: '<p>Сколько будет 2 + 2?</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
  options: [
    { id: 'a', html: '3' },
    { id: 'b', html: '4' },
  ],
  correct: { type: 'SINGLE', choice: 'b' },
  explanation_html: '<p>Сложение</p>',
  ...overrides,
});

describe('GET /v2/materials/tasks/', () => {
  it('lists the bank for a tutor and a checker without the keys; students and managers get 403', async () => {
    const res = await get(t.app, TASKS, {
      token: w.tutorToken,
      query: { class_type: String(w.classTypeId), limit: '100' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ids = res.body.results.map((r: { id: number }) => r.id);
    expect(ids).toContain(w.tasks.single.id);
    const single = res.body.results.find((r: { id: number }) => r.id === w.tasks.single.id);
    expect(single).toMatchObject({ type: 'SINGLE', is_own: false, correct: null, explanation_html: null });
    const extended = res.body.results.find((r: { id: number }) => r.id === w.tasks.extended.id);
    expect(extended.criteria).toHaveLength(2);
    const checker = await buildChecker(t.db, [w.classTypeId]);
    expect((await get(t.app, TASKS, { token: checker.token })).status).toBe(200);
    expectForbidden(await get(t.app, TASKS, { token: w.studentToken }));
    const manager = await buildUser(t.db, { role: 'MANAGER_CS' });
    expectForbidden(await get(t.app, TASKS, { token: await accessTokenFor(manager) }));
  });

  it('searches the statement (% literal), pages and refuses bad filters in Russian', async () => {
    const found = await get(t.app, TASKS, { token: w.tutorToken, query: { search: 'Упорядочи', limit: '100' } });
    expect(found.body.results.map((r: { id: number }) => r.id)).toContain(w.tasks.order.id);
    const literal = await get(t.app, TASKS, { token: w.tutorToken, query: { search: '%' } });
    expect(literal.status).toBe(200);
    const page = await get(t.app, TASKS, { token: w.tutorToken, query: { limit: '2', offset: '1' } });
    expect(page.body.results).toHaveLength(2);
    expect(page.body.count).toBeGreaterThanOrEqual(6);
    const past = await get(t.app, TASKS, { token: w.tutorToken, query: { offset: '100000' } });
    expect(past.body).toEqual({ count: page.body.count, results: [] });
    const bad = expectFieldError(
      await get(t.app, TASKS, { token: w.tutorToken, query: { class_type: 'abc' } }),
      'class_type',
    );
    expect(bad.errors[0]!.detail).toMatch(/[а-яё]/i);
  });
});

describe('a tutor’s own tasks', () => {
  it('creates a task only its author sees, with its key; HTML is cleaned', async () => {
    const res = await post(t.app, TASKS, singleTask(), { token: w.tutorToken });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ is_own: true, correct: { type: 'SINGLE', choice: 'b' }, max_points: 1 });
    expect(res.body.statement_html).not.toContain('script');
    expect(res.body.statement_html).not.toContain('onerror');
    const id = res.body.id as number;
    const mine = await get(t.app, TASKS, { token: w.tutorToken, query: { source: 'own' } });
    expect(mine.body.results.map((r: { id: number }) => r.id)).toEqual([id]);
    const theirs = await get(t.app, TASKS, { token: w.other.token, query: { limit: '100' } });
    expect(theirs.body.results.map((r: { id: number }) => r.id)).not.toContain(id);
    expectError(await get(t.app, `${TASKS}${id}/`, { token: w.other.token }), 404, { code: 'not_found' });
    const bank = await get(t.app, TASKS, { token: w.tutorToken, query: { source: 'bank', limit: '100' } });
    expect(bank.body.results.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('files an own task under an exam task number and topic of its subject; the filters find it', async () => {
    const numberId = await ensureTaskNumber(t.db, w.classTypeId, 12, 'Исследование функции');
    const topicId = await ensureTopic(t.db, w.classTypeId, 'Производная');
    const res = await post(t.app, TASKS, singleTask({ task_number: numberId, topic: topicId }), {
      token: w.tutorToken,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      task_number_id: numberId,
      exam_task_number: 12,
      topic_id: topicId,
      topic: 'Производная',
    });
    const filters: Record<string, string>[] = [{ task_number: String(numberId) }, { topic: String(topicId) }];
    for (const query of filters) {
      const found = await get(t.app, TASKS, { token: w.tutorToken, query });
      expect(found.body.results.map((r: { id: number }) => r.id)).toEqual([res.body.id]);
    }
  });

  it('checks the key against the type and the options; an extended task needs criteria', async () => {
    const post_ = (body: unknown) => post(t.app, TASKS, body, { token: w.tutorToken });
    expectFieldError(
      await post_(singleTask({ correct: { type: 'SHORT', accepted: ['4'] } })),
      'correct.type',
      'wrong_type',
    );
    expectFieldError(
      await post_(singleTask({ correct: { type: 'SINGLE', choice: 'z' } })),
      'correct',
      'unknown_option',
    );
    expectFieldError(await post_(singleTask({ correct: null })), 'correct', 'required');
    expectFieldError(await post_(singleTask({ options: [{ id: 'b', html: '4' }] })), 'options', 'required');
    expectFieldError(
      await post_(
        singleTask({
          options: [
            { id: 'b', html: '4' },
            { id: 'b', html: '5' },
          ],
        }),
      ),
      'options',
      'duplicate_option',
    );
    expectFieldError(await post_(singleTask({ class_type: 999_999 })), 'class_type', 'does_not_exist');
    expectFieldError(await post_(singleTask({ statement_html: '<script>x</script>' })), 'statement_html', 'required');
    expectFieldError(await post_(singleTask({ topic: 999_999 })), 'topic', 'does_not_exist');
    const extended = { class_type: w.classTypeId, type: 'EXTENDED', statement_html: '<p>Докажи</p>' };
    expectFieldError(await post_(extended), 'criteria', 'required');
    const ok = await post_({
      ...extended,
      criteria: [
        { title: 'Ход', max_points: 2 },
        { title: 'Ответ', max_points: 1 },
      ],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ max_points: 3, correct: null });
    const order = await post_({
      class_type: w.classTypeId,
      type: 'ORDER',
      statement_html: '<p>По возрастанию</p>',
      options: [
        { id: '1', html: 'один' },
        { id: '2', html: 'два' },
      ],
      correct: { type: 'ORDER', order: ['1', '1'] },
    });
    expectFieldError(order, 'correct');
    const match = await post_({
      class_type: w.classTypeId,
      type: 'MATCH',
      statement_html: '<p>Сопоставь</p>',
      options: [
        { id: '1', html: 'один' },
        { id: '2', html: 'два' },
      ],
      match_items: [
        { id: 'A', html: 'I' },
        { id: 'B', html: 'II' },
      ],
      correct: { type: 'MATCH', pairs: { A: '1', B: '2' } },
      max_points: 2,
    });
    expect(match.status, JSON.stringify(match.body)).toBe(201);
  });

  it('replaces and deletes only the author’s own; students get 403', async () => {
    const created = await post(t.app, TASKS, singleTask(), { token: w.tutorToken });
    const path = `${TASKS}${created.body.id}/`;
    const put = await api(t.app, 'PUT', path, {
      token: w.tutorToken,
      body: singleTask({ correct: { type: 'SINGLE', choice: 'a' } }),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.correct).toEqual({ type: 'SINGLE', choice: 'a' });
    expectError(await api(t.app, 'PUT', path, { token: w.other.token, body: singleTask() }), 404, {
      code: 'not_found',
    });
    expectError(await api(t.app, 'DELETE', path, { token: w.other.token }), 404, { code: 'not_found' });
    expectError(
      await api(t.app, 'PUT', `${TASKS}${w.tasks.single.id}/`, { token: w.tutorToken, body: singleTask() }),
      404,
      {
        code: 'not_found',
      },
    );
    expectForbidden(await api(t.app, 'DELETE', path, { token: w.studentToken }));
    expect((await api(t.app, 'DELETE', path, { token: w.tutorToken })).status).toBe(200);
    expectError(await get(t.app, path, { token: w.tutorToken }), 404, { code: 'not_found' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { buildTaskSet, rightAnswers, type TaskSet } from '../../test/homework-factories.js';
import { itRaces } from '../../test/races.js';
import { listClassTypes } from '../core/core.service.js';
import { ensureTaskNumber, ensureTopic, insertTask } from '../homework/homework.service.js';
import { ledgerBalances } from '../rewards/rewards.service.js';
import { todayOf } from '../streak/streak.service.js';

const SESSIONS = '/v2/training/sessions/';
const session = (id: number) => `${SESSIONS}${id}/`;
const answer = (id: number, taskId: number) => `${SESSIONS}${id}/answers/${taskId}/`;
const finish = (id: number) => `${SESSIONS}${id}/finish/`;
const result = (id: number) => `${SESSIONS}${id}/result/`;
const retry = (id: number) => `${SESSIONS}${id}/retry/`;

let t: TestApp;
let classTypeId: number;
let otherClassTypeId: number;
let set: TaskSet;
let number12: number;
let number4: number;
let topicA: number;

interface WireSession {
  id: number;
  tasks: { id: number; type: string; exam_task_number: number | null }[];
  answers: { task_id: number; state: string; correct_answer_html: string | null; explanation_html: string | null }[];
}

async function student(): Promise<{ user: TestUser; token: string }> {
  const user = await buildUser(t.db);
  return { user, token: await accessTokenFor(user) };
}

async function start(token: string, body: Record<string, unknown>): Promise<WireSession> {
  const res = await post(t.app, SESSIONS, body, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as WireSession;
}

beforeAll(async () => {
  t = await createTestApp();
  const types = await listClassTypes(t.db);
  const [first, second] = types;
  if (!first || !second) throw new Error('reference class types missing');
  classTypeId = first.id;
  otherClassTypeId = second.id;
  set = await buildTaskSet(t.db, classTypeId);
  number12 = await ensureTaskNumber(t.db, classTypeId, 12, 'Производная');
  number4 = await ensureTaskNumber(t.db, classTypeId, 4, 'Вероятность');
  topicA = await ensureTopic(t.db, classTypeId, 'Тема А');
  // Number 12: short (topic A) and single; number 4: multiple (topic A). Order and match have none.
  const { tasks } = await import('../../db/schema.js');
  const { eq } = await import('drizzle-orm');
  await t.db.update(tasks).set({ taskNumberId: number12, topicId: topicA }).where(eq(tasks.id, set.short.id));
  await t.db.update(tasks).set({ taskNumberId: number12 }).where(eq(tasks.id, set.single.id));
  await t.db.update(tasks).set({ taskNumberId: number4, topicId: topicA }).where(eq(tasks.id, set.multiple.id));
  // A tutor's own task is not the public bank: never trained on.
  const tutor = await buildUser(t.db, { role: 'TUTOR_ROLE' });
  await insertTask(t.db, {
    classTypeId,
    authorId: tutor.id,
    type: 'SHORT',
    statementHtml: '<p>Своё</p>',
    correct: { type: 'SHORT', accepted: ['1'] },
    maxPoints: 1,
    taskNumberId: number12,
  });
});
afterAll(() => t?.close());

describe('GET /v2/training/subjects/', () => {
  it('lists subjects with their site-checked public tasks (no extended, no tutor tasks)', async () => {
    const { token } = await student();
    const res = await get(t.app, '/v2/training/subjects/', { token });
    expect(res.status).toBe(200);
    const subject = res.body.find((s: { class_type: { id: number } }) => s.class_type.id === classTypeId);
    expect(subject).toMatchObject({ tasks_count: 5 });
    expect(subject.class_type.title).not.toBe('');
  });

  it('is for students only', async () => {
    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    expectForbidden(await get(t.app, '/v2/training/subjects/', { token: tutor }));
    expectForbidden(await post(t.app, SESSIONS, { class_type: classTypeId }, { token: tutor }));
    const { user } = await student();
    await expectSignInRequired(t.app, 'POST', SESSIONS, user, { body: { class_type: classTypeId } });
  });
});

describe('POST /v2/training/sessions/', () => {
  it('picks only auto-checked tasks of the subject, up to the count, without keys', async () => {
    const { token } = await student();
    const all = await start(token, { class_type: classTypeId, count: 30 });
    const ids = all.tasks.map((task) => task.id).sort((a, b) => a - b);
    expect(ids).toEqual(
      [set.short.id, set.single.id, set.multiple.id, set.order.id, set.match.id].sort((a, b) => a - b),
    );
    expect(all.tasks.map((task) => task.exam_task_number)).toEqual([4, 12, 12, null, null]);
    expect(
      all.answers.every((a) => a.state === 'EMPTY' && a.correct_answer_html === null && a.explanation_html === null),
    ).toBe(true);
    expect((await start(token, { class_type: classTypeId, count: 2 })).tasks).toHaveLength(2);
  });

  it('filters by exam task numbers and topics (both at once narrow)', async () => {
    const { token } = await student();
    const byNumber = await start(token, { class_type: classTypeId, task_numbers: [number12] });
    expect(byNumber.tasks.map((x) => x.id).sort()).toEqual([set.short.id, set.single.id].sort());
    const byTopic = await start(token, { class_type: classTypeId, topics: [topicA] });
    expect(byTopic.tasks.map((x) => x.id).sort()).toEqual([set.short.id, set.multiple.id].sort());
    const both = await start(token, { class_type: classTypeId, task_numbers: [number12, number4], topics: [topicA] });
    expect(both.tasks.map((x) => x.id).sort()).toEqual([set.short.id, set.multiple.id].sort());
  });

  it('answers 400 no_tasks when nothing matches, and 400 on bad input', async () => {
    const { token } = await student();
    expectError(await post(t.app, SESSIONS, { class_type: otherClassTypeId }, { token }), 400, { code: 'no_tasks' });
    expectError(await post(t.app, SESSIONS, { class_type: 999_999 }, { token }), 400, { code: 'no_tasks' });
    // Another subject's task number matches nothing of this subject.
    const foreign = await ensureTaskNumber(t.db, otherClassTypeId, 1, 'Чужой');
    expectError(await post(t.app, SESSIONS, { class_type: classTypeId, task_numbers: [foreign] }, { token }), 400, {
      code: 'no_tasks',
    });
    expectFieldError(await post(t.app, SESSIONS, { class_type: classTypeId, count: 0 }, { token }), 'count');
    expectFieldError(await post(t.app, SESSIONS, { class_type: classTypeId, count: 31 }, { token }), 'count');
    expectFieldError(await post(t.app, SESSIONS, { class_type: 'x' }, { token }), 'class_type');
    expectFieldError(await post(t.app, SESSIONS, { class_type: classTypeId, topics: ['a'] }, { token }), 'topics.0');
  });
});

describe('answering', () => {
  it('checks at once by the homework rules, shows the key and explanation, pays XP and counts the streak', async () => {
    const { user, token } = await student();
    const s = await start(token, { class_type: classTypeId, count: 30 });
    const right = rightAnswers(set);
    // The star short task: 1 point, XP doubled.
    const res = await post(t.app, answer(s.id, set.short.id), { value: right[set.short.id] }, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ state: 'CORRECT', points: 1, exp_earned: 2, explanation_html: '<p>Разбор</p>' });
    expect(res.body.correct_answer_html).toBeTruthy();
    expect((await ledgerBalances(t.db, user.id)).exp).toBe(2);
    expect((await todayOf(t.db, user.id, 'RU', new Date())).counts.get('homework_task')).toBe(1);
    // A 2-point multiple with one mistake: PARTIAL, 1 point (ЕГЭ style), 1 XP, not a streak task.
    const partial = await post(
      t.app,
      answer(s.id, set.multiple.id),
      { value: { type: 'MULTIPLE', choices: ['o1'] } },
      { token },
    );
    expect(partial.body).toMatchObject({ state: 'PARTIAL', points: 1, exp_earned: 1 });
    // Wrong: 0 points, no XP, the key is shown anyway.
    const wrong = await post(
      t.app,
      answer(s.id, set.single.id),
      { value: { type: 'SINGLE', choice: 'o1' } },
      { token },
    );
    expect(wrong.body).toMatchObject({ state: 'WRONG', points: 0, exp_earned: 0 });
    expect(wrong.body.correct_answer_html).toBeTruthy();
    expect((await ledgerBalances(t.db, user.id)).exp).toBe(3);
    expect((await todayOf(t.db, user.id, 'RU', new Date())).counts.get('homework_task')).toBe(1);
    const detail = await get(t.app, session(s.id), { token });
    expect(detail.body.answers.filter((a: { state: string }) => a.state !== 'EMPTY')).toHaveLength(3);
  });

  it('pays XP once per task per training: a retry or a changed answer gets the stored result', async () => {
    const { user, token } = await student();
    const s = await start(token, { class_type: classTypeId, task_numbers: [number12] });
    const value = rightAnswers(set)[set.short.id];
    const first = await post(t.app, answer(s.id, set.short.id), { value }, { token });
    const again = await post(t.app, answer(s.id, set.short.id), { value }, { token });
    const changed = await post(t.app, answer(s.id, set.short.id), { value: { type: 'SHORT', text: '5' } }, { token });
    expect(again.body).toEqual(first.body);
    expect(changed.body).toEqual(first.body);
    expect((await ledgerBalances(t.db, user.id)).exp).toBe(2);
    // A wrong first answer stays wrong: a retry with the right one pays nothing.
    await post(t.app, answer(s.id, set.single.id), { value: { type: 'SINGLE', choice: 'o3' } }, { token });
    const late = await post(t.app, answer(s.id, set.single.id), { value: { type: 'SINGLE', choice: 'o2' } }, { token });
    expect(late.body).toMatchObject({ state: 'WRONG', exp_earned: 0 });
    expect((await ledgerBalances(t.db, user.id)).exp).toBe(2);
    // Another training is another key: the same task pays again there.
    const next = await start(token, { class_type: classTypeId, task_numbers: [number12] });
    await post(t.app, answer(next.id, set.short.id), { value }, { token });
    expect((await ledgerBalances(t.db, user.id)).exp).toBe(4);
  });

  it('refuses an answer of the wrong type or with foreign options (400), unknown tasks and others’ trainings (404)', async () => {
    const { token } = await student();
    const s = await start(token, { class_type: classTypeId, task_numbers: [number12] });
    expectFieldError(
      await post(t.app, answer(s.id, set.single.id), { value: { type: 'SHORT', text: '1' } }, { token }),
      'value.type',
      'wrong_type',
    );
    expectFieldError(
      await post(t.app, answer(s.id, set.single.id), { value: { type: 'SINGLE', choice: 'zz' } }, { token }),
      'value',
      'unknown_option',
    );
    expectFieldError(
      await post(t.app, answer(s.id, set.single.id), { value: { type: 'NOPE' } }, { token }),
      'value.type',
    );
    expectError(
      await post(t.app, answer(s.id, set.order.id), { value: { type: 'ORDER', order: [] } }, { token }),
      404,
      { code: 'not_found' },
    );
    const other = await student();
    expectError(await get(t.app, session(s.id), { token: other.token }), 404, { code: 'not_found' });
    expectError(
      await post(t.app, answer(s.id, set.short.id), { value: { type: 'SHORT', text: '1' } }, { token: other.token }),
      404,
      { code: 'not_found' },
    );
    expectError(await post(t.app, finish(s.id), {}, { token: other.token }), 404, { code: 'not_found' });
    expectError(await post(t.app, retry(s.id), {}, { token: other.token }), 404, { code: 'not_found' });
    expectError(await get(t.app, session(999_999), { token }), 404, { code: 'not_found' });
    // Nothing was recorded by the refused answers.
    const detail = await get(t.app, session(s.id), { token });
    expect(detail.body.answers.every((a: { state: string }) => a.state === 'EMPTY')).toBe(true);
  });

  itRaces('pays once when the same answer arrives ten times at once', async () => {
    const { user, token } = await student();
    const s = await start(token, { class_type: classTypeId, task_numbers: [number12] });
    const value = rightAnswers(set)[set.short.id];
    const all = await Promise.all(
      Array.from({ length: 10 }, () => post(t.app, answer(s.id, set.short.id), { value }, { token })),
    );
    expect(all.every((r) => r.status === 200 && r.body.state === 'CORRECT')).toBe(true);
    expect((await ledgerBalances(t.db, user.id)).exp).toBe(2);
  });
});

describe('finish, result and retrying the mistakes', () => {
  it('ends once with the score, the time and the mistakes (unanswered included); then no more answers', async () => {
    const { token } = await student();
    const s = await start(token, { class_type: classTypeId, count: 30 });
    expectError(await get(t.app, result(s.id), { token }), 409, { code: 'training_not_finished' });
    expectError(await post(t.app, retry(s.id), {}, { token }), 409, { code: 'training_not_finished' });
    const right = rightAnswers(set);
    await post(t.app, answer(s.id, set.short.id), { value: right[set.short.id] }, { token });
    await post(t.app, answer(s.id, set.order.id), { value: right[set.order.id] }, { token });
    await post(t.app, answer(s.id, set.single.id), { value: { type: 'SINGLE', choice: 'o1' } }, { token });
    const done = await post(t.app, finish(s.id), {}, { token });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ score: 3, max_score: 8, tasks_total: 5, correct_count: 2, exp_earned: 4 });
    expect(done.body.duration_seconds).toBeGreaterThanOrEqual(0);
    expect(done.body.mistakes.map((m: { task_id: number }) => m.task_id).sort()).toEqual(
      [set.single.id, set.multiple.id, set.match.id].sort(),
    );
    const repeat = await post(t.app, finish(s.id), {}, { token });
    expect(repeat.body.finished_at).toBe(done.body.finished_at);
    expect((await get(t.app, result(s.id), { token })).body).toEqual(done.body);
    expectError(await post(t.app, answer(s.id, set.match.id), { value: right[set.match.id] }, { token }), 409, {
      code: 'training_finished',
    });
    // A task answered before the end still answers its stored result.
    expect((await post(t.app, answer(s.id, set.short.id), { value: right[set.short.id] }, { token })).body.state).toBe(
      'CORRECT',
    );
  });

  it('retries the mistakes as a new training in the same order; none left is a 400', async () => {
    const { token } = await student();
    const s = await start(token, { class_type: classTypeId, task_numbers: [number12] });
    const right = rightAnswers(set);
    await post(t.app, answer(s.id, set.short.id), { value: right[set.short.id] }, { token });
    await post(t.app, finish(s.id), {}, { token });
    const res = await post(t.app, retry(s.id), {}, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.retry_of).toBe(s.id);
    expect(res.body.tasks.map((x: { id: number }) => x.id)).toEqual([set.single.id]);
    await post(t.app, answer(res.body.id, set.single.id), { value: right[set.single.id] }, { token });
    await post(t.app, finish(res.body.id), {}, { token });
    expectFieldError(await post(t.app, retry(res.body.id), {}, { token }), 'id', 'no_mistakes');
  });

  it('lists the student’s own trainings newest first with their points', async () => {
    const { token } = await student();
    const older = await start(token, { class_type: classTypeId, task_numbers: [number12] });
    await post(t.app, answer(older.id, set.short.id), { value: rightAnswers(set)[set.short.id] }, { token });
    await post(t.app, finish(older.id), {}, { token });
    const newer = await start(token, { class_type: classTypeId, count: 3 });
    const other = await student();
    await start(other.token, { class_type: classTypeId });
    const res = await get(t.app, SESSIONS, { token });
    expect(res.status).toBe(200);
    expect(res.body.map((s: { id: number }) => s.id)).toEqual([newer.id, older.id]);
    expect(res.body[1]).toMatchObject({ tasks_total: 2, answered: 1, score: 1, max_score: 2 });
    expect(res.body[1].finished_at).not.toBeNull();
    expect(res.body[0]).toMatchObject({ tasks_total: 3, answered: 0, finished_at: null });
    expect((await get(t.app, `${SESSIONS}?limit=1`, { token })).body).toHaveLength(1);
    expectFieldError(await get(t.app, `${SESSIONS}?limit=0`, { token }), 'limit');
  });

  it('puts tasks already solved right after the rest in a new training', async () => {
    const { token } = await student();
    const s = await start(token, { class_type: classTypeId, task_numbers: [number12] });
    const right = rightAnswers(set);
    await post(t.app, answer(s.id, set.short.id), { value: right[set.short.id] }, { token });
    for (let i = 0; i < 5; i++) {
      const next = await start(token, { class_type: classTypeId, task_numbers: [number12], count: 1 });
      expect(next.tasks.map((x) => x.id)).toEqual([set.single.id]);
    }
  });
});

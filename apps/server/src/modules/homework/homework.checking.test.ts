import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { expectError, expectFieldError, expectForbidden } from '../../test/expect-error.js';
import { buildChecker, buildHomeworkWorld, rightAnswers, type HomeworkWorld } from '../../test/homework-factories.js';
import { listClassTypes } from '../core/core.service.js';
import { ledgerBalances } from '../rewards/rewards.service.js';
import { homeworkEvents } from './homework.schema.js';
import { updateSubmission } from './homework.service.js';

const DAY = 24 * 60 * 60 * 1000;
import { eq } from 'drizzle-orm';

const QUEUE = '/v2/homework/checking/';
const check = (submissionId: number) => `/v2/homework/checking/${submissionId}/`;

let t: TestApp;
let otherSubject: number;
beforeAll(async () => {
  t = await createTestApp();
  otherSubject = (await listClassTypes(t.db)).find((type) => type.title === 'Информатика')!.id;
});
afterAll(() => t?.close());

/** A student who handed in every type: the extended answer waits for a person. */
async function handedIn(options: { wrongShort?: boolean } = {}) {
  const w = await buildHomeworkWorld(t.db);
  await get(t.app, `/v2/homework/${w.homeworkId}/`, { token: w.token });
  const answers = rightAnswers(w.tasks);
  if (options.wrongShort) answers[w.tasks.short.id] = { type: 'SHORT', text: '1' };
  for (const [taskId, value] of Object.entries(answers)) {
    await api(t.app, 'PUT', `/v2/homework/${w.homeworkId}/answers/${taskId}/`, {
      body: { value, revision: 1 },
      token: w.token,
    });
  }
  const res = await post(t.app, `/v2/homework/${w.homeworkId}/submit/`, {}, { token: w.token });
  expect(res.body.submission.status).toBe('DONE');
  return { w, submissionId: res.body.submission.id as number, expAtSubmit: res.body.exp_gained as number };
}

const criteriaIds = async (w: HomeworkWorld, token: string, submissionId: number) => {
  const read = await get(t.app, `/v2/homework/submissions/${submissionId}/`, { token });
  const task = read.body.tasks.find((x: { id: number }) => x.id === w.tasks.extended.id);
  return task.criteria.map((c: { id: number }) => c.id) as number[];
};

/** An approval scoring the extended task by its criteria (points in criteria order). */
const approveExtended = (
  w: HomeworkWorld,
  criteria: (number | undefined)[],
  points: number[],
  comment = '',
  more: unknown[] = [],
) => ({
  decision: 'approve',
  tasks: [
    {
      task_id: w.tasks.extended.id,
      criteria: criteria.map((id, i) => ({ criterion_id: id, points: points[i] })),
      comment,
    },
    ...more,
  ],
});

describe('GET /v2/homework/checking/', () => {
  it("lists what needs a person in the checker's subjects only", async () => {
    const { w, submissionId } = await handedIn();
    const mine = await buildChecker(t.db, [w.course.classTypeId]);
    const other = await buildChecker(t.db, [otherSubject]);
    const res = await get(t.app, QUEUE, { token: mine.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results.map((r: { submission_id: number }) => r.submission_id)).toContain(submissionId);
    const item = res.body.results.find((r: { submission_id: number }) => r.submission_id === submissionId);
    expect(item).toMatchObject({ status: 'DONE', tasks_to_check: 1, student: { first_name: 'Тест' } });
    const foreign = await get(t.app, QUEUE, { token: other.token });
    expect(foreign.body).toEqual({ count: 0, results: [] });
    const subjects = await get(t.app, '/v2/homework/checking/subjects/', { token: mine.token });
    expect(subjects.body).toHaveLength(1);
    expect(subjects.body[0].homeworks).toContainEqual({ id: w.homeworkId, title: 'Домашка', waiting: 1 });
  });

  it('filters by homework; a head curator sees every subject; students may not look', async () => {
    const { w, submissionId } = await handedIn();
    const head = await buildChecker(t.db, [], 'HEAD_CURATOR');
    const res = await get(t.app, QUEUE, { token: head.token, query: { homework: String(w.homeworkId) } });
    expect(res.body.results.map((r: { submission_id: number }) => r.submission_id)).toEqual([submissionId]);
    expectForbidden(await get(t.app, QUEUE, { token: w.token }));
  });
});

describe('POST /v2/homework/checking/:id/', () => {
  it('approves with points per criterion: CHECKED_BY_CURATOR, the XP of the points once, an event', async () => {
    const { w, submissionId, expAtSubmit } = await handedIn();
    const curator = await buildChecker(t.db, [w.course.classTypeId]);
    const [c1, c2] = await criteriaIds(w, curator.token, submissionId);
    const body = approveExtended(w, [c1, c2], [2, 0], 'Ответ не записан', [
      { task_id: w.tasks.single.id, criteria: [], comment: 'Верно' },
    ]);
    const res = await post(t.app, check(submissionId), body, { token: curator.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.submission.status).toBe('CHECKED_BY_CURATOR');
    const ext = res.body.submission.answers.find((a: { task_id: number }) => a.task_id === w.tasks.extended.id);
    expect(ext).toMatchObject({ state: 'PARTIAL', points: 2, comment: 'Ответ не записан' });
    expect(ext.criteria_points).toEqual([
      { criterion_id: c1, points: 2 },
      { criterion_id: c2, points: 0 },
    ]);
    expect(res.body.submission.answers.find((a: { task_id: number }) => a.task_id === w.tasks.single.id).comment).toBe(
      'Верно',
    );
    // Extended is a star task: 2 points × 2.
    expect((await ledgerBalances(t.db, w.student.id)).exp).toBe(expAtSubmit + 4);
    expectError(await post(t.app, check(submissionId), body, { token: curator.token }), 409, {
      code: 'already_checked',
    });
    expect((await ledgerBalances(t.db, w.student.id)).exp).toBe(expAtSubmit + 4);
    const events = await t.db.select().from(homeworkEvents).where(eq(homeworkEvents.submissionId, submissionId));
    expect(events.map((e) => e.kind)).toEqual(['checked']);
    const student = await get(t.app, `/v2/homework/${w.homeworkId}/`, { token: w.token });
    expect(student.body.submission).toMatchObject({ status: 'CHECKED_BY_CURATOR', score: 10 });
  });

  it('a teacher approves as CHECKED_BY_TEACHER', async () => {
    const { w, submissionId } = await handedIn();
    const teacher = await buildChecker(t.db, [w.course.classTypeId], 'TEACHER_ROLE');
    const [c1] = await criteriaIds(w, teacher.token, submissionId);
    const body = {
      decision: 'approve',
      tasks: [{ task_id: w.tasks.extended.id, criteria: [{ criterion_id: c1, points: 1 }] }],
    };
    const res = await post(t.app, check(submissionId), body, { token: teacher.token });
    expect(res.body.submission.status).toBe('CHECKED_BY_TEACHER');
  });

  it('refuses points above a criterion, unknown criteria, missing extended tasks, tasks of another homework', async () => {
    const { w, submissionId } = await handedIn();
    const curator = await buildChecker(t.db, [w.course.classTypeId]);
    const [c1] = await criteriaIds(w, curator.token, submissionId);
    const ext = w.tasks.extended.id;
    const approve = (tasks: unknown) =>
      post(t.app, check(submissionId), { decision: 'approve', tasks }, { token: curator.token });
    expectFieldError(
      await approve([{ task_id: ext, criteria: [{ criterion_id: c1, points: 3 }] }]),
      'tasks.0.criteria',
      'max_value',
    );
    expectFieldError(
      await approve([{ task_id: ext, criteria: [{ criterion_id: 999999, points: 1 }] }]),
      'tasks.0.criteria',
      'unknown_criterion',
    );
    expectFieldError(await approve([{ task_id: w.tasks.short.id, criteria: [] }]), 'tasks', 'tasks_unchecked');
    expectFieldError(await approve([{ task_id: 2_000_000_000, criteria: [] }]), 'tasks.0.task_id', 'unknown_task');
    expectFieldError(
      await approve([{ task_id: ext, criteria: [{ criterion_id: c1, points: -1 }] }]),
      'tasks.0.criteria.0.points',
    );
    expectFieldError(
      await post(t.app, check(submissionId), { decision: 'refuse', reason: 'x' }, { token: curator.token }),
      'reason',
    );
    expect((await post(t.app, check(submissionId), { decision: 'maybe' }, { token: curator.token })).status).toBe(400);
    const read = await get(t.app, `/v2/homework/submissions/${submissionId}/`, { token: curator.token });
    expect(read.body.submission.status).toBe('DONE');
  });

  it('a curator of another subject gets 404 for the check and the submission', async () => {
    const { submissionId } = await handedIn();
    const other = await buildChecker(t.db, [otherSubject]);
    const body = { decision: 'refuse', reason: 'Перепиши' };
    expectError(await post(t.app, check(submissionId), body, { token: other.token }), 404, { code: 'not_found' });
    expectError(await get(t.app, `/v2/homework/submissions/${submissionId}/`, { token: other.token }), 404, {
      code: 'not_found',
    });
    expectError(await post(t.app, check(2_000_000_000), body, { token: other.token }), 404, { code: 'not_found' });
  });

  it('refuse → REFUSED with the reason, answers editable; the resubmit is RESENT, the approval RECHECKED', async () => {
    const { w, submissionId } = await handedIn({ wrongShort: true });
    const curator = await buildChecker(t.db, [w.course.classTypeId]);
    const refused = await post(
      t.app,
      check(submissionId),
      { decision: 'refuse', reason: 'Покажи решение' },
      { token: curator.token },
    );
    expect(refused.body.submission).toMatchObject({ status: 'REFUSED', refuse_reason: 'Покажи решение' });
    const student = await get(t.app, `/v2/homework/${w.homeworkId}/`, { token: w.token });
    expect(student.body.submission.answers.every((a: { editable: boolean }) => a.editable)).toBe(true);
    expect(student.body.submission.answers[0].correct_answer_html).toBeNull();
    const fix = { value: { type: 'SHORT', text: '0,75' }, revision: 2 };
    expect(
      (
        await api(t.app, 'PUT', `/v2/homework/${w.homeworkId}/answers/${w.tasks.short.id}/`, {
          body: fix,
          token: w.token,
        })
      ).status,
    ).toBe(200);
    const resent = await post(t.app, `/v2/homework/${w.homeworkId}/submit/`, {}, { token: w.token });
    expect(resent.body.submission.status).toBe('RESENT');
    // The short task is right now: only its XP (star, 2) is new.
    expect(resent.body.exp_gained).toBe(2);
    const [c1, c2] = await criteriaIds(w, curator.token, submissionId);
    const body = approveExtended(w, [c1, c2], [2, 1]);
    const approved = await post(t.app, check(submissionId), body, { token: curator.token });
    expect(approved.body.submission).toMatchObject({ status: 'RECHECKED', score: 11 });
    const events = await t.db.select().from(homeworkEvents).where(eq(homeworkEvents.submissionId, submissionId));
    expect(events.map((e) => [e.kind, e.status])).toEqual([
      ['refused', 'REFUSED'],
      ['checked', 'RECHECKED'],
    ]);
  });

  it('after 45 days from the hand-in the submission leaves the queue and cannot be checked (spec 3 §9)', async () => {
    const { w, submissionId } = await handedIn();
    const curator = await buildChecker(t.db, [w.course.classTypeId]);
    await updateSubmission(t.db, submissionId, { submittedAt: new Date(Date.now() - 46 * DAY) });
    const queue = await get(t.app, QUEUE, { token: curator.token });
    expect(queue.body.results.map((r: { submission_id: number }) => r.submission_id)).not.toContain(submissionId);
    const body = { decision: 'refuse', reason: 'Перепиши' };
    expectError(await post(t.app, check(submissionId), body, { token: curator.token }), 400, {
      code: 'check_period_passed',
    });
    await updateSubmission(t.db, submissionId, { submittedAt: new Date(Date.now() - 44 * DAY) });
    expect((await post(t.app, check(submissionId), body, { token: curator.token })).status).toBe(200);
  });

  it('the student reads their own submission by id, not another one', async () => {
    const { w, submissionId } = await handedIn();
    const own = await get(t.app, `/v2/homework/submissions/${submissionId}/`, { token: w.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: w.homeworkId, student: { id: w.student.id } });
    const other = await buildHomeworkWorld(t.db);
    expectError(await get(t.app, `/v2/homework/submissions/${submissionId}/`, { token: other.token }), 404, {
      code: 'not_found',
    });
  });
});

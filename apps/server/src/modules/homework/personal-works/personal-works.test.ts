import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../../test/test-app.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../../test/expect-error.js';
import { accessTokenFor, buildUser } from '../../../test/factories.js';
import { buildChecker, rightAnswers } from '../../../test/homework-factories.js';
import { buildTutorWorld, type TutorWorld } from '../../../test/personal-works-factories.js';
import { ledgerBalances } from '../../rewards/rewards.service.js';
import { findUserById } from '../../users/users.service.js';
import { updateSubmission } from '../homework.service.js';
import { closeRanOutTimers } from '../homework-submit.service.js';

const WORKS = '/tutor/self-studies/';
const GIVEN = '/tutor/submissions/';
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let t: TestApp;
let w: TutorWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTutorWorld(t.db);
});
afterAll(() => t?.close());

async function createWork(tasks: number[], extra: Record<string, unknown> = {}) {
  const res = await post(
    t.app,
    WORKS,
    { title: 'Производные', description: 'Повторение', class_type: w.classTypeId, tasks, ...extra },
    { token: w.tutorToken },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; tasks: { id: number }[]; max_score: number };
}

async function assign(workId: number, extra: Record<string, unknown> = {}, token = w.tutorToken) {
  return post(t.app, GIVEN, { self_study: workId, client: w.clientId, deadline: inDays(7), ...extra }, { token });
}

describe('personal works (self-studies)', () => {
  it('creates, reads, lists, changes and deletes a work of bank tasks and own tasks', async () => {
    const own = await post(
      t.app,
      '/v2/materials/tasks/',
      {
        class_type: w.classTypeId,
        type: 'SHORT',
        statement_html: '<p>2+3</p>',
        correct: { type: 'SHORT', accepted: ['5'] },
      },
      { token: w.tutorToken },
    );
    const work = await createWork([w.tasks.single.id, own.body.id, w.tasks.extended.id], { time_limit_minutes: 45 });
    expect(work).toMatchObject({ tasks_total: 3, max_score: 5, time_limit_minutes: 45, assigned_count: 0 });
    expect(work.tasks.map((x) => x.id)).toEqual([w.tasks.single.id, own.body.id, w.tasks.extended.id]);
    const list = await get(t.app, WORKS, { token: w.tutorToken, query: { search: 'произв' } });
    expect(list.body.results.map((r: { id: number }) => r.id)).toContain(work.id);
    const patched = await api(t.app, 'PATCH', `${WORKS}${work.id}/`, {
      token: w.tutorToken,
      body: { title: 'Производные 2', tasks: [w.tasks.extended.id, w.tasks.single.id] },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ title: 'Производные 2', tasks_total: 2, description: 'Повторение' });
    expect((await api(t.app, 'DELETE', `${WORKS}${work.id}/`, { token: w.tutorToken })).status).toBe(200);
    expectError(await get(t.app, `${WORKS}${work.id}/`, { token: w.tutorToken }), 404, { code: 'not_found' });
  });

  it('refuses bad input in Russian: unknown, foreign, repeated or off-subject tasks, an empty title', async () => {
    const foreignOwn = await post(
      t.app,
      '/v2/materials/tasks/',
      {
        class_type: w.classTypeId,
        type: 'SHORT',
        statement_html: '<p>1+1</p>',
        correct: { type: 'SHORT', accepted: ['2'] },
      },
      { token: w.other.token },
    );
    const make = (body: Record<string, unknown>) =>
      post(
        t.app,
        WORKS,
        { title: 'Работа', class_type: w.classTypeId, tasks: [w.tasks.single.id], ...body },
        { token: w.tutorToken },
      );
    expectFieldError(await make({ tasks: [999_999] }), 'tasks', 'unknown_task');
    expectFieldError(await make({ tasks: [foreignOwn.body.id] }), 'tasks', 'unknown_task');
    expectFieldError(await make({ tasks: [w.tasks.single.id, w.tasks.single.id] }), 'tasks', 'duplicate');
    expectFieldError(await make({ tasks: [] }), 'tasks');
    expectFieldError(await make({ title: '   ' }), 'title');
    expectFieldError(await make({ time_limit_minutes: 0 }), 'time_limit_minutes');
    const otherSubject = w.classTypeId + 1;
    expectFieldError(await make({ class_type: otherSubject }), 'tasks', 'wrong_subject');
    const body = expectFieldError(await make({ class_type: 999_999 }), 'class_type', 'does_not_exist');
    expect(body.errors[0]!.detail).toMatch(/[а-яё]/i);
  });

  it("another tutor's work is not found; students and managers get 403", async () => {
    const work = await createWork([w.tasks.single.id]);
    const path = `${WORKS}${work.id}/`;
    expectError(await get(t.app, path, { token: w.other.token }), 404, { code: 'not_found' });
    expectError(await api(t.app, 'PATCH', path, { token: w.other.token, body: { title: 'x' } }), 404, {
      code: 'not_found',
    });
    expectError(await api(t.app, 'DELETE', path, { token: w.other.token }), 404, { code: 'not_found' });
    const theirs = await get(t.app, WORKS, { token: w.other.token });
    expect(theirs.body.results.map((r: { id: number }) => r.id)).not.toContain(work.id);
    expectForbidden(await get(t.app, WORKS, { token: w.studentToken }));
    const manager = await accessTokenFor(await buildUser(t.db, { role: 'MANAGER_CS' }));
    expectForbidden(
      await post(t.app, WORKS, { title: 'x', class_type: w.classTypeId, tasks: [1] }, { token: manager }),
    );
    expectForbidden(await get(t.app, GIVEN, { token: manager }));
    expectForbidden(await assign(work.id, {}, w.studentToken));
    await expectSignInRequired(t.app, 'GET', WORKS, w.tutor);
    await expectSignInRequired(t.app, 'POST', GIVEN, w.tutor, { body: {} });
    expectFieldError(await get(t.app, WORKS, { token: w.tutorToken, query: { limit: '0' } }), 'limit');
    expectFieldError(await get(t.app, GIVEN, { token: w.tutorToken, query: { client: '-1' } }), 'client');
    expectFieldError(await get(t.app, `${GIVEN}abc/`, { token: w.tutorToken }), 'id');
  });
});

describe('assigning a work to a client', () => {
  it('gives the student a TUTOR homework with the tutor’s name; once per work and client', async () => {
    const work = await createWork([w.tasks.short.id, w.tasks.single.id]);
    const res = await assign(work.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      self_study_id: work.id,
      client_id: w.clientId,
      status: 'UNDONE',
      needs_check: false,
      tasks_total: 2,
      time_limit_minutes: null,
      student: { id: w.student.id },
    });
    const list = await get(t.app, '/v2/homework/', { token: w.studentToken });
    const item = list.body.results.find((r: { homework_id: number }) => r.homework_id === res.body.homework_id);
    expect(item).toMatchObject({ kind: 'TUTOR', title: 'Производные', submission_id: res.body.id });
    const tutor = (await findUserById(t.db, w.tutor.id))!;
    expect(item.tutor_name).toBe(`${tutor.firstName} ${tutor.lastName}`);
    const again = expectError(await assign(work.id), 409, { code: 'already_assigned' });
    expect(again.errors[0]!.detail).toMatch(/[а-яё]/i);
    const given = await get(t.app, GIVEN, { token: w.tutorToken, query: { client: String(w.clientId) } });
    expect(given.body.results.map((r: { id: number }) => r.id)).toContain(res.body.id);
    const todo = await get(t.app, GIVEN, { token: w.tutorToken, query: { status: 'checked' } });
    expect(todo.body.results.map((r: { id: number }) => r.id)).not.toContain(res.body.id);
    const byHomework = await get(t.app, GIVEN, {
      token: w.tutorToken,
      query: { homework: String(res.body.homework_id) },
    });
    expect(byHomework.body.results.map((r: { id: number }) => r.id)).toEqual([res.body.id]);
    const info = await get(t.app, `${GIVEN}${res.body.id}/info/`, { token: w.tutorToken });
    expect(info.body).toMatchObject({ id: res.body.id, deadline: res.body.deadline });
    const detail = await get(t.app, `${GIVEN}${res.body.id}/`, { token: w.tutorToken });
    expect(detail.body).toMatchObject({ kind: 'TUTOR', tutor_name: item.tutor_name });
    expect(detail.body.tasks).toHaveLength(2);
  });

  it("refuses another tutor's client or work (404), a past deadline, bad ids (400)", async () => {
    const work = await createWork([w.tasks.single.id]);
    expectError(await assign(work.id, { client: w.other.clientId }), 404, { code: 'not_found' });
    expectError(await assign(work.id, {}, w.other.token), 404, { code: 'not_found' });
    expectFieldError(await assign(work.id, { deadline: inDays(-1) }), 'deadline', 'past_deadline');
    expectFieldError(await assign(work.id, { deadline: inDays(400) }), 'deadline', 'max_value');
    expectFieldError(await assign(work.id, { deadline: 'завтра' }), 'deadline');
    expectFieldError(await assign(work.id, { client: 'x' }), 'client');
    expectFieldError(await assign(work.id, { time_limit_minutes: 100_000 }), 'time_limit_minutes');
    expectFieldError(await get(t.app, GIVEN, { token: w.tutorToken, query: { status: 'nope' } }), 'status.0');
    const res = await assign(work.id);
    for (const path of [`${GIVEN}${res.body.id}/`, `${GIVEN}${res.body.id}/info/`]) {
      expectError(await get(t.app, path, { token: w.other.token }), 404, { code: 'not_found' });
    }
    expectError(await api(t.app, 'DELETE', `${GIVEN}${res.body.id}/`, { token: w.other.token }), 404, {
      code: 'not_found',
    });
  });

  it('copies on assign: editing or deleting the library work leaves the student’s copy as it was', async () => {
    const work = await createWork([w.tasks.short.id, w.tasks.single.id]);
    const res = await assign(work.id);
    await api(t.app, 'PATCH', `${WORKS}${work.id}/`, {
      token: w.tutorToken,
      body: { title: 'Другое', tasks: [w.tasks.order.id] },
    });
    const opened = await get(t.app, `/v2/homework/${res.body.homework_id}/`, { token: w.studentToken });
    expect(opened.body.title).toBe('Производные');
    expect(opened.body.tasks.map((x: { id: number }) => x.id)).toEqual([w.tasks.short.id, w.tasks.single.id]);
    expect((await api(t.app, 'DELETE', `${WORKS}${work.id}/`, { token: w.tutorToken })).status).toBe(200);
    expectError(await get(t.app, `${WORKS}${work.id}/`, { token: w.tutorToken }), 404, { code: 'not_found' });
    expect((await get(t.app, `${GIVEN}${res.body.id}/info/`, { token: w.tutorToken })).status).toBe(200);
    expect((await get(t.app, `/v2/homework/${res.body.homework_id}/`, { token: w.studentToken })).status).toBe(200);
  });

  it('an own task given to a student is frozen (409)', async () => {
    const own = await post(
      t.app,
      '/v2/materials/tasks/',
      {
        class_type: w.classTypeId,
        type: 'SHORT',
        statement_html: '<p>3+3</p>',
        correct: { type: 'SHORT', accepted: ['6'] },
      },
      { token: w.tutorToken },
    );
    const work = await createWork([own.body.id]);
    await assign(work.id);
    const path = `/v2/materials/tasks/${own.body.id}/`;
    expectError(await api(t.app, 'DELETE', path, { token: w.tutorToken }), 409, { code: 'task_given' });
  });

  it('unassigns before the hand-in; refuses after it (409)', async () => {
    const work = await createWork([w.tasks.short.id]);
    const first = await assign(work.id);
    expect((await api(t.app, 'DELETE', `${GIVEN}${first.body.id}/`, { token: w.tutorToken })).status).toBe(200);
    expectError(await get(t.app, `/v2/homework/${first.body.homework_id}/`, { token: w.studentToken }), 404, {
      code: 'not_found',
    });
    const second = await assign(work.id);
    expect(second.status).toBe(201);
    const hw = second.body.homework_id;
    await get(t.app, `/v2/homework/${hw}/`, { token: w.studentToken });
    expect((await post(t.app, `/v2/homework/${hw}/submit/`, {}, { token: w.studentToken })).status).toBe(200);
    expectError(await api(t.app, 'DELETE', `${GIVEN}${second.body.id}/`, { token: w.tutorToken }), 409, {
      code: 'already_submitted',
    });
  });
});

describe('the tutor checks their client’s work', () => {
  it('approves as CHECKED_BY_TEACHER; curators neither see nor check it; another tutor gets 404', async () => {
    const work = await createWork([w.tasks.short.id, w.tasks.extended.id]);
    const given = await assign(work.id);
    const hw = given.body.homework_id;
    await get(t.app, `/v2/homework/${hw}/`, { token: w.studentToken });
    const answers = rightAnswers(w.tasks);
    const submit = await post(
      t.app,
      `/v2/homework/${hw}/submit/`,
      {
        answers: [w.tasks.short.id, w.tasks.extended.id].map((id) => ({
          task_id: id,
          value: answers[id],
          revision: 1,
        })),
      },
      { token: w.studentToken },
    );
    expect(submit.body.submission.status).toBe('DONE');
    const id = given.body.id as number;
    const waiting = await get(t.app, GIVEN, { token: w.tutorToken, query: { status: 'checking' } });
    expect(waiting.body.results.find((r: { id: number }) => r.id === id)).toMatchObject({ needs_check: true });

    const curator = await buildChecker(t.db, [w.classTypeId], 'HEAD_CURATOR');
    const queue = await get(t.app, '/v2/homework/checking/', { token: curator.token });
    expect(queue.body.results.map((r: { submission_id: number }) => r.submission_id)).not.toContain(id);
    expectError(await get(t.app, `/v2/homework/submissions/${id}/`, { token: curator.token }), 404, {
      code: 'not_found',
    });
    expectError(await get(t.app, `/v2/homework/submissions/${id}/`, { token: w.other.token }), 404, {
      code: 'not_found',
    });

    const read = await get(t.app, `/v2/homework/submissions/${id}/`, { token: w.tutorToken });
    expect(read.status).toBe(200);
    const criteria = read.body.tasks.find((x: { id: number }) => x.id === w.tasks.extended.id).criteria;
    const body = {
      decision: 'approve',
      tasks: [
        {
          task_id: w.tasks.extended.id,
          criteria: criteria.map((c: { id: number; max_points: number }) => ({
            criterion_id: c.id,
            points: c.max_points,
          })),
          comment: 'Отлично',
        },
      ],
    };
    expectError(await post(t.app, `/v2/homework/checking/${id}/`, body, { token: curator.token }), 404, {
      code: 'not_found',
    });
    expectError(await post(t.app, `/v2/homework/checking/${id}/`, body, { token: w.other.token }), 404, {
      code: 'not_found',
    });
    const checked = await post(t.app, `/v2/homework/checking/${id}/`, body, { token: w.tutorToken });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.submission).toMatchObject({ status: 'CHECKED_BY_TEACHER', score: 4 });
    const seen = await get(t.app, `/v2/homework/${hw}/`, { token: w.studentToken });
    expect(seen.body.submission.score).toBe(4);
  });
});

describe('the timer (spec 3 §9)', () => {
  it('starts on the first open, is handed in by the sweep at its end; saves after it are refused', async () => {
    const work = await createWork([w.tasks.short.id, w.tasks.single.id], { time_limit_minutes: 30 });
    const given = await assign(work.id);
    expect(given.body).toMatchObject({ time_limit_minutes: 30, started_at: null, ends_at: null });
    const hw = given.body.homework_id;
    const opened = await get(t.app, `/v2/homework/${hw}/`, { token: w.studentToken });
    expect(opened.body.time_limit_minutes).toBe(30);
    const started = Date.parse(opened.body.started_at);
    expect(Date.parse(opened.body.ends_at) - started).toBe(30 * 60_000);
    const again = await get(t.app, `/v2/homework/${hw}/`, { token: w.studentToken });
    expect(again.body.started_at).toBe(opened.body.started_at);
    const answers = rightAnswers(w.tasks);
    await api(t.app, 'PUT', `/v2/homework/${hw}/answers/${w.tasks.short.id}/`, {
      token: w.studentToken,
      body: { value: answers[w.tasks.short.id], revision: 1 },
    });
    const before = (await ledgerBalances(t.db, w.student.id)).exp;
    // Nothing is due before the end.
    expect(await closeRanOutTimers(t.db, 'RU', new Date(started + 29 * 60_000))).toBe(0);
    expect(await closeRanOutTimers(t.db, 'RU', new Date(started + 31 * 60_000))).toBe(1);
    expect(await closeRanOutTimers(t.db, 'RU', new Date(started + 32 * 60_000))).toBe(0);
    const info = await get(t.app, `${GIVEN}${given.body.id}/info/`, { token: w.tutorToken });
    expect(info.body).toMatchObject({ status: 'CHECKED_BY_SITE', score: 1, submitted_at: opened.body.ends_at });
    // The short task is a star task: 1 point × 2.
    expect((await ledgerBalances(t.db, w.student.id)).exp - before).toBe(2);
  });

  it('a save after the end is refused (400, Russian) and hands the work in lazily', async () => {
    const work = await createWork([w.tasks.short.id], { time_limit_minutes: 10 });
    const given = await assign(work.id);
    const hw = given.body.homework_id;
    await get(t.app, `/v2/homework/${hw}/`, { token: w.studentToken });
    const past = new Date(Date.now() - 60_000);
    await updateSubmission(t.db, given.body.id, { startedAt: new Date(past.getTime() - 10 * 60_000), endsAt: past });
    const save = await api(t.app, 'PUT', `/v2/homework/${hw}/answers/${w.tasks.short.id}/`, {
      token: w.studentToken,
      body: { value: { type: 'SHORT', text: '1' }, revision: 5 },
    });
    const body = expectError(save, 400, { code: 'time_is_up' });
    expect(body.errors[0]!.detail).toMatch(/[а-яё]/i);
    const read = await get(t.app, `/v2/homework/${hw}/`, { token: w.studentToken });
    expect(read.body.submission.status).toBe('CHECKED_BY_SITE');
    expect(read.body.submission.submitted_at).toBe(past.toISOString());
  });

  it("the tutor's list hands in a ran-out timer before it answers", async () => {
    const work = await createWork([w.tasks.single.id], { time_limit_minutes: 5 });
    const given = await assign(work.id);
    await get(t.app, `/v2/homework/${given.body.homework_id}/`, { token: w.studentToken });
    await updateSubmission(t.db, given.body.id, { endsAt: new Date(Date.now() - 1000) });
    const list = await get(t.app, GIVEN, { token: w.tutorToken, query: { self_study: String(work.id) } });
    expect(list.body.results[0]).toMatchObject({ id: given.body.id, status: 'CHECKED_BY_SITE', score: 0 });
  });

  it("the student's own submit after the end hands in what was saved by then", async () => {
    const work = await createWork([w.tasks.short.id], { time_limit_minutes: 10 });
    const given = await assign(work.id);
    const hw = given.body.homework_id;
    await get(t.app, `/v2/homework/${hw}/`, { token: w.studentToken });
    const past = new Date(Date.now() - 1000);
    await updateSubmission(t.db, given.body.id, { endsAt: past });
    const late = { task_id: w.tasks.short.id, value: rightAnswers(w.tasks)[w.tasks.short.id], revision: 3 };
    const res = await post(t.app, `/v2/homework/${hw}/submit/`, { answers: [late] }, { token: w.studentToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.submission).toMatchObject({ status: 'CHECKED_BY_SITE', score: 0 });
  });
});

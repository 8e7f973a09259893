import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp, type WireBody } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden } from '../../test/expect-error.js';
import { buildHomeworkWorld, rightAnswers, type HomeworkWorld } from '../../test/homework-factories.js';
import { ledgerBalances } from '../rewards/rewards.service.js';
import { todayOf } from '../streak/streak.service.js';
import { attachTasks, createHomework, setSubmission } from './homework.service.js';

const DAY = 24 * 60 * 60 * 1000;
const detail = (id: number) => `/v2/homework/${id}/`;
const answer = (id: number, taskId: number) => `/v2/homework/${id}/answers/${taskId}/`;
const submit = (id: number) => `/v2/homework/${id}/submit/`;
const put = (t: TestApp, path: string, body: unknown, token: string) => api(t.app, 'PUT', path, { body, token });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function saveAll(w: HomeworkWorld, values: Record<number, unknown>, revision = 1) {
  for (const [taskId, value] of Object.entries(values)) {
    if (!w.taskList.some((task) => task.id === Number(taskId))) continue;
    const res = await put(t, answer(w.homeworkId, Number(taskId)), { value, revision }, w.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

describe('GET /v2/homework/:id/', () => {
  it('makes the UNDONE submission on first open and sends no correct answer', async () => {
    const w = await buildHomeworkWorld(t.db);
    const res = await get(t.app, detail(w.homeworkId), { token: w.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.submission).toMatchObject({ status: 'UNDONE', attempt: 1, max_score: 11, exp_earned: 0 });
    expect(res.body.tasks.map((task: { type: string }) => task.type)).toEqual([
      'SHORT',
      'SINGLE',
      'MULTIPLE',
      'ORDER',
      'MATCH',
      'EXTENDED',
    ]);
    expect(res.body.tasks[5].criteria).toHaveLength(2);
    expect(JSON.stringify(res.body)).not.toContain('0,75');
    for (const a of res.body.submission.answers) {
      expect(a).toMatchObject({ state: 'EMPTY', editable: true, correct_answer_html: null, explanation_html: null });
    }
    const again = await get(t.app, detail(w.homeworkId), { token: w.token });
    expect(again.body.submission.id).toBe(res.body.submission.id);
  });

  it("answers 404 for another student's homework, a lesson without access, a missing id and a huge id", async () => {
    const w = await buildHomeworkWorld(t.db);
    const stranger = await accessTokenFor(await buildUser(t.db));
    expectError(await get(t.app, detail(w.homeworkId), { token: stranger }), 404, { code: 'not_found' });
    expectError(await get(t.app, detail(2_000_000_000), { token: w.token }), 404, { code: 'not_found' });
    expect((await get(t.app, detail(99_999_999_999_999), { token: w.token })).status).toBe(400);
    expect((await get(t.app, '/v2/homework/abc/', { token: w.token })).status).toBe(400);
  });

  it('a tutor homework opens only for the student it was given to', async () => {
    const w = await buildHomeworkWorld(t.db, { only: ['short'] });
    const tutorHomework = await createHomework(t.db, {
      kind: 'TUTOR',
      lessonId: null,
      classTypeId: w.course.classTypeId,
      title: 'От репетитора',
      tasksTotal: 0,
      deadline: new Date(Date.now() + DAY),
    });
    await attachTasks(t.db, tutorHomework.id, [w.tasks.short.id]);
    expectError(await get(t.app, detail(tutorHomework.id), { token: w.token }), 404, { code: 'not_found' });
    await setSubmission(t.db, { homeworkId: tutorHomework.id, studentId: w.student.id, status: 'UNDONE' });
    const res = await get(t.app, detail(tutorHomework.id), { token: w.token });
    expect(res.body).toMatchObject({ kind: 'TUTOR', lesson_id: null, lesson_title: null });
    const list = await get(t.app, '/v2/homework/', { token: w.token });
    expect(list.body.results.map((r: { homework_id: number }) => r.homework_id)).toContain(tutorHomework.id);
  });

  it('the lesson card reads EXPIRED once the deadline passed without a hand-in', async () => {
    const w = await buildHomeworkWorld(t.db, { deadline: new Date(Date.now() - DAY) });
    await get(t.app, detail(w.homeworkId), { token: w.token });
    const lessonId = (await get(t.app, detail(w.homeworkId), { token: w.token })).body.lesson_id;
    const lesson = await get(t.app, `/v2/lessons/${lessonId}/`, { token: w.token });
    expect(lesson.body.homework).toMatchObject({ homework_id: w.homeworkId, status: 'EXPIRED' });
  });

  it('is for students only', async () => {
    const w = await buildHomeworkWorld(t.db);
    const curator = await accessTokenFor(await buildUser(t.db, { role: 'CURATOR_ROLE' }));
    expectForbidden(await get(t.app, detail(w.homeworkId), { token: curator }));
    expect((await get(t.app, detail(w.homeworkId))).status).toBe(401);
  });
});

describe('PUT /v2/homework/:id/answers/:taskId/', () => {
  it('saves an answer, ignores an older revision and returns the stored one', async () => {
    const w = await buildHomeworkWorld(t.db);
    await get(t.app, detail(w.homeworkId), { token: w.token });
    const path = answer(w.homeworkId, w.tasks.short.id);
    const saved = await put(t, path, { value: { type: 'SHORT', text: '12' }, revision: 5 }, w.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ revision: 5, state: 'SAVED', value: { type: 'SHORT', text: '12' } });
    const replay = await put(t, path, { value: { type: 'SHORT', text: 'old' }, revision: 3 }, w.token);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ revision: 5, value: { text: '12' } });
    const newer = await put(t, path, { value: { type: 'SHORT', text: '13' }, revision: 6 }, w.token);
    expect(newer.body).toMatchObject({ revision: 6, value: { text: '13' } });
    const read = await get(t.app, detail(w.homeworkId), { token: w.token });
    expect(read.body.submission.answers[0]).toMatchObject({ revision: 6, value: { text: '13' } });
  });

  it('refuses a wrong answer type, unknown or repeated option ids, a task of another homework', async () => {
    const w = await buildHomeworkWorld(t.db);
    const other = await buildHomeworkWorld(t.db);
    await get(t.app, detail(w.homeworkId), { token: w.token });
    const single = answer(w.homeworkId, w.tasks.single.id);
    expectFieldError(
      await put(t, single, { value: { type: 'SHORT', text: '1' }, revision: 1 }, w.token),
      'value.type',
      'wrong_type',
    );
    expectFieldError(
      await put(t, single, { value: { type: 'SINGLE', choice: 'o9' }, revision: 1 }, w.token),
      'value',
      'unknown_option',
    );
    const multiple = answer(w.homeworkId, w.tasks.multiple.id);
    expectFieldError(
      await put(t, multiple, { value: { type: 'MULTIPLE', choices: ['o1', 'o1'] }, revision: 1 }, w.token),
      'value',
      'duplicate_option',
    );
    const match = answer(w.homeworkId, w.tasks.match.id);
    expectFieldError(
      await put(t, match, { value: { type: 'MATCH', pairs: { Z: 'o1' } }, revision: 1 }, w.token),
      'value',
      'unknown_option',
    );
    expectFieldError(
      await put(t, match, { value: { type: 'MATCH', pairs: { A: 'o7' } }, revision: 1 }, w.token),
      'value',
      'unknown_option',
    );
    const foreign = answer(w.homeworkId, other.tasks.short.id);
    expectError(await put(t, foreign, { value: { type: 'SHORT', text: '1' }, revision: 1 }, w.token), 404, {
      code: 'not_found',
    });
  });

  it('answers hostile input with a 4xx: 5 MB strings, negative and huge revisions, wrong JSON types', async () => {
    const w = await buildHomeworkWorld(t.db);
    await get(t.app, detail(w.homeworkId), { token: w.token });
    const path = answer(w.homeworkId, w.tasks.extended.id);
    const huge = 'x'.repeat(5 * 1024 * 1024);
    const big = await put(t, path, { value: { type: 'EXTENDED', html: huge, files: [] }, revision: 1 }, w.token);
    expect(big.status).toBeGreaterThanOrEqual(400);
    expect(big.status).toBeLessThan(500);
    expectFieldError(
      await put(t, path, { value: { type: 'EXTENDED', html: 'a', files: [] }, revision: -1 }, w.token),
      'revision',
    );
    expectFieldError(
      await put(t, path, { value: { type: 'EXTENDED', html: 'a', files: [] }, revision: 2 ** 40 }, w.token),
      'revision',
    );
    expect((await put(t, path, { value: 'text', revision: 1 }, w.token)).status).toBe(400);
    expect((await put(t, path, [1, 2], w.token)).status).toBe(400);
  });

  it('cleans the HTML of an extended answer', async () => {
    const w = await buildHomeworkWorld(t.db);
    await get(t.app, detail(w.homeworkId), { token: w.token });
    const html = '<p onclick="x()">Решение<script>alert(1)</script><img src="javascript:alert(1)"></p>';
    const res = await put(
      t,
      answer(w.homeworkId, w.tasks.extended.id),
      { value: { type: 'EXTENDED', html, files: [] }, revision: 1 },
      w.token,
    );
    expect(res.body.value.html).toBe('<p>Решение<img /></p>');
  });

  it('needs the submission made on opening; another student cannot save into it', async () => {
    const w = await buildHomeworkWorld(t.db);
    const body = { value: { type: 'SHORT', text: '1' }, revision: 1 };
    expectError(await put(t, answer(w.homeworkId, w.tasks.short.id), body, w.token), 404, { code: 'not_found' });
    await get(t.app, detail(w.homeworkId), { token: w.token });
    const stranger = await accessTokenFor(await buildUser(t.db));
    expectError(await put(t, answer(w.homeworkId, w.tasks.short.id), body, stranger), 404, { code: 'not_found' });
  });
});

describe('POST /v2/homework/:id/submit/', () => {
  it('checks site tasks at once, waits for a person on the extended one, pays XP with the star doubled', async () => {
    const w = await buildHomeworkWorld(t.db);
    await get(t.app, detail(w.homeworkId), { token: w.token });
    const answers = rightAnswers(w.tasks);
    // The multiple-choice answer misses one option (1 of 2 points); the last answers travel with the submit.
    await saveAll(w, { ...answers, [w.tasks.multiple.id]: { type: 'MULTIPLE', choices: ['o1'] } });
    const carried = [{ task_id: w.tasks.order.id, value: { type: 'ORDER', order: ['o1', 'o2', 'o3'] }, revision: 2 }];
    const res = await post(t.app, submit(w.homeworkId), { answers: carried }, { token: w.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body.submission;
    expect(s.status).toBe('DONE');
    const byTask = new Map<number, WireBody>(s.answers.map((a: { task_id: number }) => [a.task_id, a]));
    expect(byTask.get(w.tasks.short.id)).toMatchObject({ state: 'CORRECT', points: 1, editable: false });
    expect(byTask.get(w.tasks.short.id).correct_answer_html).toBe('0,75');
    expect(byTask.get(w.tasks.multiple.id)).toMatchObject({ state: 'PARTIAL', points: 1 });
    expect(byTask.get(w.tasks.order.id)).toMatchObject({ state: 'WRONG', points: 0 });
    expect(byTask.get(w.tasks.extended.id)).toMatchObject({
      state: 'CHECKING',
      points: null,
      correct_answer_html: null,
    });
    // short 1×2 (star) + single 1 + multiple 1 + match 2 = 6.
    expect(res.body.exp_gained).toBe(6);
    expect(s.exp_earned).toBe(6);
    expect(s.score).toBe(5);
    expect((await ledgerBalances(t.db, w.student.id)).exp).toBe(6);
    // Short, single and match right for the first time: three homework tasks for the streak today.
    const today = await todayOf(t.db, w.student.id, 'RU', new Date());
    expect(today.counts.get('homework_task')).toBe(3);
  });

  it('a second submit gets 409 already_submitted and pays nothing; saving after it is 409 homework_submitted', async () => {
    const w = await buildHomeworkWorld(t.db, { only: ['short', 'single'] });
    await get(t.app, detail(w.homeworkId), { token: w.token });
    await saveAll(w, rightAnswers(w.tasks));
    const first = await post(t.app, submit(w.homeworkId), {}, { token: w.token });
    expect(first.body.submission.status).toBe('CHECKED_BY_SITE');
    expectError(await post(t.app, submit(w.homeworkId), {}, { token: w.token }), 409, { code: 'already_submitted' });
    const res = await put(
      t,
      answer(w.homeworkId, w.tasks.short.id),
      { value: { type: 'SHORT', text: '1' }, revision: 9 },
      w.token,
    );
    expectError(res, 409, { code: 'homework_submitted' });
    expect((await ledgerBalances(t.db, w.student.id)).exp).toBe(3);
  });

  it('after the deadline: EXPIRED, saving and submitting are 400 deadline_passed', async () => {
    const w = await buildHomeworkWorld(t.db, { deadline: new Date(Date.now() - DAY) });
    const opened = await get(t.app, detail(w.homeworkId), { token: w.token });
    expect(opened.body).toMatchObject({ is_expired: true, submission: { status: 'EXPIRED' } });
    expect(opened.body.submission.answers[0].editable).toBe(false);
    const res = await put(
      t,
      answer(w.homeworkId, w.tasks.short.id),
      { value: { type: 'SHORT', text: '1' }, revision: 1 },
      w.token,
    );
    expectError(res, 400, { code: 'deadline_passed' });
    expectError(await post(t.app, submit(w.homeworkId), {}, { token: w.token }), 400, { code: 'deadline_passed' });
  });

  it('refuses carried answers for a task not in the homework or of the wrong type', async () => {
    const w = await buildHomeworkWorld(t.db, { only: ['short'] });
    await get(t.app, detail(w.homeworkId), { token: w.token });
    const foreign = [{ task_id: w.tasks.single.id, value: { type: 'SINGLE', choice: 'o1' }, revision: 1 }];
    expectFieldError(
      await post(t.app, submit(w.homeworkId), { answers: foreign }, { token: w.token }),
      'answers',
      'unknown_task',
    );
    const wrong = [{ task_id: w.tasks.short.id, value: { type: 'SINGLE', choice: 'o1' }, revision: 1 }];
    expectFieldError(
      await post(t.app, submit(w.homeworkId), { answers: wrong }, { token: w.token }),
      'value.type',
      'wrong_type',
    );
    const read = await get(t.app, detail(w.homeworkId), { token: w.token });
    expect(read.body.submission.status).toBe('UNDONE');
  });

  it('a mini-test pays a flat 10 XP once', async () => {
    const w = await buildHomeworkWorld(t.db, { kind: 'MINI_TEST', only: ['short', 'single'] });
    await get(t.app, detail(w.homeworkId), { token: w.token });
    await saveAll(w, rightAnswers(w.tasks));
    const res = await post(t.app, submit(w.homeworkId), {}, { token: w.token });
    expect(res.body.exp_gained).toBe(10);
    expect((await ledgerBalances(t.db, w.student.id)).exp).toBe(10);
  });
});

describe('work on mistakes', () => {
  it('reopens only the site tasks not fully right; the resubmit is RECHECKED and pays only the difference', async () => {
    const w = await buildHomeworkWorld(t.db, { only: ['short', 'single', 'multiple'] });
    await get(t.app, detail(w.homeworkId), { token: w.token });
    await saveAll(w, {
      ...rightAnswers(w.tasks),
      [w.tasks.short.id]: { type: 'SHORT', text: '7' },
      [w.tasks.multiple.id]: { type: 'MULTIPLE', choices: ['o1'] },
    });
    const first = await post(t.app, submit(w.homeworkId), {}, { token: w.token });
    expect(first.body.submission).toMatchObject({ status: 'CHECKED_BY_SITE', can_work_on_bugs: true, score: 2 });
    expect(first.body.exp_gained).toBe(2);
    const single = answer(w.homeworkId, w.tasks.single.id);
    expectError(await put(t, single, { value: { type: 'SINGLE', choice: 'o1' }, revision: 5 }, w.token), 409, {
      code: 'homework_submitted',
    });

    const opened = await post(t.app, `/v2/homework/${w.homeworkId}/work-on-bugs/`, undefined, { token: w.token });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const editable = opened.body.submission.answers.map((a: { editable: boolean }) => a.editable);
    expect(editable).toEqual([true, false, true]);
    // The key of a reopened task stays hidden until it is handed in again.
    expect(opened.body.submission.answers[0].correct_answer_html).toBeNull();
    await saveAll(
      w,
      {
        [w.tasks.short.id]: { type: 'SHORT', text: '0,75' },
        [w.tasks.multiple.id]: rightAnswers(w.tasks)[w.tasks.multiple.id],
      },
      2,
    );
    const again = await post(t.app, submit(w.homeworkId), {}, { token: w.token });
    expect(again.body.submission).toMatchObject({ status: 'RECHECKED', attempt: 2, score: 4, can_work_on_bugs: false });
    // Short (star) 2 + one more point of multiple.
    expect(again.body.exp_gained).toBe(3);
    expect((await ledgerBalances(t.db, w.student.id)).exp).toBe(5);
    expectError(await post(t.app, `/v2/homework/${w.homeworkId}/work-on-bugs/`, undefined, { token: w.token }), 409, {
      code: 'work_on_bugs_closed',
    });
  });

  it('is closed when everything is right', async () => {
    const w = await buildHomeworkWorld(t.db, { only: ['short'] });
    await get(t.app, detail(w.homeworkId), { token: w.token });
    await saveAll(w, rightAnswers(w.tasks));
    await post(t.app, submit(w.homeworkId), {}, { token: w.token });
    expectError(await post(t.app, `/v2/homework/${w.homeworkId}/work-on-bugs/`, undefined, { token: w.token }), 409, {
      code: 'work_on_bugs_closed',
    });
  });
});

import { afterAll, beforeAll, describe, expect } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { itRaces } from '../../test/races.js';
import { buildChecker, buildHomeworkWorld, rightAnswers } from '../../test/homework-factories.js';
import { ledgerBalances } from '../rewards/rewards.service.js';
import { todayOf } from '../streak/streak.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function answered(only?: ('short' | 'single' | 'extended')[]) {
  const w = await buildHomeworkWorld(t.db, { only });
  await get(t.app, `/v2/homework/${w.homeworkId}/`, { token: w.token });
  for (const task of w.taskList) {
    const value = rightAnswers(w.tasks)[task.id];
    await api(t.app, 'PUT', `/v2/homework/${w.homeworkId}/answers/${task.id}/`, {
      body: { value, revision: 1 },
      token: w.token,
    });
  }
  return w;
}

describe('homework under concurrency', () => {
  itRaces('of five submits at once one wins, the others get 409; XP and the streak count once', async () => {
    const w = await answered(['short', 'single']);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(t.app, `/v2/homework/${w.homeworkId}/submit/`, {}, { token: w.token })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.errors[0].code).toBe('already_submitted');
    // Short (star) 2 + single 1.
    expect((await ledgerBalances(t.db, w.student.id)).exp).toBe(3);
    expect((await todayOf(t.db, w.student.id, 'RU', new Date())).counts.get('homework_task')).toBe(2);
  });

  itRaces('saves racing a submit: each save lands before the hand-in or gets 409, none after it', async () => {
    const w = await answered(['short', 'single']);
    const saves = Array.from({ length: 8 }, (_, i) =>
      api(t.app, 'PUT', `/v2/homework/${w.homeworkId}/answers/${w.tasks.short.id}/`, {
        body: { value: { type: 'SHORT', text: String(i) }, revision: 10 + i },
        token: w.token,
      }),
    );
    const [submitted, ...saved] = await Promise.all([
      post(t.app, `/v2/homework/${w.homeworkId}/submit/`, {}, { token: w.token }),
      ...saves,
    ]);
    expect(submitted.status).toBe(200);
    for (const r of saved) expect([200, 409]).toContain(r.status);
    const read = await get(t.app, `/v2/homework/${w.homeworkId}/`, { token: w.token });
    const checkedValue = submitted.body.submission.answers[0].value;
    expect(read.body.submission.answers[0].value).toEqual(checkedValue);
  });

  itRaces('of two checks at once one wins, the other gets 409 already_checked; XP paid once', async () => {
    const w = await answered(['extended']);
    await post(t.app, `/v2/homework/${w.homeworkId}/submit/`, {}, { token: w.token });
    const submissionId = (await get(t.app, `/v2/homework/${w.homeworkId}/`, { token: w.token })).body.submission.id;
    const a = await buildChecker(t.db, [w.course.classTypeId]);
    const b = await buildChecker(t.db, [w.course.classTypeId]);
    const read = await get(t.app, `/v2/homework/submissions/${submissionId}/`, { token: a.token });
    const [c1] = read.body.tasks[0].criteria.map((c: { id: number }) => c.id);
    const body = {
      decision: 'approve',
      tasks: [{ task_id: w.tasks.extended.id, criteria: [{ criterion_id: c1, points: 2 }] }],
    };
    const results = await Promise.all(
      [a, b].map((checker) => post(t.app, `/v2/homework/checking/${submissionId}/`, body, { token: checker.token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.errors[0].code).toBe('already_checked');
    // Extended is a star task: 2 × 2.
    expect((await ledgerBalances(t.db, w.student.id)).exp).toBe(4);
  });

  itRaces('ten first opens at once make one submission', async () => {
    const w = await buildHomeworkWorld(t.db, { only: ['short'] });
    const opens = await Promise.all(
      Array.from({ length: 10 }, () => get(t.app, `/v2/homework/${w.homeworkId}/`, { token: w.token })),
    );
    expect(new Set(opens.map((r) => r.body.submission.id)).size).toBe(1);
  });
});

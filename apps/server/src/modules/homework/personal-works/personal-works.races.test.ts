import { afterAll, beforeAll, describe, expect } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../../test/test-app.js';
import { itRaces } from '../../../test/races.js';
import { rightAnswers } from '../../../test/homework-factories.js';
import { buildTutorWorld, type TutorWorld } from '../../../test/personal-works-factories.js';
import { ledgerBalances } from '../../rewards/rewards.service.js';
import { closeRanOutTimer, closeRanOutTimers } from '../homework-submit.service.js';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let w: TutorWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTutorWorld(t.db);
});
afterAll(() => t?.close());

async function createWork(tasks: number[], timeLimit: number | null = null) {
  const res = await post(
    t.app,
    '/tutor/self-studies/',
    { title: 'Гонка', class_type: w.classTypeId, tasks, time_limit_minutes: timeLimit },
    { token: w.tutorToken },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

const assign = (workId: number) =>
  post(
    t.app,
    '/tutor/submissions/',
    { self_study: workId, client: w.clientId, deadline: new Date(Date.now() + 7 * DAY).toISOString() },
    { token: w.tutorToken },
  );

describe('personal works under concurrency', () => {
  itRaces('of four assigns of one work to one client at once one wins, the others get 409', async () => {
    const workId = await createWork([w.tasks.short.id]);
    const results = await Promise.all(Array.from({ length: 4 }, () => assign(workId)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const given = await get(t.app, '/tutor/submissions/', {
      token: w.tutorToken,
      query: { self_study: String(workId) },
    });
    expect(given.body.count).toBe(1);
    // The losers' copies were rolled back: the student has one homework of this work.
    const list = await get(t.app, '/v2/homework/', { token: w.studentToken, query: { limit: '100' } });
    expect(list.body.results.filter((r: { title: string }) => r.title === 'Гонка')).toHaveLength(1);
  });

  itRaces('timers closed at once by several sweeps and reads hand the work in once and pay once', async () => {
    const workId = await createWork([w.tasks.short.id, w.tasks.single.id], 5);
    const given = await assign(workId);
    const hw = given.body.homework_id as number;
    const opened = await get(t.app, `/v2/homework/${hw}/`, { token: w.studentToken });
    const answers = rightAnswers(w.tasks);
    for (const id of [w.tasks.short.id, w.tasks.single.id]) {
      await api(t.app, 'PUT', `/v2/homework/${hw}/answers/${id}/`, {
        token: w.studentToken,
        body: { value: answers[id], revision: 1 },
      });
    }
    const before = (await ledgerBalances(t.db, w.student.id)).exp;
    const after = new Date(Date.parse(opened.body.ends_at) + 1000);
    const due = { submissionId: given.body.id as number, studentId: w.student.id };
    const closed = await Promise.all([
      closeRanOutTimers(t.db, 'RU', after),
      closeRanOutTimers(t.db, 'RU', after),
      closeRanOutTimer(t.db, due, 'RU', after),
      closeRanOutTimer(t.db, due, 'RU', after),
    ]);
    expect(closed.map(Number).reduce((a, b) => a + b, 0)).toBe(1);
    // Short (star) 1 × 2 + single 1.
    expect((await ledgerBalances(t.db, w.student.id)).exp - before).toBe(3);
    const info = await get(t.app, `/tutor/submissions/${given.body.id}/info/`, { token: w.tutorToken });
    expect(info.body).toMatchObject({ status: 'CHECKED_BY_SITE', score: 2 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { buildLecturesWorld, type LecturesWorld } from '../../test/lectures-factories.js';
import { itRaces } from '../../test/races.js';

let t: TestApp;
let w: LecturesWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLecturesWorld(t);
});
afterAll(() => t?.close());

const LECTURES = '/tutor/lectures/';
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const create = (body: unknown, token = w.tutorToken) => post(t.app, LECTURES, body, { token });
const patch = (id: number, body: unknown, token = w.tutorToken) =>
  api(t.app, 'PATCH', `${LECTURES}${id}/`, { token, body });
const remove = (id: number, token = w.tutorToken) => api(t.app, 'DELETE', `${LECTURES}${id}/`, { token });

describe('POST /tutor/lectures/', () => {
  it('assigns a sub-theory to a client with a comment and a deadline', async () => {
    const deadline = inDays(3);
    const res = await create({
      client: w.clientId,
      sub_theory: w.subTheories[0],
      comment: '  Посмотри до четверга  ',
      deadline,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      client_id: w.clientId,
      sub_theory: {
        id: w.subTheories[0],
        title: 'Геометрический смысл',
        topic_id: w.derivativeTopic,
        topic_title: 'Производная',
        class_type_id: w.maths,
        video_length: 72,
      },
      comment: 'Посмотри до четверга',
      deadline,
      viewed_at: null,
    });
  });

  it('gives a client each sub-theory once', async () => {
    const again = await create({ client: w.clientId, sub_theory: w.subTheories[0] });
    expectFieldError(again, 'sub_theory', 'already_assigned');
    expect(again.body.errors[0].detail).toBe('Эта лекция уже назначена ученику.');
  });

  it("answers another tutor's client exactly like a missing one: 404", async () => {
    const foreign = await create({ client: w.foreignClientId, sub_theory: w.subTheories[1] });
    const missing = await create({ client: 999999, sub_theory: w.subTheories[1] });
    expectError(foreign, 404, { code: 'not_found' });
    expect(foreign.body).toEqual(missing.body);
  });

  it('checks the body: sub-theory, deadline, comment', async () => {
    expectFieldError(await create({ client: w.clientId, sub_theory: 999999 }), 'sub_theory', 'does_not_exist');
    expectFieldError(await create({ client: w.clientId }), 'sub_theory');
    expectFieldError(await create({ sub_theory: w.subTheories[1] }), 'client');
    expectFieldError(await create({ client: 'x', sub_theory: w.subTheories[1] }), 'client');
    const past = await create({ client: w.clientId, sub_theory: w.subTheories[1], deadline: inDays(-3) });
    expectFieldError(past, 'deadline', 'past_deadline');
    expect(past.body.errors[0].detail).toBe('Срок не может быть в прошлом.');
    expectFieldError(
      await create({ client: w.clientId, sub_theory: w.subTheories[1], deadline: inDays(400) }),
      'deadline',
      'deadline_too_far',
    );
    const badDate = await create({ client: w.clientId, sub_theory: w.subTheories[1], deadline: '2025-02-30' });
    expect(expectFieldError(badDate, 'deadline').errors[0]!.detail).toMatch(/[а-яё]/i);
    expectFieldError(
      await create({ client: w.clientId, sub_theory: w.subTheories[1], comment: 'а'.repeat(1001) }),
      'comment',
    );
    expectError(await post(t.app, LECTURES, '[1,', { token: w.tutorToken }), 400, {});
  });

  it('is for tutors only', async () => {
    const body = { client: w.clientId, sub_theory: w.subTheories[2] };
    await expectSignInRequired(t.app, 'POST', LECTURES, w.tutor, { body });
    expectForbidden(await create(body, w.studentToken));
    expectForbidden(await create(body, w.managerToken));
  });
});

describe('GET /tutor/lectures/ and /tutor/lectures/{id}/', () => {
  it("lists the tutor's lectures, of one client if asked", async () => {
    const all = await get(t.app, LECTURES, { token: w.tutorToken });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(1);
    const mine = await get(t.app, LECTURES, { token: w.tutorToken, query: { client: String(w.clientId) } });
    expect(mine.body.results.map((row: { client_id: number }) => row.client_id)).toEqual([w.clientId]);
    // Another tutor sees none of them.
    expect((await get(t.app, LECTURES, { token: w.otherTutorToken })).body).toEqual({ count: 0, results: [] });
  });

  it("answers a filter by another tutor's client with 404", async () => {
    const res = await get(t.app, LECTURES, { token: w.tutorToken, query: { client: String(w.foreignClientId) } });
    expectError(res, 404, { code: 'not_found' });
    expectFieldError(await get(t.app, LECTURES, { token: w.tutorToken, query: { client: '-1' } }), 'client');
  });

  it("gives one lecture; another tutor's is not found", async () => {
    const [lecture] = (await get(t.app, LECTURES, { token: w.tutorToken })).body.results;
    expect((await get(t.app, `${LECTURES}${lecture.id}/`, { token: w.tutorToken })).body).toEqual(lecture);
    const foreign = await get(t.app, `${LECTURES}${lecture.id}/`, { token: w.otherTutorToken });
    const missing = await get(t.app, `${LECTURES}999999/`, { token: w.otherTutorToken });
    expectError(foreign, 404, { code: 'not_found' });
    expect(foreign.body).toEqual(missing.body);
    expectForbidden(await get(t.app, `${LECTURES}${lecture.id}/`, { token: w.studentToken }));
  });
});

describe('PATCH and DELETE /tutor/lectures/{id}/', () => {
  it('changes the comment, the deadline and the sub-theory, partially', async () => {
    const made = await create({ client: w.clientId, sub_theory: w.subTheories[1] });
    const id = made.body.id as number;
    const comment = await patch(id, { comment: 'Новый комментарий' });
    expect(comment.status).toBe(200);
    expect(comment.body).toMatchObject({ comment: 'Новый комментарий', deadline: null });
    const deadline = inDays(2);
    expect((await patch(id, { deadline })).body).toMatchObject({ comment: 'Новый комментарий', deadline });
    expect((await patch(id, { deadline: null })).body.deadline).toBeNull();
    const moved = await patch(id, { sub_theory: w.subTheories[2] });
    expect(moved.body.sub_theory.id).toBe(w.subTheories[2]);
    expect((await patch(id, {})).body.sub_theory.id).toBe(w.subTheories[2]);
  });

  it('refuses a sub-theory the client already has, a missing one, a past deadline', async () => {
    const [{ id }] = (await get(t.app, LECTURES, { token: w.tutorToken })).body.results;
    expectFieldError(await patch(id, { sub_theory: w.subTheories[0] }), 'sub_theory', 'already_assigned');
    expectFieldError(await patch(id, { sub_theory: 999999 }), 'sub_theory', 'does_not_exist');
    expectFieldError(await patch(id, { deadline: inDays(-2) }), 'deadline', 'past_deadline');
    expectFieldError(await patch(id, { comment: 5 }), 'comment');
  });

  it("answers another tutor's lecture with 404 and callers of other roles with 403", async () => {
    const [{ id }] = (await get(t.app, LECTURES, { token: w.tutorToken })).body.results;
    expectError(await patch(id, { comment: 'x' }, w.otherTutorToken), 404, { code: 'not_found' });
    expectError(await remove(id, w.otherTutorToken), 404, { code: 'not_found' });
    expectForbidden(await patch(id, { comment: 'x' }, w.studentToken));
    expectForbidden(await remove(id, w.managerToken));
  });

  it('takes a lecture back', async () => {
    const made = await create({ client: w.clientId, sub_theory: w.physicsSubTheory });
    const res = await remove(made.body.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expectError(await get(t.app, `${LECTURES}${made.body.id}/`, { token: w.tutorToken }), 404, { code: 'not_found' });
    expectError(await remove(made.body.id), 404, { code: 'not_found' });
  });
});

describe('the client overview', () => {
  it('gives the goals the student chose and the lecture counts', async () => {
    const res = await get(t.app, `/tutor/clients/${w.clientId}/overview/`, { token: w.tutorToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ goals: { class_year: null, class_type_ids: [] }, lectures: { assigned: 2, viewed: 0 } });
  });

  it("answers another tutor's client with 404 and a student with 403", async () => {
    const path = `/tutor/clients/${w.foreignClientId}/overview/`;
    expectError(await get(t.app, path, { token: w.tutorToken }), 404, { code: 'not_found' });
    expectForbidden(await get(t.app, `/tutor/clients/${w.clientId}/overview/`, { token: w.studentToken }));
  });
});

describe('the concurrency of assignments', () => {
  itRaces('two assignments of the same sub-theory at once: one wins, the other is told', async () => {
    const made = await create({ client: w.clientId, sub_theory: w.physicsSubTheory });
    await remove(made.body.id);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => create({ client: w.clientId, sub_theory: w.physicsSubTheory })),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    for (const res of answers.filter((one) => one.status !== 201))
      expectFieldError(res, 'sub_theory', 'already_assigned');
  });
});

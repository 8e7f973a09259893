import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_REASONS } from '@school/contract';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import {
  expectError,
  expectFieldError,
  expectForbidden,
  expectGeneralError,
  expectSignInRequired,
} from '../../test/expect-error.js';
import { buildCourse, buildLesson, grantAccess, type TestCourse } from '../../test/course-factories.js';

let t: TestApp;
let student: TestUser;
let token: string;
let strangerToken: string;
let moderatorToken: string;
let tutorToken: string;
let course: TestCourse;

beforeAll(async () => {
  t = await createTestApp();
  student = await buildUser(t.db);
  token = await accessTokenFor(student);
  strangerToken = await accessTokenFor(await buildUser(t.db));
  moderatorToken = await accessTokenFor(await buildUser(t.db, { role: 'CHAT_MODERATOR' }));
  tutorToken = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
  course = await buildCourse(t.db);
  await grantAccess(t.db, student.id, course);
});
afterAll(() => t?.close());

const BAD_IDS = ['0', '-1', 'abc', String(2 ** 31)];
const detail = async (id: number) => (await get(t.app, `/v2/lessons/${id}/`, { token })).body;

/** Every refusal a student-only lesson action shares: strangers, staff, guests, bad ids. */
async function expectStudentOnly(method: 'POST' | 'PATCH', path: (id: number | string) => string, body: object) {
  const lesson = await buildLesson(t.db, course);
  expectError(await api(t.app, method, path(lesson.id), { token: strangerToken, body }), 404, { code: 'not_found' });
  expectError(await api(t.app, method, path(999_999), { token, body }), 404, { code: 'not_found' });
  expectForbidden(await api(t.app, method, path(lesson.id), { token: moderatorToken, body }));
  expectForbidden(await api(t.app, method, path(lesson.id), { token: tutorToken, body }));
  await expectSignInRequired(t.app, method, path(lesson.id), student, { body });
  for (const id of BAD_IDS) expectFieldError(await api(t.app, method, path(id), { token, body }), 'id');
}

describe('POST /lessons/:id/feedback/', () => {
  const path = (id: number | string) => `/lessons/${id}/feedback/`;
  const send = (id: number, body: unknown, auth = token) => post(t.app, path(id), body, { token: auth });

  it('stores the feedback, thanks, and replaces it when sent again', async () => {
    const lesson = await buildLesson(t.db, course);
    const res = await send(lesson.id, {
      score: 5,
      reasons: ['clear_explanation', 'great_teacher'],
      comment: 'Всё понятно',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ detail: 'Спасибо за отзыв!' });
    expect((await detail(lesson.id)).feedback).toEqual({ visible: true, score: 5 });
    expect((await send(lesson.id, { score: 3, reasons: ['too_slow'] })).status).toBe(200);
    expect((await detail(lesson.id)).feedback).toEqual({ visible: true, score: 3 });
  });

  it('accepts every reason of its score and refuses a reason of another score', async () => {
    const lesson = await buildLesson(t.db, course);
    for (const [score, reasons] of Object.entries(FEEDBACK_REASONS)) {
      expect((await send(lesson.id, { score: Number(score), reasons: [...reasons] })).status).toBe(200);
    }
    expectFieldError(await send(lesson.id, { score: 5, reasons: ['bad_sound'] }), 'reasons', 'invalid_choice');
    expectFieldError(await send(lesson.id, { score: 1, reasons: ['great_teacher'] }), 'reasons', 'invalid_choice');
    expectFieldError(await send(lesson.id, { score: 4, reasons: ['no_such_reason'] }), 'reasons', 'invalid_choice');
  });

  it('refuses feedback before the lesson starts', async () => {
    const lesson = await buildLesson(t.db, course, { minutesFromNow: 60 });
    expectGeneralError(await send(lesson.id, { score: 5 }), 'lesson_not_started');
  });

  it.each([
    ['no score', {}, 'score'],
    ['score 0', { score: 0 }, 'score'],
    ['score 6', { score: 6 }, 'score'],
    ['score text', { score: 'five' }, 'score'],
    ['reasons not a list', { score: 5, reasons: 'good_pace' }, 'reasons'],
    ['too many reasons', { score: 5, reasons: Array(11).fill('good_pace') }, 'reasons'],
    ['an empty reason', { score: 5, reasons: [''] }, 'reasons.0'],
    ['a comment over 2000 characters', { score: 5, comment: 'я'.repeat(2001) }, 'comment'],
  ])('refuses a body with %s', async (_, body, attr) => {
    const lesson = await buildLesson(t.db, course);
    expectFieldError(await send(lesson.id, body), attr);
  });

  it('is for the owning student only', async () => {
    await expectStudentOnly('POST', path, { score: 5 });
  });
});

describe('POST /v2/lessons/:id/skip-lesson-submission/', () => {
  const path = (id: number | string) => `/v2/lessons/${id}/skip-lesson-submission/`;

  it('marks a past lesson viewed without experience', async () => {
    const lesson = await buildLesson(t.db, course);
    const before = (await get(t.app, '/v2/students/student-balance/', { token })).body.balance.exp;
    const res = await post(t.app, path(lesson.id), undefined, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ viewed_offline: 0, viewed_online: 0 });
    expect((await detail(lesson.id)).viewed).toBe(true);
    // A later report does not give the experience either: the lesson is already viewed.
    await post(t.app, '/lessons/submissions/', { lesson: lesson.id, time: 100 }, { token });
    expect((await get(t.app, '/v2/students/student-balance/', { token })).body.balance.exp).toBe(before);
  });

  it('refuses a lesson that is live or still to come', async () => {
    for (const minutesFromNow of [-30, 60]) {
      const lesson = await buildLesson(t.db, course, { minutesFromNow });
      expectGeneralError(await post(t.app, path(lesson.id), undefined, { token }), 'lesson_not_over');
      expect((await detail(lesson.id)).viewed).toBe(false);
    }
  });

  it('is for the owning student only', async () => {
    await expectStudentOnly('POST', path, {});
  });
});

describe('PATCH /lessons/:id/set-video-length/', () => {
  const path = (id: number | string) => `/lessons/${id}/set-video-length/`;
  const patch = (id: number, body: unknown) => api(t.app, 'PATCH', path(id), { token, body });

  it("keeps the player's latest report on the student's own view while the lesson's length is unknown", async () => {
    const lesson = await buildLesson(t.db, course, { videoUrl: 'https://cdn.example/v.mp4', videoLength: null });
    expect((await patch(lesson.id, { video_length: 3600 })).body).toEqual({ video_length: 3600 });
    expect((await patch(lesson.id, { video_length: 3500 })).body).toEqual({ video_length: 3500 });
    expect((await detail(lesson.id)).video_length).toBe(3500);
  });

  it('keeps a known length', async () => {
    const lesson = await buildLesson(t.db, course, { videoLength: 72 });
    expect((await patch(lesson.id, { video_length: 80 })).body).toEqual({ video_length: 72 });
  });

  it.each([
    ['no length', {}],
    ['length 0', { video_length: 0 }],
    ['length text', { video_length: '72' }],
    ['length over a day', { video_length: 24 * 3600 + 1 }],
  ])('refuses a body with %s', async (_, body) => {
    const lesson = await buildLesson(t.db, course, { videoLength: null });
    expectFieldError(await patch(lesson.id, body), 'video_length');
  });

  it('is for the owning student only', async () => {
    await expectStudentOnly('PATCH', path, { video_length: 100 });
  });
});

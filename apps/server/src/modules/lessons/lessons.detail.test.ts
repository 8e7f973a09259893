import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LessonDetailSchema, camelKeys } from '@school/contract';
import { createTestApp, get, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser, type TestUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { buildCourse, buildHomework, buildLesson, grantAccess, type TestCourse } from '../../test/course-factories.js';
import type { LessonRow } from './lessons.service.js';
import { addMaterial, addSubLesson } from './lessons.service.js';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let ownerToken: string;
let strangerToken: string;
let moderatorToken: string;
let tutorToken: string;
let course: TestCourse;
let lesson: LessonRow;
let future: LessonRow;
let bare: LessonRow;

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildUser(t.db);
  stranger = await buildUser(t.db);
  ownerToken = await accessTokenFor(owner);
  strangerToken = await accessTokenFor(stranger);
  moderatorToken = await accessTokenFor(await buildUser(t.db, { role: 'CHAT_MODERATOR' }));
  tutorToken = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
  course = await buildCourse(t.db, { title: 'Математика ЕГЭ · Мастер-группа' });
  await grantAccess(t.db, owner.id, course);
  lesson = await buildLesson(t.db, course, { title: 'Производная и её применение', description: 'Теория и практика.' });
  future = await buildLesson(t.db, course, { minutesFromNow: 24 * 60 });
  bare = await buildLesson(t.db, course);
  await addMaterial(t.db, {
    lessonId: lesson.id,
    title: 'Конспект',
    url: '/media/summary.pdf',
    kind: 'summary',
    position: 2,
  });
  await addMaterial(t.db, {
    lessonId: lesson.id,
    title: 'Тетрадь',
    url: '/media/workbook.pdf',
    kind: 'workbook',
    position: 1,
  });
  await addSubLesson(t.db, {
    lessonId: lesson.id,
    title: 'Задача 2',
    videoUrl: '/media/b.webm',
    videoLength: 50,
    position: 2,
  });
  await addSubLesson(t.db, {
    lessonId: lesson.id,
    title: 'Задача 1',
    videoUrl: '/media/a.webm',
    videoLength: null,
    position: 1,
  });
  await buildHomework(t.db, lesson, { studentId: owner.id, status: 'UNDONE', title: 'ДЗ: производная' });
});
afterAll(() => t?.close());

const byId = (id: number | string, token = ownerToken) => get(t.app, `/v2/lessons/${id}/`, { token });
const byHash = (hash: string, token = ownerToken) => get(t.app, `/lessons/access/${hash}/`, { token });
const BAD_IDS = ['0', '-1', 'abc', String(2 ** 31), '1.5'];

describe('GET /v2/lessons/:id/', () => {
  it('answers the lesson page lesson to its owner', async () => {
    const res = await byId(lesson.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = LessonDetailSchema.parse(camelKeys(res.body));
    expect(detail).toMatchObject({
      id: lesson.id,
      title: 'Производная и её применение',
      description: 'Теория и практика.',
      accessHash: lesson.accessHash,
      productTypeTitle: 'Математика ЕГЭ · Мастер-группа',
      mgMonths: [{ id: course.mgMonthId, title: 'Месяц 2026-01' }],
      teacher: { id: course.teacherId, fullName: expect.any(String), avatar: null },
      openedByAccessLink: false,
      feedback: { visible: true, score: null },
      isAvailable: true,
      homework: { homeworkId: expect.any(Number), status: 'UNDONE', submissionId: expect.any(Number) },
    });
  });

  it('hides the feedback form before the start', async () => {
    expect((await byId(future.id)).body.feedback).toEqual({ visible: false, score: null });
  });

  it("answers 404 for another student's lesson and for a missing one, alike", async () => {
    const foreign = expectError(await byId(lesson.id, strangerToken), 404, { code: 'not_found' });
    const missing = expectError(await byId(999_999), 404, { code: 'not_found' });
    expect(foreign).toEqual(missing);
  });

  it.each(BAD_IDS)('refuses the id %s', async (id) => {
    expectFieldError(await byId(id), 'id');
  });

  it('a chat moderator reads any lesson', async () => {
    const res = await byId(lesson.id, moderatorToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: lesson.id, is_available: true, viewed: false, opened_by_access_link: false });
  });

  it('needs a student or a chat moderator', async () => {
    await expectSignInRequired(t.app, 'GET', `/v2/lessons/${lesson.id}/`, owner);
    expectForbidden(await byId(lesson.id, tutorToken));
  });
});

describe('GET /lessons/access/:hash/', () => {
  it('opens the lesson for any student, marked as opened by link, and remembers it', async () => {
    const reader = await buildUser(t.db);
    const token = await accessTokenFor(reader);
    // Before opening the link the materials are not the reader's to see.
    expectError(await get(t.app, `/lessons/${lesson.id}/materials/`, { token }), 404, { code: 'not_found' });
    const res = await byHash(lesson.accessHash, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: lesson.id, opened_by_access_link: true, is_available: true });
    // Once opened, the lesson's parts are available to the reader, though not the lesson by id.
    expect((await get(t.app, `/lessons/${lesson.id}/materials/`, { token })).status).toBe(200);
    expect((await get(t.app, `/v3/lessons/${lesson.id}/sub-lessons/`, { token })).status).toBe(200);
    expect((await get(t.app, `/v2/lessons/${lesson.id}/homework/`, { token })).body).toMatchObject({ status: null });
    expectError(await byId(lesson.id, token), 404, { code: 'not_found' });
  });

  it('opens for a chat moderator too', async () => {
    expect((await byHash(lesson.accessHash, moderatorToken)).body.opened_by_access_link).toBe(true);
  });

  it('answers 404 for an unknown hash and 400 for a malformed one', async () => {
    expectError(await byHash('unknownhash123'), 404, { code: 'not_found' });
    expectFieldError(await byHash('short'), 'hash');
    expectFieldError(await byHash('bad*chars*here'), 'hash');
    expectFieldError(await byHash('x'.repeat(65)), 'hash');
  });

  it('needs a student or a chat moderator', async () => {
    await expectSignInRequired(t.app, 'GET', `/lessons/access/${lesson.accessHash}/`, owner);
    expectForbidden(await byHash(lesson.accessHash, tutorToken));
  });
});

describe('GET /lessons/:id/materials/ and /v3/lessons/:id/sub-lessons/', () => {
  it('answer the materials and sub-lessons in order', async () => {
    const materials = await get(t.app, `/lessons/${lesson.id}/materials/`, { token: ownerToken });
    expect(materials.body).toEqual({
      results: [
        { id: expect.any(Number), title: 'Тетрадь', url: '/media/workbook.pdf', kind: 'workbook' },
        { id: expect.any(Number), title: 'Конспект', url: '/media/summary.pdf', kind: 'summary' },
      ],
    });
    const subs = await get(t.app, `/v3/lessons/${lesson.id}/sub-lessons/`, { token: ownerToken });
    expect(subs.body).toEqual({
      results: [
        { id: expect.any(Number), title: 'Задача 1', video: '/media/a.webm', video_length: null },
        { id: expect.any(Number), title: 'Задача 2', video: '/media/b.webm', video_length: 50 },
      ],
    });
    expect((await get(t.app, `/lessons/${bare.id}/materials/`, { token: ownerToken })).body).toEqual({ results: [] });
  });

  it('are read by chat moderators, refused to strangers (404) and tutors (403)', async () => {
    for (const path of [`/lessons/${lesson.id}/materials/`, `/v3/lessons/${lesson.id}/sub-lessons/`]) {
      expect((await get(t.app, path, { token: moderatorToken })).status).toBe(200);
      expectError(await get(t.app, path, { token: strangerToken }), 404, { code: 'not_found' });
      expectForbidden(await get(t.app, path, { token: tutorToken }));
      await expectSignInRequired(t.app, 'GET', path, owner);
    }
  });

  it.each(BAD_IDS)('refuse the id %s', async (id) => {
    expectFieldError(await get(t.app, `/lessons/${id}/materials/`, { token: ownerToken }), 'id');
    expectFieldError(await get(t.app, `/v3/lessons/${id}/sub-lessons/`, { token: ownerToken }), 'id');
  });
});

describe('GET /v2/lessons/:id/homework/', () => {
  it("answers the homework with the student's progress, or null without homework", async () => {
    const res = await get(t.app, `/v2/lessons/${lesson.id}/homework/`, { token: ownerToken });
    expect(res.body).toEqual({
      homework_id: expect.any(Number),
      title: 'ДЗ: производная',
      submission_id: expect.any(Number),
      status: 'UNDONE',
      tasks_total: 10,
      tasks_done: 4,
      deadline: expect.stringMatching(/Z$/),
    });
    expect((await get(t.app, `/v2/lessons/${bare.id}/homework/`, { token: ownerToken })).body).toBeNull();
  });

  it('is for the owning student only', async () => {
    const path = `/v2/lessons/${lesson.id}/homework/`;
    expectError(await get(t.app, path, { token: strangerToken }), 404, { code: 'not_found' });
    expectForbidden(await get(t.app, path, { token: moderatorToken }));
    expectForbidden(await get(t.app, path, { token: tutorToken }));
    await expectSignInRequired(t.app, 'GET', path, owner);
  });

  it.each(BAD_IDS)('refuses the id %s', async (id) => {
    expectFieldError(await get(t.app, `/v2/lessons/${id}/homework/`, { token: ownerToken }), 'id');
  });
});

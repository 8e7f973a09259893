import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@school/contract';
import { api, get, post, createTestApp, type TestApp } from '../../test/test-app.js';
import { buildCourse, buildLesson } from '../../test/course-factories.js';
import { buildChatWorld, type ChatWorld } from '../../test/chat-factories.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectFieldError, expectForbidden, expectSignInRequired } from '../../test/expect-error.js';
import { multipartForm } from '../../test/multipart-form.js';
import { upsertBanWords } from './ban-words.js';
import { byId, insertMessage, setHidden } from './chat-messages.repo.js';
import type { LessonRow } from '../lessons/lessons.service.js';

// A 3×2 PNG: the chat lays the picture out by its header's size.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000030000000208060000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
let t: TestApp;
let w: ChatWorld;
let dataDir: string;
let tutorToken: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'chat-upload-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  w = await buildChatWorld(t.db);
  tutorToken = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const message = (lesson: LessonRow, userId: number, text: string) =>
  insertMessage(t.db, { lessonId: lesson.id, userId, text });

describe('GET /settings/livechat-settings/', () => {
  it('answers the defaults without a lesson and the lesson’s rules with one', async () => {
    const defaults = await get(t.app, '/settings/livechat-settings/', { token: w.student.token });
    expect(defaults.body).toMatchObject({
      lesson_id: null,
      attachments_enabled: true,
      attachment_max_bytes: CHAT_LIMITS.attachmentMaxBytes,
      slow_mode_seconds: 0,
      is_closed: false,
    });
    expect(defaults.body.attachment_mime_types).toContain('application/pdf');
    await api(t.app, 'PATCH', `/v2/chat/lessons/${w.lesson.id}/settings/`, {
      token: w.moderator.token,
      body: { slow_mode_seconds: 15 },
    });
    const own = await get(t.app, '/settings/livechat-settings/', {
      token: w.student.token,
      query: { lesson: String(w.lesson.id) },
    });
    expect(own.body).toMatchObject({ lesson_id: w.lesson.id, slow_mode_seconds: 15 });
  });

  it('says whether the recording has a chat to replay: a visible message, not a hidden one', async () => {
    const lesson = await buildLesson(t.db, w.course, { minutesFromNow: -600 });
    const hasReplay = async () =>
      (
        await get(t.app, '/settings/livechat-settings/', {
          token: w.student.token,
          query: { lesson: String(lesson.id) },
        })
      ).body.has_replay;
    expect(await hasReplay()).toBe(false);
    const id = await message(lesson, w.student.user.id, 'Привет');
    await setHidden(t.db, byId(id), true);
    expect(await hasReplay()).toBe(false);
    await message(lesson, w.student.user.id, 'Ещё раз');
    expect(await hasReplay()).toBe(true);
  });

  it('answers another student’s lesson like a missing one, and refuses other roles', async () => {
    const query = { lesson: String(w.lesson.id) };
    expect((await get(t.app, '/settings/livechat-settings/', { token: w.stranger.token, query })).status).toBe(404);
    expectForbidden(await get(t.app, '/settings/livechat-settings/', { token: tutorToken }));
    await expectSignInRequired(t.app, 'GET', '/settings/livechat-settings/', w.student.user);
  });
});

describe('POST /messages/attachments/', () => {
  const upload = async (
    file: { bytes: Buffer; name: string; type: string },
    token: string | null = w.student.token,
  ) => {
    const form = multipartForm({ ...file, field: 'file' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages/attachments/',
      headers: { 'content-type': form.contentType, ...(token && { authorization: `Bearer ${token}` }) },
      payload: form.payload,
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };

  it('stores an image with its size and a PDF, known by their bytes', async () => {
    const image = await upload({ bytes: PNG, name: 'схема.png', type: 'image/png' });
    expect(image.status, JSON.stringify(image.body)).toBe(201);
    expect(image.body).toMatchObject({
      name: 'схема.png',
      mime_type: 'image/png',
      size: PNG.length,
      width: 3,
      height: 2,
    });
    expect(image.body.url).toMatch(/^\/uploads\/chat\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: image.body.url });
    expect(served.rawPayload).toEqual(PNG);
    const pdf = await upload({ bytes: PDF, name: 'конспект.pdf', type: 'application/octet-stream' });
    expect(pdf.body).toMatchObject({ mime_type: 'application/pdf', width: null, height: null });
  });

  it("refuses what it cannot recognise, whatever the header says, and answers 'Файл слишком большой' above the limit", async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expectFieldError(await upload({ bytes: html, name: 'a.pdf', type: 'application/pdf' }), 'file', 'unsupported_file');
    const zip = Buffer.from('504b0304140000000800', 'hex');
    expectFieldError(
      await upload({ bytes: zip, name: 'archive.zip', type: 'application/zip' }),
      'file',
      'unsupported_file',
    );
    const big = await upload({
      bytes: Buffer.concat([PNG, Buffer.alloc(CHAT_LIMITS.attachmentMaxBytes)]),
      name: 'big.png',
      type: 'image/png',
    });
    expect(expectFieldError(big, 'file', 'file_too_large').errors[0]?.detail).toBe('Файл слишком большой');
    expect((await upload({ bytes: PNG, name: 'a.png', type: 'image/png' }, null)).status).toBe(401);
    expect((await upload({ bytes: PNG, name: 'a.png', type: 'image/png' }, tutorToken)).status).toBe(403);
  });
});

describe('GET /messages/ban-words/', () => {
  it('pages by change time and id, and gives only words changed after updatedAt', async () => {
    await upsertBanWords(
      t.db,
      Array.from({ length: 5 }, (_, i) => ({ value: `плохое${i}`, type: 'BLACK' as const })),
    );
    const all = await get(t.app, '/messages/ban-words/', { token: w.student.token, query: { limit: '100' } });
    expect(all.body.count).toBe(7);
    const first = await get(t.app, '/messages/ban-words/', {
      token: w.student.token,
      query: { limit: '3', offset: '0' },
    });
    const next = await get(t.app, '/messages/ban-words/', {
      token: w.student.token,
      query: { limit: '3', offset: '3' },
    });
    expect([...first.body.results, ...next.body.results].map((word: { id: number }) => word.id)).toEqual(
      all.body.results.slice(0, 6).map((word: { id: number }) => word.id),
    );
    const newest = all.body.results.at(-1).updated_at;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await upsertBanWords(t.db, [{ value: 'новое', type: 'BLACK' }]);
    const changed = await get(t.app, '/messages/ban-words/', { token: w.student.token, query: { updated_at: newest } });
    expect(changed.body.results.map((word: { value: string }) => word.value)).toEqual(['новое']);
    expect(changed.body.results[0]).toMatchObject({ type: 'BLACK', is_deleted: false });
    expect((await get(t.app, '/messages/ban-words/', { token: w.student.token, query: { limit: '101' } })).status).toBe(
      400,
    );
    expectForbidden(await get(t.app, '/messages/ban-words/', { token: tutorToken }));
  });
});

describe('reports', () => {
  it('takes a student’s report once, queues it for moderators, and hiding closes it', async () => {
    const id = await message(w.lesson, w.student2.user.id, 'Обидное сообщение');
    const path = `/v2/chat/messages/${id}/report/`;
    expect((await post(t.app, path, { reason: 'Оскорбление' }, { token: w.student.token })).status).toBe(201);
    expect((await post(t.app, path, { reason: 'Ещё раз' }, { token: w.student.token })).status).toBe(201);
    const queue = await get(t.app, '/v2/chat/reports/', { token: w.moderator.token, query: { status: 'OPEN' } });
    const mine = queue.body.results.filter((row: { message_id: number }) => row.message_id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      lesson_id: w.lesson.id,
      lesson_title: w.lesson.title,
      message_text: 'Обидное сообщение',
      author: { id: w.student2.user.id, name: 'Борис Иванов' },
      reports: 1,
      reason: 'Оскорбление',
      status: 'OPEN',
    });
    const curatorQueue = await get(t.app, '/v2/chat/reports/', { token: w.curator.token });
    expect(curatorQueue.body.results.map((row: { id: number }) => row.id)).toContain(mine[0].id);
    const otherCurator = await accessTokenFor(await buildUser(t.db, { role: 'CURATOR_ROLE' }));
    expect((await get(t.app, '/v2/chat/reports/', { token: otherCurator })).body).toEqual({ count: 0, results: [] });
    expect(
      (
        await api(t.app, 'PATCH', `/v2/chat/reports/${mine[0].id}/`, {
          token: otherCurator,
          body: { status: 'HIDDEN' },
        })
      ).status,
    ).toBe(404);

    const resolved = await api(t.app, 'PATCH', `/v2/chat/reports/${mine[0].id}/`, {
      token: w.moderator.token,
      body: { status: 'HIDDEN' },
    });
    expect(resolved.body).toMatchObject({ id: mine[0].id, status: 'HIDDEN', message_is_hidden: true });
    // Hidden now: nobody can report it any more.
    expect((await post(t.app, path, {}, { token: w.student2.token })).status).toBe(404);
  });

  it('dismissing keeps the message; strangers and staff cannot report', async () => {
    const id = await message(w.lesson, w.student.user.id, 'Нормальное сообщение');
    await post(t.app, `/v2/chat/messages/${id}/report/`, {}, { token: w.student2.token });
    const queue = await get(t.app, '/v2/chat/reports/', {
      token: w.moderator.token,
      query: { lesson: String(w.lesson.id) },
    });
    const report = queue.body.results.find((row: { message_id: number }) => row.message_id === id);
    const dismissed = await api(t.app, 'PATCH', `/v2/chat/reports/${report.id}/`, {
      token: w.curator.token,
      body: { status: 'DISMISSED' },
    });
    expect(dismissed.body).toMatchObject({ status: 'DISMISSED', message_is_hidden: false });
    expect((await post(t.app, `/v2/chat/messages/${id}/report/`, {}, { token: w.stranger.token })).status).toBe(404);
    expect((await post(t.app, '/v2/chat/messages/999999/report/', {}, { token: w.student.token })).status).toBe(404);
    expectForbidden(await post(t.app, `/v2/chat/messages/${id}/report/`, {}, { token: w.moderator.token }));
    expect(
      (
        await api(t.app, 'PATCH', `/v2/chat/reports/${report.id}/`, {
          token: w.moderator.token,
          body: { status: 'OPEN' },
        })
      ).status,
    ).toBe(400);
    expectForbidden(await get(t.app, '/v2/chat/reports/', { token: w.student.token }));
  });
});

describe('moderation endpoints: roles and ownership', () => {
  it('answers students 403 and curators of other subjects 404', async () => {
    const id = await message(w.lesson, w.student.user.id, 'Текст');
    const otherCurator = await accessTokenFor(await buildUser(t.db, { role: 'CURATOR_ROLE' }));
    const calls: [method: 'PATCH' | 'POST' | 'GET' | 'DELETE', path: string, body?: unknown][] = [
      ['PATCH', `/v2/chat/messages/${id}/`, { is_hidden: true }],
      ['POST', `/v2/chat/lessons/${w.lesson.id}/users/${w.student.user.id}/messages-visibility/`, { is_hidden: true }],
      ['GET', `/v2/chat/lessons/${w.lesson.id}/bans/`],
      ['POST', `/v2/chat/lessons/${w.lesson.id}/bans/`, { user_id: w.student.user.id, minutes: 5 }],
      ['DELETE', `/v2/chat/lessons/${w.lesson.id}/bans/${w.student.user.id}/`],
      ['PATCH', `/v2/chat/lessons/${w.lesson.id}/settings/`, { is_closed: true }],
    ];
    for (const [method, path, body] of calls) {
      expectForbidden(await api(t.app, method, path, { token: w.student.token, body }));
      expect((await api(t.app, method, path, { token: otherCurator, body })).status, `${method} ${path}`).toBe(404);
    }
  });

  it('bans and unbans through the subject curator; checks the body', async () => {
    const bans = `/v2/chat/lessons/${w.lesson.id}/bans/`;
    const token = w.curator.token;
    const ban = await post(t.app, bans, { user_id: w.student2.user.id, minutes: 60, reason: 'Флуд' }, { token });
    expect(ban.status).toBe(201);
    expect(ban.body).toMatchObject({ user: { id: w.student2.user.id }, reason: 'Флуд' });
    expect(Date.parse(ban.body.until) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect((await get(t.app, bans, { token })).body.map((row: { user: { id: number } }) => row.user.id)).toEqual([
      w.student2.user.id,
    ]);
    expect((await post(t.app, bans, { user_id: w.moderator.user.id, minutes: 5 }, { token })).status).toBe(404);
    expect((await post(t.app, bans, { user_id: w.student.user.id, minutes: 0 }, { token })).status).toBe(400);
    expect((await api(t.app, 'DELETE', `${bans}${w.student2.user.id}/`, { token })).status).toBe(200);
    expect((await get(t.app, bans, { token })).body).toEqual([]);
    expect((await api(t.app, 'DELETE', `${bans}${w.student2.user.id}/`, { token })).status).toBe(404);
    const empty = await api(t.app, 'PATCH', `/v2/chat/lessons/${w.lesson.id}/settings/`, { token, body: {} });
    expect(empty.status).toBe(400);
    expect((await api(t.app, 'PATCH', '/v2/chat/messages/999999/', { token, body: { is_hidden: true } })).status).toBe(
      404,
    );
  });
});

describe('GET /v2/chat/moderation/lessons/', () => {
  it('lists live lessons first, then those still to come today and tomorrow, with open reports and settings', async () => {
    const course = await buildCourse(t.db);
    const soon = await buildLesson(t.db, course, { minutesFromNow: 120 });
    const live = await buildLesson(t.db, course, { minutesFromNow: -15 });
    const past = await buildLesson(t.db, course, { minutesFromNow: -300 });
    const tutoring = await buildLesson(t.db, await buildCourse(t.db, { courseType: 'individual' }), {
      minutesFromNow: -5,
    });
    const res = await get(t.app, '/v2/chat/moderation/lessons/', { token: w.moderator.token });
    const ids = res.body.map((row: { id: number }) => row.id);
    expect(ids.indexOf(live.id)).toBeLessThan(ids.indexOf(soon.id));
    expect(ids).not.toContain(past.id);
    // A one-to-one tutoring lesson has no audience to moderate.
    expect(ids).not.toContain(tutoring.id);
    expect(res.body.find((row: { id: number }) => row.id === live.id)).toMatchObject({
      is_live: true,
      open_reports: 0,
    });
    const lesson = res.body.find((row: { id: number }) => row.id === w.lesson.id);
    expect(lesson).toMatchObject({ is_live: true, slow_mode_seconds: 15 });
    expect(lesson.open_reports).toBeGreaterThanOrEqual(0);
    // The curator of the world's subject sees its lessons; another curator none of them.
    const otherCurator = await accessTokenFor(await buildUser(t.db, { role: 'CURATOR_ROLE' }));
    expect((await get(t.app, '/v2/chat/moderation/lessons/', { token: otherCurator })).body).toEqual([]);
    expectForbidden(await get(t.app, '/v2/chat/moderation/lessons/', { token: w.student.token }));
  });
});

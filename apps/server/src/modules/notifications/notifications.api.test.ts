import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, get, post, type TestApp, type WireBody } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { expectError, expectFieldError, expectSignInRequired } from '../../test/expect-error.js';
import { notify } from './notify.js';

const LIST = '/v2/notifications/';
const UNREAD = '/v2/notifications/unread-count/';
const READ_ALL = '/v2/notifications/read-all/';
const SETTINGS = '/v2/notifications/settings/';
const read = (id: number) => `/v2/notifications/${id}/read/`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let keys = 0;
async function user(role: 'STUDENT_ROLE' | 'TUTOR_ROLE' = 'STUDENT_ROLE') {
  const row = await buildUser(t.db, { role });
  return { ...row, token: await accessTokenFor(row) };
}
const homeworkChecked = (userId: number, homeworkId = 7) =>
  notify(t.db, userId, {
    type: 'homework_checked',
    title: 'Домашка проверена',
    text: 'Посмотри оценку',
    action: { type: 'homework', homeworkId },
    dedupeKey: `test:${++keys}`,
  });

describe('GET /v2/notifications/', () => {
  it('answers the signed-in user’s notifications newest first, 20 per page, with the total', async () => {
    const me = await user();
    const other = await user();
    for (let i = 1; i <= 23; i++) await homeworkChecked(me.id, i);
    await homeworkChecked(other.id);
    const first = await get(t.app, LIST, { token: me.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.count).toBe(23);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.results[0]).toEqual({
      id: expect.any(Number),
      type: 'homework_checked',
      title: 'Домашка проверена',
      text: 'Посмотри оценку',
      action: { type: 'homework', homework_id: 23 },
      created_at: expect.any(String),
      read_at: null,
    });
    const second = await get(t.app, LIST, { token: me.token, query: { offset: '20' } });
    expect(second.body.results.map((n: WireBody) => n.action.homework_id)).toEqual([3, 2, 1]);
  });

  it('is the same for any signed-in role and refuses guests', async () => {
    const tutor = await user('TUTOR_ROLE');
    await homeworkChecked(tutor.id);
    expect((await get(t.app, LIST, { token: tutor.token })).body.count).toBe(1);
    await expectSignInRequired(t.app, 'GET', LIST, tutor);
  });

  it('refuses a page size over 100', async () => {
    const me = await user();
    expectFieldError(await get(t.app, LIST, { token: me.token, query: { limit: '101' } }), 'limit');
  });
});

describe('notify', () => {
  it('creates one notification per dedupe key however often the event repeats', async () => {
    const me = await user();
    const input = {
      type: 'level_up',
      title: 'Новый уровень',
      text: 'Ты молодец',
      dedupeKey: `level:${me.id}:2`,
    } as const;
    expect(await notify(t.db, me.id, input)).not.toBeNull();
    expect(await notify(t.db, me.id, input)).toBeNull();
    expect((await get(t.app, LIST, { token: me.token })).body.count).toBe(1);
  });
});

describe('read marks', () => {
  it('counts unread, marks one read (keeping the first time) and then all', async () => {
    const me = await user();
    const a = (await homeworkChecked(me.id))!;
    await homeworkChecked(me.id);
    await homeworkChecked(me.id);
    expect((await get(t.app, UNREAD, { token: me.token })).body).toEqual({ count: 3 });
    const first = await post(t.app, read(a.id), undefined, { token: me.token });
    expect(first.status).toBe(200);
    expect(first.body.read_at).toEqual(expect.any(String));
    const again = await post(t.app, read(a.id), undefined, { token: me.token });
    expect(again.body.read_at).toBe(first.body.read_at);
    expect((await get(t.app, UNREAD, { token: me.token })).body).toEqual({ count: 2 });
    expect((await post(t.app, READ_ALL, undefined, { token: me.token })).status).toBe(200);
    expect((await get(t.app, UNREAD, { token: me.token })).body).toEqual({ count: 0 });
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const me = await user();
    const other = await user();
    const theirs = (await homeworkChecked(other.id))!;
    expectError(await post(t.app, read(theirs.id), undefined, { token: me.token }), 404, { code: 'not_found' });
    await post(t.app, READ_ALL, undefined, { token: me.token });
    expect((await get(t.app, UNREAD, { token: other.token })).body).toEqual({ count: 1 });
  });

  it('refuses an id that is not a number', async () => {
    const me = await user();
    expect((await post(t.app, '/v2/notifications/abc/read/', undefined, { token: me.token })).status).toBe(400);
  });
});

describe('settings', () => {
  it('lists every type with push and Telegram on by default', async () => {
    const me = await user();
    const res = await get(t.app, SETTINGS, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.settings).toContainEqual({ type: 'lesson_start', push: true, telegram: true });
    expect(res.body.settings.every((s: WireBody) => s.push && s.telegram)).toBe(true);
  });

  it('changes the channels given and keeps the others, for this user only', async () => {
    const me = await user();
    const other = await user();
    const body = { settings: [{ type: 'coins', push: false }] };
    const res = await api(t.app, 'PATCH', SETTINGS, { token: me.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.settings).toContainEqual({ type: 'coins', push: false, telegram: true });
    await api(t.app, 'PATCH', SETTINGS, { token: me.token, body: { settings: [{ type: 'coins', telegram: false }] } });
    const mine = await get(t.app, SETTINGS, { token: me.token });
    expect(mine.body.settings).toContainEqual({ type: 'coins', push: false, telegram: false });
    const theirs = await get(t.app, SETTINGS, { token: other.token });
    expect(theirs.body.settings).toContainEqual({ type: 'coins', push: true, telegram: true });
  });

  it('refuses an unknown type, a non-boolean, a type named twice and an empty change', async () => {
    const me = await user();
    const patch = (body: unknown) => api(t.app, 'PATCH', SETTINGS, { token: me.token, body });
    expect((await patch({ settings: [{ type: 'nope', push: false }] })).status).toBe(400);
    expect((await patch({ settings: [{ type: 'coins', push: 'yes' }] })).status).toBe(400);
    expect((await patch({ settings: [] })).status).toBe(400);
    const twice = await patch({
      settings: [
        { type: 'coins', push: false },
        { type: 'coins', telegram: false },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.type).toBe('validation_error');
    await expectSignInRequired(t.app, 'PATCH', SETTINGS, me, { body: { settings: [{ type: 'coins', push: false }] } });
  });
});

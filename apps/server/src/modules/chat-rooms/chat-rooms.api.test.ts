import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { expectError, expectFieldError, expectForbidden, expectNotAuthenticated } from '../../test/expect-error.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { buildChecker } from '../../test/homework-factories.js';
import { buildRoomWorld, roomOf, send, type RoomWorld } from './room-test-world.js';
import { CURATOR_JOINED_TEXT } from './room-messages.service.js';

const DAY = 24 * 60 * 60 * 1000;
const ROOMS = '/v2/chat/rooms/';
const roomUrl = (id: number, rest = '') => `/v2/chat/rooms/${id}/${rest}`;

let t: TestApp;
let w: RoomWorld;
let mathRoom: number;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildRoomWorld(t.db);
  mathRoom = await roomOf(t, w.studentToken, w.math);
});
afterAll(() => t?.close());

const unread = async (token: string) => (await get(t.app, '/v2/chat/rooms/unread-count/', { token })).body.count;

describe('who may open the rooms', () => {
  it('refuses guests and every role but students and curators', async () => {
    expectNotAuthenticated(await get(t.app, ROOMS));
    for (const role of ['TUTOR_ROLE', 'MANAGER_CS', 'CHAT_MODERATOR'] as const) {
      const token = await accessTokenFor(await buildUser(t.db, { role }));
      expectForbidden(await get(t.app, ROOMS, { token }));
      expectForbidden(await get(t.app, roomUrl(mathRoom, 'messages/'), { token }));
    }
  });

  it("gives a student one room per subject they own, ending with the access, and hides another's", async () => {
    const list = await get(t.app, ROOMS, { token: w.studentToken });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    const subjects = list.body.results.map((r: { class_type_id: number }) => r.class_type_id).sort();
    expect(subjects).toEqual([w.math.classTypeId, w.physics.classTypeId].sort());
    const math = list.body.results.find((r: { id: number }) => r.id === mathRoom);
    expect(math).toMatchObject({ name: 'Математика', active: true, unread_count: 0, student: null });
    expect(math.expire_at).toBeGreaterThan(Date.now() + 29 * DAY);
    // Opening the list again makes no second room.
    expect((await get(t.app, ROOMS, { token: w.studentToken })).body.count).toBe(2);

    const stranger = await accessTokenFor(await buildUser(t.db));
    expect((await get(t.app, ROOMS, { token: stranger })).body).toEqual({ count: 0, results: [] });
    expectError(await get(t.app, roomUrl(mathRoom), { token: stranger }), 404, { code: 'not_found' });
    expectError(await get(t.app, roomUrl(mathRoom, 'messages/'), { token: stranger }), 404, { code: 'not_found' });
    expectError(await send(t, stranger, mathRoom, 'чужой'), 404, { code: 'not_found' });
    expectError(await post(t.app, roomUrl(mathRoom, 'read/'), {}, { token: stranger }), 404, { code: 'not_found' });
  });

  it('shows a curator the rooms of their subjects only, a head curator all', async () => {
    const physicsRoom = await roomOf(t, w.studentToken, w.physics);
    const mine = await get(t.app, ROOMS, { token: w.curator.token });
    const ids = mine.body.results.map((r: { id: number }) => r.id);
    expect(ids).toContain(mathRoom);
    expect(ids).not.toContain(physicsRoom);
    expect(mine.body.results.find((r: { id: number }) => r.id === mathRoom)).toMatchObject({
      name: 'Ира Учащаяся',
      student: { id: w.student.id, name: 'Ира Учащаяся' },
    });
    expectError(await get(t.app, roomUrl(physicsRoom), { token: w.curator.token }), 404, { code: 'not_found' });
    expectError(await send(t, w.curator.token, physicsRoom, 'не мой предмет'), 404, { code: 'not_found' });
    const head = await buildChecker(t.db, [], 'HEAD_CURATOR');
    expect((await get(t.app, roomUrl(physicsRoom), { token: head.token })).status).toBe(200);
  });
});

describe('writing, answers and rating requests', () => {
  it('stores a question, joins the curator with a system message and asks for a rating once a day', async () => {
    const w2 = await buildRoomWorld(t.db);
    const room = await roomOf(t, w2.studentToken, w2.math);
    const question = await send(t, w2.studentToken, room, '  Как решать задачу 5?  ');
    expect(question.status, JSON.stringify(question.body)).toBe(201);
    expect(question.body).toMatchObject({
      type: 'regular',
      text: 'Как решать задачу 5?',
      is_read: false,
      sender: { id: w2.student.id, role: 'student' },
      attachments: [],
    });
    expect((await send(t, w2.curator.token, room, 'Через производную.')).status).toBe(201);
    await send(t, w2.curator.token, room, 'И не забудь про ОДЗ.');
    await send(t, w2.studentToken, room, 'Спасибо!');
    await send(t, w2.curator.token, room, 'Пожалуйста.');

    const forStudent = (await get(t.app, roomUrl(room, 'messages/'), { token: w2.studentToken })).body.results;
    expect(forStudent.map((m: { type: string; text: string }) => `${m.type}:${m.text.slice(0, 12)}`).reverse()).toEqual(
      [
        'regular:Как решать з',
        `system:${CURATOR_JOINED_TEXT.slice(0, 12)}`,
        'regular:Через произв',
        'feedback:Куратор отве',
        'regular:И не забудь ',
        'regular:Спасибо!',
        'regular:Пожалуйста.',
      ],
    );
    const forCurator = (await get(t.app, roomUrl(room, 'messages/'), { token: w2.curator.token })).body.results;
    expect(forCurator.map((m: { type: string }) => m.type)).toEqual([
      'regular',
      'regular',
      'regular',
      'regular',
      'regular',
    ]);
    // The curator has read the student's question by answering it.
    expect(forCurator.at(-1)).toMatchObject({ text: 'Как решать задачу 5?', is_read: true });
  });

  it('asks for one rating when two curators answer at the same moment', async () => {
    const w7 = await buildRoomWorld(t.db);
    const second = await buildChecker(t.db, [w7.math.classTypeId]);
    const room = await roomOf(t, w7.studentToken, w7.math);
    await send(t, w7.studentToken, room, 'Срочный вопрос');
    const answers = await Promise.all([
      send(t, w7.curator.token, room, 'Ответ первого'),
      send(t, second.token, room, 'Ответ второго'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const page = (await get(t.app, roomUrl(room, 'messages/'), { token: w7.studentToken })).body.results;
    expect(page.filter((m: { type: string }) => m.type === 'feedback')).toHaveLength(1);
    // Each curator joins once.
    expect(page.filter((m: { type: string }) => m.type === 'system')).toHaveLength(2);
  });

  it('refuses an empty message, attachments that were never uploaded and a text over the limit', async () => {
    expectFieldError(await send(t, w.studentToken, mathRoom, '   '), 'text', 'blank');
    const attached = await post(
      t.app,
      roomUrl(mathRoom, 'messages/'),
      { text: 'смотри', attachments: ['7d1f3d5e-8a4b-4c5e-9f00-000000000001'] },
      { token: w.studentToken },
    );
    expectFieldError(attached, 'attachments', 'not_found');
    expectFieldError(await send(t, w.studentToken, mathRoom, 'я'.repeat(1001)), 'text');
  });

  it('lets an expired room be read but not written, for the student and the curator', async () => {
    const w3 = await buildRoomWorld(t.db, { physicsEndsAt: new Date(Date.now() - DAY) });
    const room = await roomOf(t, w3.studentToken, w3.physics);
    const read = await get(t.app, roomUrl(room), { token: w3.studentToken });
    expect(read.body).toMatchObject({ active: false });
    expect((await get(t.app, roomUrl(room, 'messages/'), { token: w3.studentToken })).status).toBe(200);
    const refused = expectError(await send(t, w3.studentToken, room, 'Можно вопрос?'), 403, {
      code: 'permission_denied',
    });
    expect(refused.errors[0]?.detail).toMatch(/Доступ к курсу закончился/);
    const physicsCurator = await buildChecker(t.db, [w3.physics.classTypeId]);
    expectError(await send(t, physicsCurator.token, room, 'Ответ'), 403, { code: 'permission_denied' });
    // An active room of the same student still takes messages.
    expect((await send(t, w3.studentToken, await roomOf(t, w3.studentToken, w3.math), 'Вопрос')).status).toBe(201);
  });
});

describe('pages by continuousToken', () => {
  it('walks 45 messages newest first in pages of 20 without gaps or repeats', async () => {
    const w4 = await buildRoomWorld(t.db);
    const room = await roomOf(t, w4.studentToken, w4.math);
    for (let i = 1; i <= 45; i += 1) await send(t, w4.studentToken, room, `сообщение ${i}`);
    const seen: string[] = [];
    let token: string | null = null;
    const sizes: number[] = [];
    do {
      const query: Record<string, string> = { limit: '20', ...(token ? { continuous_token: token } : {}) };
      const page = await get(t.app, roomUrl(room, 'messages/'), { token: w4.studentToken, query });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      sizes.push(page.body.results.length);
      seen.push(...page.body.results.map((m: { text: string }) => m.text));
      token = page.body.continuous_token;
    } while (token);
    expect(sizes).toEqual([20, 20, 5]);
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => `сообщение ${45 - i}`));
  });

  it('refuses a token that is not a message of this room', async () => {
    const other = await send(t, w.studentToken, await roomOf(t, w.studentToken, w.physics), 'физика');
    const query = { continuous_token: other.body.id as string };
    expectFieldError(
      await get(t.app, roomUrl(mathRoom, 'messages/'), { token: w.studentToken, query }),
      'continuous_token',
    );
    const bad = { continuous_token: 'not-a-uuid' };
    expectFieldError(
      await get(t.app, roomUrl(mathRoom, 'messages/'), { token: w.studentToken, query: bad }),
      'continuous_token',
    );
  });
});

describe('unread counts and read marks', () => {
  it("counts the other side's messages until read, per room and in all, and sorts a curator's unread rooms first", async () => {
    const w5 = await buildRoomWorld(t.db);
    const quiet = await buildRoomWorld(t.db);
    const curator = await buildChecker(t.db, [w5.math.classTypeId]);
    // Other tests' math rooms wait for answers too: count from here.
    const before = await unread(curator.token);
    const room = await roomOf(t, w5.studentToken, w5.math);
    const quietRoom = await roomOf(t, quiet.studentToken, quiet.math);
    await send(t, quiet.studentToken, quietRoom, 'старый вопрос');
    await post(t.app, roomUrl(quietRoom, 'read/'), {}, { token: curator.token });
    await send(t, curator.token, quietRoom, 'ответ');
    await send(t, w5.studentToken, room, 'первый');
    await send(t, w5.studentToken, room, 'второй');
    await send(t, curator.token, quietRoom, 'ещё ответ, позже');

    expect(await unread(curator.token)).toBe(before + 2);
    const list = (await get(t.app, ROOMS, { token: curator.token })).body.results as { id: number }[];
    const ours = list.filter((r) => r.id === room || r.id === quietRoom);
    // The room with news comes first although the quiet one has the newer message.
    expect(ours[0]).toMatchObject({ id: room, unread_count: 2, last_message: { text: 'второй' } });
    expect(ours[1]).toMatchObject({ id: quietRoom, unread_count: 0, last_message: { text: 'ещё ответ, позже' } });
    expect(list.findIndex((r) => r.id === quietRoom)).toBeGreaterThan(list.findIndex((r) => r.id === room));

    await send(t, curator.token, room, 'Отвечаю');
    expect(await unread(curator.token)).toBe(before);
    // Joined + answer + rating request.
    expect(await unread(w5.studentToken)).toBe(3);
    const read = await post(t.app, roomUrl(room, 'read/'), {}, { token: w5.studentToken });
    expect(read.body).toEqual({ unread_count: 0 });
    expect(await unread(w5.studentToken)).toBe(0);
    const messages = (await get(t.app, roomUrl(room, 'messages/'), { token: w5.curator.token })).body.results;
    expect(messages[0]).toMatchObject({ text: 'Отвечаю', is_read: true });
    await send(t, curator.token, room, 'И ещё');
    expect(await unread(w5.studentToken)).toBe(1);
  });
});

describe('rating a feedback message', () => {
  it('takes 1–5 from the student once, and refuses curators and other messages', async () => {
    const w6 = await buildRoomWorld(t.db);
    const room = await roomOf(t, w6.studentToken, w6.math);
    const question = await send(t, w6.studentToken, room, 'Вопрос');
    await send(t, w6.curator.token, room, 'Ответ');
    const page = (await get(t.app, roomUrl(room, 'messages/'), { token: w6.studentToken })).body.results;
    const feedback = page.find((m: { type: string }) => m.type === 'feedback');
    expect(feedback).toMatchObject({ target: 'student', extra: { rating: null } });
    const rate = (rating: unknown, token = w6.studentToken, id = feedback.id as string) =>
      post(t.app, roomUrl(room, `messages/${id}/rating/`), { rating }, { token });

    expectFieldError(await rate(6), 'rating');
    expectFieldError(await rate(0), 'rating');
    expectForbidden(await rate(5, w6.curator.token));
    expectError(await rate(5, w6.studentToken, question.body.id), 404, { code: 'not_found' });
    const stranger = await accessTokenFor(await buildUser(t.db));
    expectError(await rate(5, stranger), 404, { code: 'not_found' });

    const [a, b] = await Promise.all([rate(4), rate(2)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    expect(winner.body).toMatchObject({
      id: feedback.id,
      type: 'feedback',
      extra: { rating: a.status === 200 ? 4 : 2 },
    });
    expectError(await rate(5), 409, { code: 'already_rated' });
  });
});

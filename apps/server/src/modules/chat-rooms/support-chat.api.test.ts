import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { CHAT_EVENTS, CHAT_NAMESPACE } from '@school/contract';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { expectError, expectForbidden, expectNotAuthenticated } from '../../test/expect-error.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { buildChecker } from '../../test/homework-factories.js';
import { buildRoomWorld, roomOf, send } from './room-test-world.js';

const SUPPORT = '/v2/chat/support/';
const SUPPORT_UNREAD = '/v2/chat/support/unread-count/';
const ROOMS = '/v2/chat/rooms/';
const roomUrl = (id: number, rest = '') => `/v2/chat/rooms/${id}/${rest}`;

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

const student = async (firstName = 'Ира') => {
  const user = await buildUser(t.db, { firstName, lastName: 'Ученица' });
  return { user, token: await accessTokenFor(user) };
};
const supportManager = async () => accessTokenFor(await buildUser(t.db, { role: 'SUPPORT_MANAGER' }));
const supportRoom = async (token: string) => {
  const answer = await get(t.app, SUPPORT, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { id: number; kind: string; unread_count: number; name: string; active: boolean };
};
const unread = async (token: string) => (await get(t.app, SUPPORT_UNREAD, { token })).body.count as number;
const listOf = async (token: string) =>
  (await get(t.app, ROOMS, { token, query: { limit: '100' } })).body.results as {
    id: number;
    kind: string;
    unread_count: number;
    student: { id: number } | null;
  }[];

describe('who gets a support room', () => {
  it('gives a student one support room, made on first use, and refuses everyone else', async () => {
    const ira = await student();
    expect(await unread(ira.token)).toBe(0);
    const room = await supportRoom(ira.token);
    expect(room).toMatchObject({
      kind: 'support',
      name: 'Поддержка',
      active: true,
      class_type_id: null,
      expire_at: null,
    });
    expect((await supportRoom(ira.token)).id).toBe(room.id);
    expectNotAuthenticated(await get(t.app, SUPPORT));
    for (const role of ['TUTOR_ROLE', 'MANAGER_CS', 'CURATOR_ROLE', 'SUPPORT_MANAGER'] as const) {
      const token = await accessTokenFor(await buildUser(t.db, { role }));
      expectForbidden(await get(t.app, SUPPORT, { token }));
      expectForbidden(await get(t.app, SUPPORT_UNREAD, { token }));
    }
  });

  it("keeps a student out of another student's support room and curators out of every support room", async () => {
    const ira = await student();
    const room = await supportRoom(ira.token);
    const other = await student('Петя');
    expectError(await get(t.app, roomUrl(room.id), { token: other.token }), 404, { code: 'not_found' });
    expectError(await get(t.app, roomUrl(room.id, 'messages/'), { token: other.token }), 404, { code: 'not_found' });
    expectError(await send(t, other.token, room.id, 'чужой'), 404, { code: 'not_found' });
    expectError(await post(t.app, roomUrl(room.id, 'read/'), {}, { token: other.token }), 404, { code: 'not_found' });
    const head = await buildChecker(t.db, [], 'HEAD_CURATOR');
    expectError(await get(t.app, roomUrl(room.id), { token: head.token }), 404, { code: 'not_found' });
    expectError(await send(t, head.token, room.id, 'я не поддержка'), 404, { code: 'not_found' });
    expect((await listOf(head.token)).some((r) => r.id === room.id)).toBe(false);
  });

  it("keeps the support room out of the student's curator rooms and a support manager out of curator rooms", async () => {
    const w = await buildRoomWorld(t.db);
    const mathRoom = await roomOf(t, w.studentToken, w.math);
    const room = await supportRoom(w.studentToken);
    await send(t, w.studentToken, room.id, 'вопрос в поддержку');
    const mine = await listOf(w.studentToken);
    expect(mine.map((r) => r.kind)).toEqual(['curator', 'curator']);
    expect((await get(t.app, '/v2/chat/rooms/unread-count/', { token: w.studentToken })).body.count).toBe(0);
    const manager = await supportManager();
    expectError(await get(t.app, roomUrl(mathRoom), { token: manager }), 404, { code: 'not_found' });
    expectError(await send(t, manager, mathRoom, 'не моя комната'), 404, { code: 'not_found' });
    const seen = await listOf(manager);
    expect(seen.every((r) => r.kind === 'support')).toBe(true);
    expect(seen.some((r) => r.id === room.id)).toBe(true);
  });
});

describe('a support conversation', () => {
  it('lists unanswered conversations first for support, counts unread on both sides and marks reads', async () => {
    const manager = await supportManager();
    const ira = await student('Ира');
    const petya = await student('Петя');
    const iraRoom = await supportRoom(ira.token);
    const petyaRoom = await supportRoom(petya.token);
    expect((await send(t, petya.token, petyaRoom.id, 'старый вопрос')).status).toBe(201);
    await post(t.app, roomUrl(petyaRoom.id, 'read/'), {}, { token: manager });
    expect((await send(t, manager, petyaRoom.id, 'ответ')).status).toBe(201);
    const question = await send(t, ira.token, iraRoom.id, '  Как оплатить курс?  ');
    expect(question.status).toBe(201);
    expect(question.body).toMatchObject({ type: 'regular', text: 'Как оплатить курс?', sender: { id: ira.user.id } });
    // Petya's room has the newer message, Ira's is unanswered: hers comes first.
    await send(t, manager, petyaRoom.id, 'и ещё ответ, позже');
    const list = await listOf(manager);
    const ours = list.filter((r) => r.id === iraRoom.id || r.id === petyaRoom.id);
    expect(ours.map((r) => [r.id, r.unread_count])).toEqual([
      [iraRoom.id, 1],
      [petyaRoom.id, 0],
    ]);
    expect(ours[0]?.student).toMatchObject({ id: ira.user.id });
    expect(await unread(petya.token)).toBe(2);
    expect(await unread(ira.token)).toBe(0);

    const answer = await send(t, manager, iraRoom.id, 'Картой в корзине.');
    expect(answer.status).toBe(201);
    // No curator system line and no rating request in a support room.
    const page = (await get(t.app, roomUrl(iraRoom.id, 'messages/'), { token: ira.token })).body.results;
    expect(page.map((m: { type: string; text: string }) => `${m.type}:${m.text}`)).toEqual([
      'regular:Картой в корзине.',
      'regular:Как оплатить курс?',
    ]);
    expect(page[1]).toMatchObject({ is_read: true, sender: { role: 'student' } });
    // The answer is support's, not a curator's.
    expect(page[0]).toMatchObject({ sender: { role: 'support' } });
    expect(await unread(ira.token)).toBe(1);
    expect((await supportRoom(ira.token)).unread_count).toBe(1);
    expect((await post(t.app, roomUrl(iraRoom.id, 'read/'), {}, { token: ira.token })).body).toEqual({
      unread_count: 0,
    });
    expect(await unread(ira.token)).toBe(0);
  });

  it('brings the question to every support manager and the answer to the student live, on the /chat socket', async () => {
    const [first, second] = [await supportManager(), await supportManager()];
    const ira = await student();
    const curator = await buildChecker(t.db, []);
    const room = await supportRoom(ira.token);
    const open = async (token: string) => {
      const socket = connect(`${url}${CHAT_NAMESPACE}`, {
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const heard: { room_id: number; message: { text: string } }[] = [];
      socket.on(CHAT_EVENTS.roomMessage, (payload: (typeof heard)[number]) => heard.push(payload));
      return heard;
    };
    const [toStudent, toFirst, toSecond, toCurator] = await Promise.all([
      open(ira.token),
      open(first),
      open(second),
      open(curator.token),
    ]);
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    await send(t, ira.token, room.id, 'Помогите!');
    await until(() => toFirst.length > 0 && toSecond.length > 0);
    expect(toFirst[0]).toMatchObject({ room_id: room.id, message: { text: 'Помогите!' } });
    expect(toSecond).toHaveLength(1);
    await send(t, second, room.id, 'Уже помогаем.');
    await until(() => toStudent.length > 1);
    expect(toStudent.map((event) => event.message.text)).toEqual(['Помогите!', 'Уже помогаем.']);
    expect(toCurator).toHaveLength(0);
  });
});

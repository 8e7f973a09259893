import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { CHAT_EVENTS, CHAT_NAMESPACE } from '@school/contract';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { buildChecker } from '../../test/homework-factories.js';
import { buildRoomWorld, roomOf, send, type RoomWorld } from './room-test-world.js';

let t: TestApp;
let url: string;
let w: RoomWorld;
const sockets: Socket[] = [];

async function open(token: string): Promise<Socket> {
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
  return socket;
}

/** Every payload of `event` the socket hears from now on. */
function collect(socket: Socket, event: string) {
  const heard: unknown[] = [];
  socket.on(event, (payload: unknown) => heard.push(payload));
  return heard;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

beforeAll(async () => {
  t = await createTestApp();
  w = await buildRoomWorld(t.db);
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

describe('curator rooms in real time', () => {
  it("brings a student's question to the subject's curators only, and the answer back to the student", async () => {
    const room = await roomOf(t, w.studentToken, w.math);
    const otherSubject = await buildChecker(t.db, [w.physics.classTypeId]);
    const [student, curator, stranger] = await Promise.all([
      open(w.studentToken),
      open(w.curator.token),
      open(otherSubject.token),
    ]);
    const toCurator = collect(curator, CHAT_EVENTS.roomMessage);
    const toStranger = collect(stranger, CHAT_EVENTS.roomMessage);
    const toStudent = collect(student, CHAT_EVENTS.roomMessage);

    const question = await send(t, w.studentToken, room, 'Что такое производная?');
    await until(() => toCurator.length > 0);
    expect(toCurator).toEqual([
      {
        room_id: room,
        message: expect.objectContaining({ id: question.body.id, type: 'regular', text: 'Что такое производная?' }),
      },
    ]);

    await send(t, w.curator.token, room, 'Скорость изменения функции.');
    await until(() => toStudent.length >= 4);
    const kinds = toStudent.map((event) => (event as { message: { type: string } }).message.type);
    // Their own question (other tabs), the curator joining, the answer, the rating request.
    expect(kinds).toEqual(['regular', 'system', 'regular', 'feedback']);
    // The curator hears the answer (other tabs) but not what is meant for the student alone.
    await until(() => toCurator.length >= 2);
    expect(toCurator.map((event) => (event as { message: { type: string } }).message.type)).toEqual([
      'regular',
      'regular',
    ]);
    expect(toStranger).toEqual([]);
  });

  it("tells the reader's other tabs that the room is read", async () => {
    const room = await roomOf(t, w.studentToken, w.math);
    const tab = await open(w.studentToken);
    const reads = collect(tab, CHAT_EVENTS.roomRead);
    await post(t.app, `/v2/chat/rooms/${room}/read/`, {}, { token: w.studentToken });
    await until(() => reads.length > 0);
    expect(reads).toEqual([{ room_id: room, unread_count: 0 }]);
  });
});

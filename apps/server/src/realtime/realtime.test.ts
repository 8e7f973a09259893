import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { CHAT_ERROR_CODES, CHAT_EVENTS, CHAT_NAMESPACE } from '@school/contract';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { accessTokenFor, buildUser, expiredAccessToken, type TestUser } from '../test/factories.js';

let t: TestApp;
let url: string;
let student: TestUser;
const sockets: Socket[] = [];

function open(token: string): Socket {
  const socket = connect(`${url}${CHAT_NAMESPACE}`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

const connectError = (socket: Socket) =>
  new Promise<{ data?: { code: number } }>((resolve) => socket.once('connect_error', resolve));

beforeAll(async () => {
  t = await createTestApp();
  student = await buildUser(t.db);
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

describe('realtime engine', () => {
  it('takes a socket with a valid access token and lets it refresh the token in place', async () => {
    const socket = open(await accessTokenFor(student));
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const fresh = await accessTokenFor(student);
    await expect(socket.emitWithAck(CHAT_EVENTS.refresh, { token: fresh })).resolves.toEqual({ ok: true });
    const stranger = await accessTokenFor({ id: student.id + 1000, role: 'STUDENT_ROLE' });
    const refused = (await socket.emitWithAck(CHAT_EVENTS.refresh, { token: stranger })) as { error: { code: number } };
    expect(refused.error.code).toBe(CHAT_ERROR_CODES.unauthorized);
  });

  it('refuses a forged token as unauthorized and an expired one as temporary', async () => {
    const forged = await connectError(open('not.a.token'));
    expect(forged.data?.code).toBe(CHAT_ERROR_CODES.unauthorized);
    const expired = await connectError(open(await expiredAccessToken(student)));
    expect(expired.data).toMatchObject({ code: CHAT_ERROR_CODES.tokenExpired, temporary: true });
  });
});

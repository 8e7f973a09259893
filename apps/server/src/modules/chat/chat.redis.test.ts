import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { connectRedis, TEST_REDIS_URL } from '../../test/redis.js';
import {
  ChatClients,
  buildChatWorld,
  nextEvent,
  post,
  postedMessage,
  subscribe,
  type ChatWorld,
} from '../../test/chat-factories.js';

const redis = await connectRedis();
redis?.disconnect();

/**
 * Two server processes of one deployment: one database, one Redis channel, two HTTP servers.
 * A message posted on one reaches a listener on the other (issue 11: "test that with two processes").
 */
describe.skipIf(!redis)('the lesson chat across two server processes (Redis adapter)', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let w: ChatWorld;
  let one: ChatClients;
  let two: ChatClients;

  beforeAll(async () => {
    // A channel of this run only: parallel test files and other checkouts on the same Redis never meet.
    first = await createTestApp({
      REDIS_URL: TEST_REDIS_URL,
      REALTIME_CHANNEL: `chat-test-${randomBytes(6).toString('hex')}`,
    });
    second = await buildApp(first.config, first.database);
    w = await buildChatWorld(first.db);
    one = new ChatClients(await first.app.listen({ port: 0, host: '127.0.0.1' }));
    two = new ChatClients(await second.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    one?.closeAll();
    two?.closeAll();
    await second?.close();
    await first?.close();
  });

  it('delivers a message posted on one process to a listener on the other, and moderation too', async () => {
    const sender = await one.open(w.student.token);
    const listener = await two.open(w.student2.token);
    const staff = await two.open(w.moderator.token);
    for (const socket of [sender, listener, staff])
      expect(await subscribe(socket, w.lesson.id)).toMatchObject({ ok: true });
    const heard = nextEvent(listener, 'stream_post', 5000);
    const message = postedMessage(await post(sender, w.lesson.id, 'Привет из первого процесса'));
    expect((await heard).data.messages[0]).toMatchObject({ id: message.id, message: 'Привет из первого процесса' });

    const hidden = nextEvent(listener, 'update_messages');
    const staffHears = nextEvent(staff, 'update_messages');
    const res = await first.app.inject({
      method: 'PATCH',
      url: `/api/v2/chat/messages/${message.id}/`,
      headers: { authorization: `Bearer ${w.moderator.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ is_hidden: true }),
    });
    expect(res.statusCode).toBe(200);
    expect((await hidden).data.messages[0]).toMatchObject({ id: message.id, is_hidden: true, message: '' });
    expect((await staffHears).data.messages[0]).toMatchObject({
      id: message.id,
      message: 'Привет из первого процесса',
    });
  });

  it('keeps the spam window across processes: the last message is read from the database', async () => {
    const a = await one.open(w.student.token);
    const b = await two.open(w.student.token);
    await subscribe(a, w.lesson.id);
    await subscribe(b, w.lesson.id);
    postedMessage(await post(a, w.lesson.id, 'Одно и то же'));
    expect((await post(b, w.lesson.id, 'одно и то же')).error.reason).toBe(
      'you_cant_send_spam_and_flood_see_chat_rules',
    );
  });
});

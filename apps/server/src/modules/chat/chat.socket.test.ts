import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHAT_ERROR_CODES, CHAT_EVENTS, CHAT_RULE_ERRORS } from '@school/contract';
import { buildLesson, buildCourse } from '../../test/course-factories.js';
import {
  ask,
  nextEvent,
  post,
  postedMessage,
  recordEvents,
  subscribe,
  listenChatWorld,
} from '../../test/chat-factories.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { insertAttachment } from './chat-attachments.repo.js';

const bed = listenChatWorld();

describe('subscribe', () => {
  it('lets a student of the lesson, a chat moderator and the subject curator in, with the room rules', async () => {
    const ack = await subscribe(await bed.clients.open(bed.w.student.token), bed.w.lesson.id);
    expect(ack).toMatchObject({
      ok: true,
      is_moderator: false,
      banned_until: null,
      settings: { lessonId: bed.w.lesson.id },
    });
    expect(await subscribe(await bed.clients.open(bed.w.moderator.token), bed.w.lesson.id)).toMatchObject({
      ok: true,
      is_moderator: true,
    });
    expect(await subscribe(await bed.clients.open(bed.w.curator.token), bed.w.lesson.id)).toMatchObject({
      ok: true,
      is_moderator: true,
    });
  });

  it('refuses a student without access, a curator of another subject and an unknown lesson', async () => {
    const stranger = await subscribe(await bed.clients.open(bed.w.stranger.token), bed.w.lesson.id);
    expect(stranger.error.code).toBe(CHAT_ERROR_CODES.permissionDenied);
    const otherCurator = await buildUser(bed.t.db, { role: 'CURATOR_ROLE' });
    const curatorAck = await subscribe(await bed.clients.open(await accessTokenFor(otherCurator)), bed.w.lesson.id);
    expect(curatorAck.error.code).toBe(CHAT_ERROR_CODES.permissionDenied);
    const tutor = await buildUser(bed.t.db, { role: 'TUTOR_ROLE' });
    expect((await subscribe(await bed.clients.open(await accessTokenFor(tutor)), bed.w.lesson.id)).error.code).toBe(
      CHAT_ERROR_CODES.permissionDenied,
    );
    const unknown = await subscribe(await bed.clients.open(bed.w.student.token), 999_999);
    expect(unknown.error.code).toBe(CHAT_ERROR_CODES.unknownChannel);
  });

  it('refuses a forged token at the door', async () => {
    await expect(bed.clients.open('forged.token.here')).rejects.toMatchObject({
      data: { code: CHAT_ERROR_CODES.unauthorized },
    });
  });

  it('answers a malformed subscribe with 107 and keeps the socket', async () => {
    const socket = await bed.clients.open(bed.w.student.token);
    expect((await socket.emitWithAck(CHAT_EVENTS.subscribe, 'nonsense')).error.code).toBe(CHAT_ERROR_CODES.badRequest);
    expect((await socket.emitWithAck(CHAT_EVENTS.subscribe, { lesson_id: -4 })).error.code).toBe(
      CHAT_ERROR_CODES.badRequest,
    );
    expect(await subscribe(socket, bed.w.lesson.id)).toMatchObject({ ok: true });
  });
});

describe('stream_post and stream_get', () => {
  it('stores a message, answers it to the sender and broadcasts it to the room', async () => {
    const sender = await bed.clients.open(bed.w.student.token);
    const listener = await bed.clients.open(bed.w.student2.token);
    await subscribe(sender, bed.w.lesson.id);
    await subscribe(listener, bed.w.lesson.id);
    const heard = nextEvent(listener, 'stream_post');
    const answer = await post(sender, bed.w.lesson.id, 'Всем привет!');
    const message = postedMessage(answer);
    expect(answer.request_id).toBeTruthy();
    expect(message).toMatchObject({
      lesson_id: bed.w.lesson.id,
      message: 'Всем привет!',
      is_hidden: false,
      sender: { id: bed.w.student.user.id, first_name: 'Аня', last_name: 'Петрова', role: 'student' },
    });
    expect(message.video_offset).toBeGreaterThanOrEqual(590);
    expect((await heard).data.messages[0].id).toBe(message.id);
    const page = await ask(listener, bed.w.lesson.id, 'stream_get', { filters: { limit: 20 } });
    expect(page.data.messages.map((m: { id: number }) => m.id)).toContain(message.id);
  });

  it('pages older messages by is_older and timestamp, newest first', async () => {
    const lesson = await buildLesson(bed.t.db, bed.w.course, { minutesFromNow: -5 });
    const socket = await bed.clients.open(bed.w.moderator.token);
    await subscribe(socket, lesson.id);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(postedMessage(await post(socket, lesson.id, `Сообщение ${i}`)).id);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const first = await ask(socket, lesson.id, 'stream_get', { filters: { limit: 2 } });
    expect(first.data.messages.map((m: { id: number }) => m.id)).toEqual([ids[4], ids[3]]);
    const oldest = first.data.messages[1].created_at;
    const older = await ask(socket, lesson.id, 'stream_get', {
      filters: { limit: 2, is_older: true, timestamp: oldest },
    });
    expect(older.data.messages.map((m: { id: number }) => m.id)).toEqual([ids[2], ids[1]]);
  });

  it('refuses spam and bad words with the spec texts, and calms capitals', async () => {
    const socket = await bed.clients.open(bed.w.student2.token);
    await subscribe(socket, bed.w.lesson.id);
    expect(postedMessage(await post(socket, bed.w.lesson.id, 'Какой хороший урок')).message).toBe('Какой хороший урок');
    const spam = await post(socket, bed.w.lesson.id, 'какой ХОРОШИЙ урок');
    expect(spam.error).toEqual({ code: 107, message: CHAT_RULE_ERRORS.spam, reason: CHAT_RULE_ERRORS.spam });
    const bad = await post(socket, bed.w.lesson.id, 'ну и хрень');
    expect(bad.error).toMatchObject({ code: 107, reason: CHAT_RULE_ERRORS.badWords });
    expect(postedMessage(await post(socket, bed.w.lesson.id, 'хренов пример')).message).toBe('хренов пример');
    expect(postedMessage(await post(socket, bed.w.lesson.id, 'СПАСИБО за урок')).message).toBe('спасибо за урок');
  });

  it('lets the moderator skip the checks', async () => {
    const socket = await bed.clients.open(bed.w.moderator.token);
    await subscribe(socket, bed.w.lesson.id);
    expect(postedMessage(await post(socket, bed.w.lesson.id, 'ВНИМАНИЕ: не пишите хрень')).message).toBe(
      'ВНИМАНИЕ: не пишите хрень',
    );
    expect(postedMessage(await post(socket, bed.w.lesson.id, 'ВНИМАНИЕ: не пишите хрень')).is_hidden).toBe(false);
  });

  it('refuses empty, too long and non-string messages with 107', async () => {
    const socket = await bed.clients.open(bed.w.student.token);
    await subscribe(socket, bed.w.lesson.id);
    expect((await post(socket, bed.w.lesson.id, '   ')).error).toMatchObject({ code: 107, reason: 'empty' });
    expect((await post(socket, bed.w.lesson.id, 'а'.repeat(1001))).error).toMatchObject({
      code: 107,
      reason: 'too_long',
    });
    expect((await post(socket, bed.w.lesson.id, 42)).error).toMatchObject({
      code: 107,
      message: CHAT_RULE_ERRORS.notString,
    });
  });
});

describe('attachments and unsubscribe', () => {
  const upload = (ownerId: number) =>
    insertAttachment(bed.t.db, {
      uuid: randomUUID(),
      ownerId,
      storageKey: 'chat/x.png',
      url: '/uploads/chat/x.png',
      name: 'схема.png',
      mimeType: 'image/png',
      size: 120,
      width: 3,
      height: 2,
    });

  it('takes the sender’s own unused uploads once, with or without text', async () => {
    const socket = await bed.clients.open(bed.w.student.token);
    await subscribe(socket, bed.w.lesson.id);
    const mine = await upload(bed.w.student.user.id);
    const theirs = await upload(bed.w.student2.user.id);
    const posted = postedMessage(await post(socket, bed.w.lesson.id, '', { attachments: [mine.uuid] }));
    expect(posted.attachments).toEqual([
      {
        uuid: mine.uuid,
        url: '/uploads/chat/x.png',
        name: 'схема.png',
        mime_type: 'image/png',
        size: 120,
        width: 3,
        height: 2,
      },
    ]);
    expect((await post(socket, bed.w.lesson.id, 'Ещё раз', { attachments: [mine.uuid] })).error.code).toBe(107);
    expect((await post(socket, bed.w.lesson.id, 'Чужое', { attachments: [theirs.uuid] })).error.code).toBe(107);
    expect((await post(socket, bed.w.lesson.id, 'Нет такого', { attachments: [randomUUID()] })).error.code).toBe(107);
  });

  it('after unsubscribe the socket hears nothing of the room and may not ask', async () => {
    const leaver = await bed.clients.open(bed.w.student2.token);
    const sender = await bed.clients.open(bed.w.student.token);
    await subscribe(leaver, bed.w.lesson.id);
    await subscribe(sender, bed.w.lesson.id);
    expect(await leaver.emitWithAck(CHAT_EVENTS.unsubscribe, { lesson_id: bed.w.lesson.id })).toEqual({ ok: true });
    const events = recordEvents(leaver);
    const stayer = await bed.clients.open(bed.w.moderator.token);
    await subscribe(stayer, bed.w.lesson.id);
    const heard = nextEvent(stayer, 'stream_post');
    postedMessage(await post(sender, bed.w.lesson.id, 'Кто остался?'));
    await heard;
    // The answer comes after anything the server wrote before it on this socket: a round trip first.
    const refused = await ask(leaver, bed.w.lesson.id, 'stream_get', { filters: {} });
    expect(refused.error.code).toBe(CHAT_ERROR_CODES.permissionDenied);
    expect(events).toEqual([]);
  });
});

describe('requests', () => {
  it('refuses a lesson the socket is not subscribed to, another lesson room included', async () => {
    const other = await buildLesson(bed.t.db, await buildCourse(bed.t.db), { minutesFromNow: -5 });
    const socket = await bed.clients.open(bed.w.student.token);
    await subscribe(socket, bed.w.lesson.id);
    expect((await subscribe(socket, other.id)).error.code).toBe(CHAT_ERROR_CODES.permissionDenied);
    const answer = await post(socket, other.id, 'Привет');
    expect(answer.error.code).toBe(CHAT_ERROR_CODES.permissionDenied);
    expect(answer.lesson_id).toBe(other.id);
  });

  it('answers an unknown action with 104 and malformed payloads with 107, without dropping the socket', async () => {
    const socket = await bed.clients.open(bed.w.student.token);
    await subscribe(socket, bed.w.lesson.id);
    expect((await ask(socket, bed.w.lesson.id, 'ban_user', {})).error).toEqual({
      code: CHAT_ERROR_CODES.methodNotFound,
      message: 'Event ban_user not supported',
    });
    expect((await socket.emitWithAck(CHAT_EVENTS.chat, null)).error.code).toBe(CHAT_ERROR_CODES.badRequest);
    expect((await ask(socket, bed.w.lesson.id, 'stream_get', { filters: { limit: 'ten' } })).error.code).toBe(107);
    expect((await ask(socket, bed.w.lesson.id, 'stream_post', { message: 'flat' })).error.code).toBe(107);
    expect(
      (await ask(socket, bed.w.lesson.id, 'stream_post', { message: { message: 'x', attachments: ['nope'] } })).error
        .code,
    ).toBe(107);
    expect(socket.connected).toBe(true);
    expect((await ask(socket, bed.w.lesson.id, 'stream_get', { filters: {} })).data.messages).toBeInstanceOf(Array);
  });

  it('answers as a chat event when the client sends no acknowledgement', async () => {
    const socket = await bed.clients.open(bed.w.student.token);
    await subscribe(socket, bed.w.lesson.id);
    const events = recordEvents(socket);
    socket.emit(CHAT_EVENTS.chat, {
      lesson_id: bed.w.lesson.id,
      action: 'stream_get',
      data: { filters: { limit: 1 } },
      request_id: 'r-1',
    });
    await expect.poll(() => events.find((event) => event.request_id === 'r-1')?.action).toBe('stream_get');
  });

  it('tells a flooding socket to slow down', async () => {
    const socket = await bed.clients.open(bed.w.student.token);
    await subscribe(socket, bed.w.lesson.id);
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => ask(socket, bed.w.lesson.id, 'stream_get', { filters: { limit: 1 } })),
    );
    expect(answers.filter((answer) => answer.error?.code === CHAT_ERROR_CODES.tooManyRequests).length).toBeGreaterThan(
      0,
    );
  });
});

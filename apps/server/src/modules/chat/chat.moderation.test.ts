import { beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { CHAT_ERROR_CODES } from '@school/contract';
import { api } from '../../test/test-app.js';
import { buildLesson } from '../../test/course-factories.js';
import {
  ask,
  nextEvent,
  post,
  postedMessage,
  recordEvents,
  subscribe,
  listenChatWorld,
} from '../../test/chat-factories.js';
import type { LessonRow } from '../lessons/lessons.service.js';

const bed = listenChatWorld();
let lesson: LessonRow;
let student: Socket;
let student2: Socket;
let moderator: Socket;

// Each test has a lesson of its own: its messages, bans and settings start empty.
beforeEach(async () => {
  lesson = await buildLesson(bed.t.db, bed.w.course, { minutesFromNow: -20 });
  [student, student2, moderator] = await Promise.all([
    bed.clients.open(bed.w.student.token),
    bed.clients.open(bed.w.student2.token),
    bed.clients.open(bed.w.moderator.token),
  ]);
  for (const socket of [student, student2, moderator])
    expect(await subscribe(socket, lesson.id)).toMatchObject({ ok: true });
});

const ids = (answer: { data: { messages: { id: number }[] } }) => answer.data.messages.map((m) => m.id);
const page = (socket: Socket) => ask(socket, lesson.id, 'stream_get', { filters: { limit: 50 } });
const asModerator = (method: 'PATCH' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  api(bed.t.app, method, path, { token: bed.w.moderator.token, body });

describe('hiding', () => {
  it('takes a hidden message away from students and keeps it, marked, for staff', async () => {
    const posted = postedMessage(await post(student, lesson.id, 'Сообщение для скрытия'));
    const studentHears = nextEvent(student2, 'update_messages');
    const staffHears = nextEvent(moderator, 'update_messages');
    const res = await asModerator('PATCH', `/v2/chat/messages/${posted.id}/`, { is_hidden: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: posted.id, is_hidden: true });
    const forStudent = (await studentHears).data.messages[0];
    expect(forStudent).toMatchObject({ id: posted.id, is_hidden: true, message: '' });
    expect((await staffHears).data.messages[0]).toMatchObject({
      id: posted.id,
      is_hidden: true,
      message: 'Сообщение для скрытия',
    });
    expect(ids(await page(student2))).not.toContain(posted.id);
    expect(ids(await page(moderator))).toContain(posted.id);

    const shown = nextEvent(student2, 'update_messages');
    await asModerator('PATCH', `/v2/chat/messages/${posted.id}/`, { is_hidden: false });
    expect((await shown).data.messages[0]).toMatchObject({
      id: posted.id,
      is_hidden: false,
      message: 'Сообщение для скрытия',
    });
    expect(ids(await page(student2))).toContain(posted.id);
  });

  it('hides and shows all of one user’s messages', async () => {
    const first = postedMessage(await post(student, lesson.id, 'Первое'));
    const second = postedMessage(await post(student, lesson.id, 'Второе'));
    const other = postedMessage(await post(student2, lesson.id, 'Чужое'));
    const heard = nextEvent(student2, 'hide_user_messages');
    const res = await asModerator(
      'POST',
      `/v2/chat/lessons/${lesson.id}/users/${bed.w.student.user.id}/messages-visibility/`,
      {
        is_hidden: true,
      },
    );
    expect(res.body).toEqual({ count: 2 });
    const event = await heard;
    expect(event.data.user_id).toBe(bed.w.student.user.id);
    expect(event.data.messages.map((m: { id: number }) => m.id).sort()).toEqual([first.id, second.id].sort());
    expect(ids(await page(student2))).toEqual([other.id]);
    const shown = nextEvent(student2, 'show_user_messages');
    await asModerator('POST', `/v2/chat/lessons/${lesson.id}/users/${bed.w.student.user.id}/messages-visibility/`, {
      is_hidden: false,
    });
    expect((await shown).data.messages).toHaveLength(2);
    expect(ids(await page(student2))).toHaveLength(3);
  });

  it('never sends students a hidden message, not even quoted in a reply', async () => {
    const target = postedMessage(await post(student, lesson.id, 'Секрет'));
    const reply = postedMessage(await post(moderator, lesson.id, 'Ответ', { reply_to: target.id }));
    expect(reply.reply_to).toMatchObject({ id: target.id, message: 'Секрет', sender_name: 'Аня П.' });
    await asModerator('PATCH', `/v2/chat/messages/${target.id}/`, { is_hidden: true });
    const [seen] = (await page(student2)).data.messages;
    expect(seen).toMatchObject({ id: reply.id, reply_to: { id: target.id, message: '' } });
    expect((await post(student2, lesson.id, 'И я отвечу', { reply_to: target.id })).error.code).toBe(107);
  });
});

describe('bans', () => {
  it('refuses a banned student’s posts and tells the room with a system message', async () => {
    const heard = nextEvent(student2, 'ban_user');
    const res = await asModerator('POST', `/v2/chat/lessons/${lesson.id}/bans/`, {
      user_id: bed.w.student.user.id,
      minutes: 30,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ lesson_id: lesson.id, user: { id: bed.w.student.user.id, name: 'Аня Петрова' } });
    const event = await heard;
    expect(event.data).toMatchObject({
      user_id: bed.w.student.user.id,
      message: { is_moderation: true, sender: null },
    });
    expect(event.data.message.message).toMatch(/^Модератор запретил Аня П\. писать в чат на 30 минут$/);
    expect(event.data.until - Date.now()).toBeGreaterThan(29 * 60_000);
    const refused = await post(student, lesson.id, 'Можно мне?');
    expect(refused.error).toMatchObject({ code: CHAT_ERROR_CODES.permissionDenied, reason: 'banned' });
    expect(postedMessage(await post(student2, lesson.id, 'А мне можно')).message).toBe('А мне можно');
    const again = await bed.clients.open(bed.w.student.token);
    expect((await subscribe(again, lesson.id)).banned_until).toBe(event.data.until);

    const lifted = nextEvent(student, 'ban_user');
    expect((await asModerator('DELETE', `/v2/chat/lessons/${lesson.id}/bans/${bed.w.student.user.id}/`)).status).toBe(
      200,
    );
    expect((await lifted).data.until).toBeLessThanOrEqual(Date.now());
    expect(postedMessage(await post(student, lesson.id, 'Спасибо!')).message).toBe('Спасибо!');
  });

  it('hides the banned student’s messages when asked', async () => {
    const posted = postedMessage(await post(student, lesson.id, 'Плохое сообщение'));
    const hidden = nextEvent(student2, 'hide_user_messages');
    await asModerator('POST', `/v2/chat/lessons/${lesson.id}/bans/`, {
      user_id: bed.w.student.user.id,
      minutes: null,
      hide_messages: true,
    });
    expect((await hidden).data.messages[0]).toMatchObject({ id: posted.id, is_hidden: true, message: '' });
    expect(ids(await page(student2))).not.toContain(posted.id);
  });
});

describe('settings', () => {
  it('slow mode lets a student write once per N seconds, announced in Russian; staff are not slowed', async () => {
    const heard = nextEvent(student, 'settings');
    const res = await asModerator('PATCH', `/v2/chat/lessons/${lesson.id}/settings/`, { slow_mode_seconds: 30 });
    expect(res.body).toMatchObject({ lesson_id: lesson.id, slow_mode_seconds: 30, is_closed: false });
    const event = await heard;
    expect(event.data.settings.slowModeSeconds).toBe(30);
    expect(event.data.message.message).toBe('Модератор включил медленный режим: одно сообщение в 30 секунд');
    expect(postedMessage(await post(student, lesson.id, 'Первое')).message).toBe('Первое');
    const slowed = await post(student, lesson.id, 'Второе');
    expect(slowed.error).toMatchObject({ code: CHAT_ERROR_CODES.tooManyRequests, reason: 'slow_mode' });
    expect(slowed.error.message).toMatch(/через (29|30) с\.$/);
    postedMessage(await post(moderator, lesson.id, 'Раз'));
    postedMessage(await post(moderator, lesson.id, 'Два'));
    const off = nextEvent(student, 'settings');
    await asModerator('PATCH', `/v2/chat/lessons/${lesson.id}/settings/`, { slow_mode_seconds: 0 });
    expect((await off).data.message.message).toBe('Модератор выключил медленный режим');
    expect(postedMessage(await post(student, lesson.id, 'Второе')).message).toBe('Второе');
  });

  it('holds under concurrency: five tabs posting at once in slow mode get one message through', async () => {
    await asModerator('PATCH', `/v2/chat/lessons/${lesson.id}/settings/`, { slow_mode_seconds: 60 });
    const tabs = await Promise.all(Array.from({ length: 5 }, () => bed.clients.open(bed.w.student.token)));
    for (const tab of tabs) await subscribe(tab, lesson.id);
    const answers = await Promise.all(tabs.map((tab, i) => post(tab, lesson.id, `Из вкладки ${i}`)));
    expect(answers.filter((answer) => answer.error === undefined)).toHaveLength(1);
    expect(answers.filter((answer) => answer.error?.reason === 'slow_mode')).toHaveLength(4);
  });

  it('a paused chat takes only the staff’s messages', async () => {
    const events = recordEvents(student2);
    await asModerator('PATCH', `/v2/chat/lessons/${lesson.id}/settings/`, { is_closed: true });
    const closed = await post(student, lesson.id, 'Алло');
    expect(closed.error).toMatchObject({ code: CHAT_ERROR_CODES.permissionDenied, reason: 'chat_closed' });
    expect(postedMessage(await post(moderator, lesson.id, 'Перерыв пять минут')).message).toBe('Перерыв пять минут');
    await asModerator('PATCH', `/v2/chat/lessons/${lesson.id}/settings/`, { is_closed: false });
    expect(postedMessage(await post(student, lesson.id, 'Алло')).message).toBe('Алло');
    await expect
      .poll(() =>
        events
          .filter((e) => e.action === 'settings')
          .map((e) => (e.data as { message: { message: string } }).message.message),
      )
      .toEqual(['Модератор поставил чат на паузу', 'Модератор снова открыл чат']);
  });
});

describe('history', () => {
  it('gives the chat oldest first in chunks until chase reaches total_chase, without hidden ones for students', async () => {
    const posted: number[] = [];
    for (let i = 1; i <= 5; i += 1) posted.push(postedMessage(await post(moderator, lesson.id, `Реплика ${i}`)).id);
    await asModerator('PATCH', `/v2/chat/messages/${posted[1]}/`, { is_hidden: true });
    const first = await ask(student, lesson.id, 'history', { filters: { limit: 3, chase: 0 } });
    expect(first.data).toMatchObject({ chase: 3, total_chase: 4 });
    const second = await ask(student, lesson.id, 'history', { filters: { limit: 3, chase: first.data.chase } });
    expect(second.data).toMatchObject({ chase: 4, total_chase: 4 });
    expect([...ids(first), ...ids(second)]).toEqual([posted[0], posted[2], posted[3], posted[4]]);
    expect(first.data.messages[0].video_offset).toBeGreaterThanOrEqual(20 * 60 - 5);
    const staff = await ask(moderator, lesson.id, 'history', { filters: {} });
    expect(staff.data).toMatchObject({ chase: 5, total_chase: 5 });
  });
});

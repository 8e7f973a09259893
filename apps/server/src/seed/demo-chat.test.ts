import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banWordLists, findBannedWord } from '@school/contract';
import { createTestApp, get, type TestApp } from '../test/test-app.js';
import { accessTokenFor } from '../test/factories.js';
import { ChatClients, ask, subscribe } from '../test/chat-factories.js';
import { lessons } from '../db/schema.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { seedDemoUsers } from './seed.js';
import { DEMO_BAN_WORDS, DEMO_HIDDEN_LINE } from './demo-chat-data.js';
import { DEMO_LIVE_LESSON_TITLE, recordedLesson } from './demo-chat.js';
import { SAMPLE_VIDEO_LENGTH } from './demo-courses-data.js';

let t: TestApp;
let clients: ChatClients;
let studentToken: string;
let moderatorToken: string;

async function tokenOf(email: string) {
  const user = await findUserByEmail(t.db, email);
  return accessTokenFor({ id: user!.id, role: user!.role as 'STUDENT_ROLE' });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  // Twice: the demo seed runs at every start.
  await seedDemoUsers(t.db);
  studentToken = await tokenOf('student@example.com');
  moderatorToken = await tokenOf('moderator@example.com');
  clients = new ChatClients(await t.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  clients?.closeAll();
  await t?.close();
});

/** The live webinar by its title: "today" on the student's clock would miss it just after midnight. */
async function lessonIds() {
  const [live] = await t.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.title, DEMO_LIVE_LESSON_TITLE));
  return { live: live!.id };
}

describe('demo chat', () => {
  it('has a realistic profanity list whose whitelist lets innocent words through', async () => {
    const page = await get(t.app, '/messages/ban-words/', { token: studentToken, query: { limit: '100' } });
    expect(page.body.count).toBe(DEMO_BAN_WORDS.length);
    const lists = banWordLists(page.body.results);
    expect(findBannedWord('Колебания маятника и употреблять формулы', lists)).toBeNull();
    expect(findBannedWord('страхуй друга, команда', lists)).toBeNull();
    expect(findBannedWord('ну ты сука', lists)).toBe('сука');
    expect(findBannedWord('БЛЯ', lists)).toBe('бля');
  });

  it('the live webinar has its chat so far, without the hidden line for students', async () => {
    const { live } = await lessonIds();
    const student = await clients.open(studentToken);
    expect(await subscribe(student, live)).toMatchObject({ ok: true });
    const history = await ask(student, live, 'history', { filters: {} });
    expect(history.data.total_chase).toBe(59);
    const texts = history.data.messages.map((m: { message: string }) => m.message);
    expect(texts).not.toContain(DEMO_HIDDEN_LINE);
    expect(history.data.messages.at(-1).created_at).toBeLessThan(Date.now());
    expect(
      new Set(history.data.messages.map((m: { sender: { id: number } | null }) => m.sender?.id)).size,
    ).toBeGreaterThanOrEqual(5);
    expect(history.data.messages.some((m: { reply_to: unknown }) => m.reply_to !== null)).toBe(true);
    const moderator = await clients.open(moderatorToken);
    await subscribe(moderator, live);
    const staff = await ask(moderator, live, 'history', { filters: {} });
    expect(
      staff.data.messages.filter((m: { is_hidden: boolean }) => m.is_hidden).map((m: { message: string }) => m.message),
    ).toEqual([DEMO_HIDDEN_LINE]);
  });

  it('a recorded lesson of student@ replays 90 messages over its recording, with a moderation notice', async () => {
    const [live] = await t.db.select().from(lessons).where(eq(lessons.title, DEMO_LIVE_LESSON_TITLE));
    const student = await findUserByEmail(t.db, 'student@example.com');
    const recorded = await recordedLesson(t.db, live!, student!.id, new Date());
    const socket = await clients.open(studentToken);
    expect(await subscribe(socket, recorded!.id)).toMatchObject({ ok: true });
    const history = await ask(socket, recorded!.id, 'history', { filters: {} });
    const found = {
      total: history.data.total_chase,
      offsets: history.data.messages.map((m: { video_offset: number }) => m.video_offset),
      notice: history.data.messages.some((m: { is_moderation: boolean }) => m.is_moderation),
    };
    expect(found.total).toBe(89);
    expect(found.notice).toBe(true);
    expect(Math.max(...found.offsets)).toBeLessThanOrEqual(SAMPLE_VIDEO_LENGTH);
    expect(found.offsets).toEqual([...found.offsets].sort((a, b) => a - b));
  });
});

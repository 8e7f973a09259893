import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, type TestApp } from '../test/test-app.js';
import { accessTokenFor } from '../test/factories.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { seedDemoUsers } from './seed.js';
import { DEMO_HIDDEN_LINE } from './demo-chat-data.js';
import { DEMO_LIVE_LESSON_TITLE } from './demo-chat.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  // Twice: the demo seed runs at every start.
  await seedDemoUsers(t.db);
  await seedDemoUsers(t.db);
  const moderator = await findUserByEmail(t.db, 'moderator@example.com');
  token = await accessTokenFor({ id: moderator!.id, role: 'CHAT_MODERATOR' });
});
afterAll(() => t?.close());

describe('demo chat reports (issue 11)', () => {
  it("fill the moderator's queue: two reported lines of the live webinar, one by both demo students, and a closed one", async () => {
    const open = await get(t.app, '/v2/chat/reports/', { token, query: { status: 'OPEN' } });
    expect(open.status).toBe(200);
    type Row = { message_id: number; reports: number };
    const rows: Row[] = open.body.results;
    expect(open.body.count).toBe(3);
    expect(new Set(rows.map((row) => row.message_id)).size).toBe(2);
    expect(rows.map((row) => row.reports).sort()).toEqual([1, 2, 2]);
    expect(new Set(open.body.results.map((report: { lesson_title: string }) => report.lesson_title))).toEqual(
      new Set([DEMO_LIVE_LESSON_TITLE]),
    );
    const hidden = await get(t.app, '/v2/chat/reports/', { token, query: { status: 'HIDDEN' } });
    expect(hidden.body.results.map((report: { message_text: string }) => report.message_text)).toEqual([
      DEMO_HIDDEN_LINE,
    ]);
    const lessons = await get(t.app, '/v2/chat/moderation/lessons/', { token });
    const live = lessons.body.find((lesson: { title: string }) => lesson.title === DEMO_LIVE_LESSON_TITLE);
    expect(live.open_reports).toBe(3);
  });
});

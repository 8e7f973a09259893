import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { buildChatWorld, type ChatWorld } from '../../test/chat-factories.js';
import { expectError, expectForbidden } from '../../test/expect-error.js';
import { chatMessages, chatReports } from '../../db/schema.js';

let t: TestApp;
let w: ChatWorld;
let headModerator: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChatWorld(t.db);
  headModerator = await accessTokenFor(await buildUser(t.db, { role: 'HEAD_MODERATOR' }));
});
afterAll(() => t?.close());

/** A student reports a message; the moderator (or another checker) closes it through the chat API. */
async function reportAndResolve(text: string, status: 'HIDDEN' | 'DISMISSED', token = w.moderator.token) {
  const [message] = await t.db
    .insert(chatMessages)
    .values({ lessonId: w.lesson.id, userId: w.student2.user.id, text })
    .returning();
  const id = message!.id;
  await post(t.app, `/v2/chat/messages/${id}/report/`, { reason: 'грубо' }, { token: w.student.token });
  const [report] = await t.db.select().from(chatReports).where(eq(chatReports.messageId, id));
  const resolved = await api(t.app, 'PATCH', `/v2/chat/reports/${report!.id}/`, { token, body: { status } });
  expect(resolved.status).toBe(200);
  return report!.id;
}

const overviewOf = async (userId: number) =>
  (await get(t.app, '/staff/people/moderators/', { token: headModerator, query: { limit: '100' } })).body.results.find(
    (row: { id: number }) => row.id === userId,
  );

describe('reports a moderator handled (docs/staff-people.md "Moderators")', () => {
  it('credits the moderator who closed a report: overview count and their list', async () => {
    expect(await overviewOf(w.moderator.user.id)).toMatchObject({ recent_reports: 0 });
    const hidden = await reportAndResolve('Обидное', 'HIDDEN');
    const dismissed = await reportAndResolve('Безобидное', 'DISMISSED');
    const [row] = await t.db.select().from(chatReports).where(eq(chatReports.id, hidden));
    expect(row).toMatchObject({ status: 'HIDDEN', resolvedBy: w.moderator.user.id });
    expect(row!.resolvedAt).toBeInstanceOf(Date);

    expect(await overviewOf(w.moderator.user.id)).toMatchObject({ recent_reports: 2, recent_bans: 0 });
    const list = await get(t.app, `/staff/people/moderators/${w.moderator.user.id}/reports/`, { token: headModerator });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.results).toEqual([
      expect.objectContaining({ id: dismissed, status: 'DISMISSED', message_text: 'Безобидное' }),
      expect.objectContaining({
        id: hidden,
        status: 'HIDDEN',
        message_text: 'Обидное',
        reason: 'грубо',
        lesson_id: w.lesson.id,
        lesson_title: w.lesson.title,
      }),
    ]);
    expect(list.body.results[0].resolved_at).toEqual(expect.any(String));
  });

  it('counts only the last 30 days and only the closer', async () => {
    const old = await reportAndResolve('Давнее', 'DISMISSED');
    await t.db
      .update(chatReports)
      .set({ resolvedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(chatReports.id, old));
    const before = (await overviewOf(w.moderator.user.id)).recent_reports;
    await reportAndResolve('Другое', 'DISMISSED', w.curator.token);
    expect((await overviewOf(w.moderator.user.id)).recent_reports).toBe(before);
    // The old report still shows in the moderator's own list: the list is every report they closed.
    const list = await get(t.app, `/staff/people/moderators/${w.moderator.user.id}/reports/`, { token: headModerator });
    expect(list.body.results.map((r: { id: number }) => r.id)).toContain(old);
  });

  it('refuses other roles and non-moderators', async () => {
    const path = `/staff/people/moderators/${w.moderator.user.id}/reports/`;
    expectForbidden(await get(t.app, path, { token: w.moderator.token }));
    expectError(
      await get(t.app, `/staff/people/moderators/${w.student.user.id}/reports/`, { token: headModerator }),
      404,
      { code: 'not_found' },
    );
  });
});

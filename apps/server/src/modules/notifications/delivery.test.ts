import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_EVENTS } from '@school/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildUser } from '../../test/factories.js';
import type { AppContext } from '../../context.js';
import { setStudentTimeZone } from '../users/users.service.js';
import type { NotificationChannel } from './channel.js';
import { deliverDue, SEND_QUEUE } from './delivery.js';
import { notify } from './notify.js';
import { notifications } from './notifications.schema.js';
import { saveSettings } from './notifications.repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** What a sweep did: socket events and jobs handed to the queue (the queue itself is not running). */
function fakeContext() {
  const emitted: { userId: number; event: string; payload: unknown }[] = [];
  const sent: { name: string; data: unknown; key?: string }[] = [];
  const ctx = {
    db: t.db,
    config: t.config,
    realtime: {
      toUser: (userId: number) => ({
        emit: (event: string, payload: unknown) => emitted.push({ userId, event, payload }),
      }),
    },
    jobs: {
      send: async (name: string, data: unknown, options: { singletonKey?: string }) =>
        sent.push({ name, data, key: options.singletonKey }),
    },
  } as unknown as AppContext;
  return { ctx, emitted, sent };
}
const push: NotificationChannel = { name: 'push', send: async () => undefined };
const telegram: NotificationChannel = { name: 'telegram', send: async () => undefined };

/** The first moment after now at this UTC hour: rows created now are due by then. */
function nextUtcHour(hour: number): Date {
  const at = new Date();
  at.setUTCHours(hour, 0, 0, 0);
  if (at.getTime() <= Date.now()) at.setTime(at.getTime() + 24 * 60 * 60 * 1000);
  return at;
}

let keys = 0;
const create = (userId: number, type: 'coins' | 'lesson_start' = 'coins', urgent = false) =>
  notify(t.db, userId, { type, title: 'T', text: 'x', dedupeKey: `delivery:${++keys}`, urgent });

describe('the delivery sweep', () => {
  it('announces a new notification on the user’s sockets once and hands each enabled channel one job', async () => {
    const user = await buildUser(t.db);
    await setStudentTimeZone(t.db, user.id, 'UTC');
    const row = (await create(user.id))!;
    await saveSettings(t.db, [{ userId: user.id, type: 'coins', push: true, telegram: false }]);
    const { ctx, emitted, sent } = fakeContext();
    const noon = nextUtcHour(12);
    await deliverDue(ctx, [push, telegram], noon);
    await deliverDue(ctx, [push, telegram], noon);
    const mine = emitted.filter((e) => e.userId === user.id);
    expect(mine).toEqual([
      {
        userId: user.id,
        event: NOTIFICATION_EVENTS.new,
        payload: expect.objectContaining({ id: row.id, read_at: null }),
      },
    ]);
    expect(sent.filter((s) => (s.data as { notificationId: number }).notificationId === row.id)).toEqual([
      { name: SEND_QUEUE, data: { notificationId: row.id, channel: 'push' }, key: `${row.id}:push` },
    ]);
  });

  it('at night announces at once but keeps outside channels until 08:00; a lesson starting now goes at once', async () => {
    const user = await buildUser(t.db);
    await setStudentTimeZone(t.db, user.id, 'Europe/Moscow');
    const quiet = (await create(user.id))!;
    const urgent = (await create(user.id, 'lesson_start', true))!;
    const { ctx, emitted, sent } = fakeContext();
    const night = nextUtcHour(21); // 00:00 in Moscow
    await deliverDue(ctx, [push], night);
    expect(emitted.filter((e) => e.userId === user.id)).toHaveLength(2);
    const ids = (s: { data: unknown }) => (s.data as { notificationId: number }).notificationId;
    expect(sent.map(ids)).toContain(urgent.id);
    expect(sent.map(ids)).not.toContain(quiet.id);
    const [held] = await t.db.select().from(notifications).where(eq(notifications.id, quiet.id));
    const morning = new Date(night.getTime() + 8 * 60 * 60 * 1000); // 08:00 in Moscow
    expect(held).toMatchObject({ deliveryDueAt: morning, deferred: true });

    // At 08:00 it goes out, without a second socket event.
    await deliverDue(ctx, [push], morning);
    expect(emitted.filter((e) => e.userId === user.id)).toHaveLength(2);
    expect(sent.map(ids)).toContain(quiet.id);
  });
});

import { count, countDistinct, sql } from 'drizzle-orm';
import { analyticsEvents } from '../db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { dashboard } from '../modules/staff-dashboard/staff-dashboard.service.js';
import { seedDemoUsers } from './seed.js';
import { seedDemoActivity } from './demo-activity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
});
afterAll(() => t?.close());

const totals = async () => {
  const { days } = await dashboard(t.db, 30, { timeZone: 'Europe/Moscow', currency: 'RUB' });
  return {
    activeDays: days.filter((day) => day.activeStudents > 0).length,
    watched: days.reduce((sum, day) => sum + day.lessonsWatched, 0),
  };
};

describe('demo activity (issue 16: the dashboard of a fresh start is not empty)', () => {
  it('gives the dashboard’s last month active students and watched lessons', async () => {
    const { activeDays, watched } = await totals();
    expect(activeDays).toBeGreaterThanOrEqual(28);
    expect(watched).toBeGreaterThan(15);
    const perDay = await t.db
      .select({ students: countDistinct(analyticsEvents.userId) })
      .from(analyticsEvents)
      .groupBy(sql`${analyticsEvents.receivedAt}::date`);
    // Several students on a day, not the same one every day.
    expect(Math.max(...perDay.map((day) => day.students))).toBeGreaterThan(1);
  });

  it('adds nothing on a second start', async () => {
    const events = () => t.db.select({ n: count() }).from(analyticsEvents);
    const before = await events();
    await seedDemoActivity(t.db);
    expect(await events()).toEqual(before);
  });
});

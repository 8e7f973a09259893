import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrimeTime } from '@school/contract';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/test-app.js';
import { tutorSlots } from '../modules/tutoring/availability.service.js';
import { lessonBalance } from '../modules/tutoring/balance.service.js';
import { freeSlots } from '../modules/tutoring/availability.service.js';
import { personLessons } from '../modules/tutoring/lessons.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { seedDemoUsers, seedReferenceData } from './seed.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedReferenceData(database.db);
  await seedDemoUsers(database.db);
}, 120_000);
afterAll(() => database?.close());

const user = async (email: string) => (await findUserByEmail(database.db, email))!;

describe('demo slots data (issue 12)', () => {
  it('gives the demo tutor a grid that passes the rules and a booked regular schedule', async () => {
    const grid = await tutorSlots(database.db, (await user('tutor@example.com')).id);
    expect(grid.slots.length).toBeGreaterThanOrEqual(20);
    expect(grid.slots.filter(isPrimeTime).length).toBeGreaterThanOrEqual(12);
    expect(grid.booked).toEqual([
      { weekday: 2, hour: 17 },
      { weekday: 4, hour: 17 },
    ]);
  });

  it('student@ has paid lessons and hours shared with the tutor', async () => {
    const [tutor, student] = await Promise.all([user('tutor@example.com'), user('student@example.com')]);
    expect(await lessonBalance(database.db, student.id)).toMatchObject({ bought: 8, writtenOff: 0, left: 8 });
    const free = await freeSlots(database.db, student.id, tutor.id, 'RU', new Date());
    expect(free.slots.length).toBeGreaterThanOrEqual(5);
  });

  it('student2@ has history: passed, cancelled and written-off lessons', async () => {
    const student2 = await user('student2@example.com');
    const now = new Date();
    const lessons = await personLessons(
      database.db,
      { studentId: student2.id },
      { from: new Date(now.getTime() - 40 * 86_400_000).toISOString(), to: now.toISOString() },
      now,
    );
    const statuses = new Set(lessons.map((lesson) => lesson.status));
    expect([...statuses]).toEqual(
      expect.arrayContaining(['PASSED', 'CANCELED_CLIENT_NO_WRITEOFF', 'CANCELED_TUTOR_TECHNICAL']),
    );
    // The latest past lesson waits for the tutor's mark.
    const past = lessons.filter((lesson) => new Date(lesson.endsAt) <= now);
    expect(past.at(-1)!.status).toBe('SCHEDULED');
    const balance = await lessonBalance(database.db, student2.id);
    expect(balance.bought).toBe(12);
    expect(balance.writtenOff).toBe(lessons.filter((lesson) => lesson.writtenOff).length);
    expect(balance.booked).toBeGreaterThan(0);
  });

  it('runs once', async () => {
    const tutor = await user('tutor@example.com');
    await seedDemoUsers(database.db);
    expect((await tutorSlots(database.db, tutor.id)).booked).toHaveLength(2);
    expect((await lessonBalance(database.db, (await user('student@example.com')).id)).bought).toBe(8);
  });
});

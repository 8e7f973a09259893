import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/test-app.js';
import { listClassTypes } from '../modules/core/core.service.js';
import { listLectures } from '../modules/lectures/lectures.service.js';
import { listStudentLectures } from '../modules/lectures/student-lectures.service.js';
import { getSubTheory, getTopic, listTheory } from '../modules/lectures/theory.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { seedDemoUsers, seedReferenceData } from './seed.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedReferenceData(database.db);
  await seedDemoUsers(database.db);
});
afterAll(() => database?.close());

describe('demo theory and lectures', () => {
  it('gives maths, physics and Russian several topics of real sub-theories with videos', async () => {
    const types = new Map((await listClassTypes(database.db)).map((type) => [type.title, type.id]));
    for (const subject of ['Математика', 'Физика', 'Русский язык']) {
      const topics = await listTheory(database.db, { subject: types.get(subject), limit: 100, offset: 0 });
      expect(topics.count, subject).toBeGreaterThanOrEqual(3);
      for (const topic of topics.results) expect(topic.subTheoriesCount, topic.title).toBeGreaterThanOrEqual(2);
      const detail = await getTopic(database.db, topics.results[0]!.id);
      const sub = await getSubTheory(database.db, detail.subTheories[0]!.id);
      expect(sub.text).toMatch(/^<p>[А-ЯЁA-Z]/);
      expect(sub.video).toBe('/media/sample-lesson.webm');
      expect(sub.videoLength).toBeGreaterThan(0);
    }
  });

  it('gives the demo student two lectures of the demo tutor, one of them watched', async () => {
    const tutor = await findUserByEmail(database.db, 'tutor@example.com');
    const student = await findUserByEmail(database.db, 'student@example.com');
    const mine = await listStudentLectures(database.db, student!.id, { limit: 10, offset: 0 });
    expect(mine.count).toBe(2);
    expect(mine.results.map((lecture) => lecture.viewedAt === null)).toEqual([true, false]);
    expect(mine.results[0]!.tutor.lastName).toBeTruthy();
    expect((await listLectures(database.db, tutor!.id, { limit: 10, offset: 0 })).count).toBe(2);
  });

  it('runs once: a second seeding adds nothing', async () => {
    const before = await listTheory(database.db, { limit: 100, offset: 0 });
    await seedDemoUsers(database.db);
    const after = await listTheory(database.db, { limit: 100, offset: 0 });
    expect(after).toEqual(before);
    const student = await findUserByEmail(database.db, 'student@example.com');
    expect((await listStudentLectures(database.db, student!.id, { limit: 10, offset: 0 })).count).toBe(2);
  });
});

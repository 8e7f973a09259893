import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/test-app.js';
import { listSelfStudies } from '../modules/homework/homework.service.js';
import { listAssignments } from '../modules/homework/personal-works/assignments.service.js';
import { listHomework } from '../modules/homework/homework-list.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { seedDemoPersonalWorks } from './demo-personal-works.js';
import { seedDemoUsers, seedReferenceData } from './seed.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedReferenceData(database.db);
  await seedDemoUsers(database.db);
});
afterAll(() => database?.close());

describe('demo personal works', () => {
  it('gives the demo tutor three works, one given to the demo client and one waiting for the check', async () => {
    const tutor = (await findUserByEmail(database.db, 'tutor@example.com'))!;
    const user = { id: tutor.id, role: 'TUTOR_ROLE' as const };
    const works = await listSelfStudies(database.db, user, { limit: 20, offset: 0 });
    expect(works.count).toBe(3);
    expect(new Set(works.results.map((w) => w.classType.title))).toEqual(
      new Set(['Математика', 'Физика', 'Русский язык']),
    );
    const given = await listAssignments(database.db, user, { limit: 20, offset: 0 }, 'RU');
    expect(given.results.map((g) => g.status).sort()).toEqual(['DONE', 'UNDONE']);
    expect(given.results.find((g) => g.status === 'DONE')?.needsCheck).toBe(true);
    const student = (await findUserByEmail(database.db, 'student@example.com'))!;
    const list = await listHomework(database.db, student.id, { limit: 100, offset: 0 });
    const tutorHomework = list.results.filter((h) => h.kind === 'TUTOR');
    expect(tutorHomework).toHaveLength(2);
    expect(tutorHomework[0]!.tutorName).toBeTruthy();
    // A second run changes nothing.
    await seedDemoPersonalWorks(database.db);
    expect((await listSelfStudies(database.db, user, { limit: 20, offset: 0 })).count).toBe(3);
  });
});

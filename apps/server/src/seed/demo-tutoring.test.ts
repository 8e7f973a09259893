import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/test-app.js';
import { listCustomers } from '../modules/manager/manager.service.js';
import { countClients, listClients } from '../modules/tutor/tutor.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { seedDemoUsers, seedReferenceData } from './seed.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedReferenceData(database.db);
  await seedDemoUsers(database.db);
});
afterAll(() => database?.close());

describe('demo tutoring data', () => {
  it('gives the demo tutor ten clients, the demo students among them', async () => {
    const tutor = await findUserByEmail(database.db, 'tutor@example.com');
    const page = await listClients(database.db, tutor!.id, { limit: 100, offset: 0 });
    expect(page.count).toBe(10);
    const emails = page.results.map((client) => client.student.email);
    expect(emails).toEqual(expect.arrayContaining(['student@example.com', 'student2@example.com']));
    expect(new Set(page.results.map((client) => client.status))).toEqual(new Set(['active', 'paused', 'finished']));
  });

  it('shows the manager every student and three tutors', async () => {
    const students = await listCustomers(database.db, { role: 'student', limit: 100, offset: 0 });
    // The tutors' ten, issue 13's three new students (tips@, welcome@ and newstudent@example.com) and
    // issue 15's subs@example.com (renewal and upgrade).
    expect(students.count).toBe(14);
    const alisa = students.results.find((row) => row.email === 'student@example.com');
    expect(alisa?.activeTutors).toBe(2);
    const tutors = await listCustomers(database.db, { role: 'tutor', limit: 100, offset: 0 });
    expect(tutors.count).toBe(3);
  });

  it('runs once: a second seeding adds nothing', async () => {
    const tutor = await findUserByEmail(database.db, 'tutor@example.com');
    await seedDemoUsers(database.db);
    expect(await countClients(database.db, tutor!.id)).toBe(10);
    expect((await listCustomers(database.db, { role: 'student', limit: 1, offset: 0 })).count).toBe(14);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/test-app.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { listModals } from '../modules/modals/modals.service.js';
import { seedDemoUsers, seedReferenceData } from './seed.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedReferenceData(database.db);
  await seedDemoUsers(database.db);
});
afterAll(() => database?.close());

const dueTo = async (email: string) => {
  const user = await findUserByEmail(database.db, email);
  if (!user) throw new Error(`no demo user ${email}`);
  return (await listModals(database.db, user.id, 'RU', {})).modals;
};

describe('demo modals (issue 13)', () => {
  it('welcome@example.com meets the OPEN welcome set of three steps and one corner poll of each type', async () => {
    const modals = await dueTo('welcome@example.com');
    const welcome = modals.filter((modal) => modal.action === 'OPEN' && modal.showStyle === 'FULL');
    expect(welcome.map((modal) => modal.position)).toEqual([1, 2, 3]);
    expect(welcome.filter((modal) => modal.image)).toHaveLength(1);
    expect(welcome.some((modal) => !modal.image && !modal.video)).toBe(true);
    expect(modals.map((modal) => modal.action)).toEqual(expect.arrayContaining(['LESSON_DONE', 'HOMEWORK_DONE']));
    const pollTypes = modals
      .filter((modal) => modal.showStyle === 'CORNER')
      .flatMap((modal) => modal.polls.map((poll) => poll.type));
    expect(pollTypes.sort()).toEqual(['CHECKBOX_POLL', 'DESCRIPTION_POLL', 'RADIO_POLL', 'RATING_POLL', 'TEXT_POLL']);
  });

  it('student2 meets them too; the other demo students had them marked viewed', async () => {
    expect((await dueTo('student2@example.com')).length).toBeGreaterThan(0);
    expect(await dueTo('student@example.com')).toEqual([]);
    expect(await dueTo('kirill.sokolov@example.com')).toEqual([]);
  });

  it('a second seeding adds no copies', async () => {
    const before = (await dueTo('welcome@example.com')).length;
    await seedDemoUsers(database.db);
    expect(await dueTo('welcome@example.com')).toHaveLength(before);
  });
});

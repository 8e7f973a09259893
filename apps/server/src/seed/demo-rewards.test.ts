import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/test-app.js';
import { findStudentProfile, findUserByEmail } from '../modules/users/users.service.js';
import { hasUnseenLevelDrop } from '../modules/rewards/level-drop.service.js';
import { ledgerBalances } from '../modules/rewards/rewards.service.js';
import { examResultsOf } from '../modules/results/results.service.js';
import { seedDemoUsers, seedReferenceData } from './seed.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedReferenceData(database.db);
  await seedDemoUsers(database.db);
});
afterAll(() => database?.close());

const student = async (email: string) => (await findUserByEmail(database.db, email))!.id;

describe('demo rewards', () => {
  it("pays the demo student's balances through the ledger; the title follows the experience", async () => {
    const id = await student('student@example.com');
    const profile = await findStudentProfile(database.db, id);
    expect(profile).toMatchObject({ exp: 1840, umcoins: 320, medals: 7, keys: 3, levelTitle: 'Отличник' });
    expect(await ledgerBalances(database.db, id)).toEqual({ exp: 1840, umcoins: 320, medals: 7, keys: 3, bonuses: 0 });
  });

  it('student2 has a pending level drop, so the start-up level dialog shows for them', async () => {
    const id = await student('student2@example.com');
    expect(await database.db.transaction((tx) => hasUnseenLevelDrop(tx, id, 'Europe/Moscow'))).toBe(true);
    expect(await findStudentProfile(database.db, id)).toMatchObject({ exp: 400, levelTitle: 'Ученик' });
    const other = await student('student@example.com');
    expect(await database.db.transaction((tx) => hasUnseenLevelDrop(tx, other, 'Europe/Moscow'))).toBe(false);
  });

  it('the demo student has exam results for /results', async () => {
    const results = await examResultsOf(database.db, await student('student@example.com'));
    expect(results.classTypes.map((r) => [r.classType.title, r.status, r.points])).toEqual([
      ['Математика', 'Confirmed', 86],
      ['Русский язык', 'Confirmed', 91],
      ['Физика', 'Awaiting', 74],
    ]);
  });
});

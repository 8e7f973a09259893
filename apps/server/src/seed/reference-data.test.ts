import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { banners } from '../db/schema.js';
import { openTestDatabase } from '../test/test-app.js';
import { seedReferenceData } from './seed.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedReferenceData(database.db);
});
afterAll(() => database?.close());

const trialExam = async () => (await database.db.select().from(banners).where(eq(banners.seedKey, 'trial-exam')))[0];

describe('the seeded home banner (issue 8)', () => {
  it('leads somewhere other than /home, the page it is shown on', async () => {
    expect((await trialExam())?.link).toBe('/schedule/month');
  });

  it('is relinked in a database seeded before, and left alone once edited', async () => {
    await database.db
      .update(banners)
      .set({ link: '/home', linkText: 'Подробнее' })
      .where(eq(banners.seedKey, 'trial-exam'));
    await seedReferenceData(database.db);
    expect(await trialExam()).toMatchObject({ link: '/schedule/month', linkText: 'Открыть расписание' });
    await database.db.update(banners).set({ link: '/catalog' }).where(eq(banners.seedKey, 'trial-exam'));
    await seedReferenceData(database.db);
    expect((await trialExam())?.link).toBe('/catalog');
  });
});

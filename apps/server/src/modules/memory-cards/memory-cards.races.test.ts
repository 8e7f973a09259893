import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createTestApp, get, post, type TestApp } from '../../test/test-app.js';
import { accessTokenFor, buildUser } from '../../test/factories.js';
import { itRaces } from '../../test/races.js';
import { findStudentProfile } from '../users/users.service.js';
import { recordStreakActivity } from '../streak/streak.service.js';
import { ledgerBalances } from '../rewards/rewards.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The setup's two lessons each complete that day's "watch a lesson" task (docs/rewards.md). */
const SETUP_TASKS_UMCOINS = 2 * 10;
const MILESTONE_UMCOINS = 10;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A student with yesterday and the day before earned: today's day is the third, a milestone. */
async function studentOnTwoDays() {
  const student = await buildUser(t.db);
  for (const daysAgo of [2, 1]) {
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    await t.db.transaction((tx) =>
      recordStreakActivity(tx, { studentId: student.id, kind: 'lesson', ref: `setup-${daysAgo}`, at }, 'RU'),
    );
  }
  return { student, token: await accessTokenFor(student) };
}

describe('memory cards racing for the streak', () => {
  itRaces('20 cards learned at once make one streak day and pay the third-day milestone once', async () => {
    const { student, token } = await studentOnTwoDays();
    const deckId = (await get(t.app, '/v2/memory-cards/decks/', { token })).body[0].id;
    const cards = (await get(t.app, `/v2/memory-cards/decks/${deckId}/queue/?limit=20`, { token })).body.cards;
    const answers = await Promise.all(
      cards.map((card: { id: number }) =>
        post(t.app, `/v2/memory-cards/cards/${card.id}/review/`, { rating: 'good' }, { token }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    const strike = (await get(t.app, '/gamification/daily-strike/', { token })).body;
    expect(strike).toMatchObject({ strike_days: 3, today_earned: true });
    expect(strike.week_statuses.filter((day: { status: string }) => day.status === 'earned').length).toBeGreaterThan(0);
    const paid = SETUP_TASKS_UMCOINS + MILESTONE_UMCOINS;
    expect((await findStudentProfile(t.db, student.id))?.umcoins).toBe(paid);
    expect((await ledgerBalances(t.db, student.id)).umcoins).toBe(paid);
  });

  itRaces('the same card answered 20 times at once counts once for the day', async () => {
    const { token } = await studentOnTwoDays();
    const deckId = (await get(t.app, '/v2/memory-cards/decks/', { token })).body[1].id;
    const [card] = (await get(t.app, `/v2/memory-cards/decks/${deckId}/queue/?limit=1`, { token })).body.cards;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(t.app, `/v2/memory-cards/cards/${card.id}/review/`, { rating: 'good' }, { token }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(Math.max(...answers.map((res) => res.body.learned_today))).toBe(1);
  });

  itRaces('20 activity reports at once of five different tasks make one day and one payment', async () => {
    const { student, token } = await studentOnTwoDays();
    const now = new Date();
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.db.transaction((tx) =>
          recordStreakActivity(
            tx,
            { studentId: student.id, kind: 'homework_task', ref: `task-${index % 5}`, at: now },
            'RU',
          ),
        ),
      ),
    );
    // Plus today's "solve five tasks" (15), also once.
    expect((await ledgerBalances(t.db, student.id)).umcoins).toBe(SETUP_TASKS_UMCOINS + MILESTONE_UMCOINS + 15);
    const strike = (await get(t.app, '/gamification/daily-strike/', { token })).body;
    expect(strike).toMatchObject({ strike_days: 3, today_earned: true });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreakActivityKind, Variant } from '@school/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildUser } from '../../test/factories.js';
import { findStudentProfile, setStudentTimeZone } from '../users/users.service.js';
import { buyFreeze, dailyStrike, recordStreakActivity, seedStreakHistory } from './streak.service.js';
import { giveUmcoins } from '../../test/streak-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const student = async () => (await buildUser(t.db)).id;

/** The student learns `count` things of a kind at an instant (each a distinct thing). */
async function learn(
  studentId: number,
  at: string,
  kind: StreakActivityKind = 'memory_card',
  count = 5,
  variant: Variant = 'RU',
) {
  for (let i = 0; i < count; i++) {
    await t.db.transaction((tx) =>
      recordStreakActivity(tx, { studentId, kind, ref: `${at}:${i}`, at: new Date(at) }, variant),
    );
  }
}

const week = async (studentId: number, now: string, variant: Variant = 'RU') => {
  const strike = await dailyStrike(t.db, studentId, variant, new Date(now));
  return { strike, statuses: Object.fromEntries(strike.weekStatuses.map((day) => [day.date, day.status])) };
};

describe("the day boundary is midnight in the student's zone", () => {
  it('Moscow: 23:59 counts for the day, 00:01 for the next (UTC+3)', async () => {
    const id = await student();
    await learn(id, '2026-11-23T20:59:00Z'); // Mon 23:59 MSK
    await learn(id, '2026-11-23T21:01:00Z'); // Tue 00:01 MSK
    const { strike, statuses } = await week(id, '2026-11-24T12:00:00Z');
    expect(statuses['2026-11-23']).toBe('earned');
    expect(statuses['2026-11-24']).toBe('earned');
    expect(strike.strikeDays).toBe(2);
  });

  it('Almaty (the KZ default, UTC+5): 23:59 and 00:01 are two days, where Moscow sees one', async () => {
    const kz = await student();
    await learn(kz, '2026-11-23T18:59:00Z', 'memory_card', 5, 'KZ'); // Mon 23:59 ALMT, 21:59 MSK
    await learn(kz, '2026-11-23T19:01:00Z', 'memory_card', 5, 'KZ'); // Tue 00:01 ALMT, 22:01 MSK
    expect((await week(kz, '2026-11-24T06:00:00Z', 'KZ')).strike.strikeDays).toBe(2);

    const ru = await student();
    await learn(ru, '2026-11-23T18:59:00Z');
    await learn(ru, '2026-11-23T19:01:00Z');
    expect((await week(ru, '2026-11-23T19:30:00Z')).strike.strikeDays).toBe(1);
  });

  it('four cards before midnight and one after do not make a day', async () => {
    const id = await student();
    await learn(id, '2026-11-23T20:59:00Z', 'memory_card', 4);
    await learn(id, '2026-11-23T21:01:00Z', 'memory_card', 1);
    const { strike, statuses } = await week(id, '2026-11-23T21:30:00Z');
    expect(statuses['2026-11-23']).toBe('not_earned');
    expect(statuses['2026-11-24']).toBe('in_progress');
    expect(strike.todayProgress).toContainEqual({ kind: 'memory_card', done: 1, needed: 5 });
  });

  it('a zone with daylight saving keeps consecutive dates across the switch', async () => {
    const id = await student();
    await t.db.transaction((tx) => setStudentTimeZone(tx, id, 'Europe/Berlin'));
    // Berlin goes from UTC+1 to UTC+2 at 02:00 on Sunday 29 March 2026: that day has 23 hours.
    await learn(id, '2026-03-28T22:30:00Z', 'lesson', 1); // Sat 23:30 CET
    await learn(id, '2026-03-28T23:30:00Z', 'lesson', 1); // Sun 00:30 CET
    await learn(id, '2026-03-29T22:30:00Z', 'lesson', 1); // Mon 00:30 CEST
    const sunday = await week(id, '2026-03-29T21:00:00Z'); // Sun 23:00 CEST
    expect([sunday.statuses['2026-03-28'], sunday.statuses['2026-03-29']]).toEqual(['earned', 'earned']);
    const { strike, statuses } = await week(id, '2026-03-30T08:00:00Z');
    expect(statuses['2026-03-30']).toBe('earned');
    expect(strike.strikeDays).toBe(3);
  });

  it('a change of zone (travel) keeps every earned date and the streak', async () => {
    const id = await student();
    await learn(id, '2026-11-23T20:30:00Z'); // Mon 23:30 MSK
    await t.db.transaction((tx) => setStudentTimeZone(tx, id, 'Asia/Vladivostok')); // UTC+10
    // Tue 07:30 in Vladivostok, still Monday night in Moscow: Tuesday is the student's day now.
    await learn(id, '2026-11-23T21:30:00Z');
    const { strike, statuses } = await week(id, '2026-11-24T00:00:00Z');
    expect(statuses['2026-11-23']).toBe('earned');
    expect(statuses['2026-11-24']).toBe('earned');
    expect(strike).toMatchObject({ strikeDays: 2, timeZone: 'Asia/Vladivostok' });
  });
});

describe('missed days and freezes', () => {
  it('a missed day without a freeze resets the streak to zero', async () => {
    const id = await student();
    await learn(id, '2026-11-23T09:00:00Z');
    await learn(id, '2026-11-24T09:00:00Z');
    const { strike, statuses } = await week(id, '2026-11-26T09:00:00Z');
    expect(statuses['2026-11-25']).toBe('not_earned');
    expect(strike.strikeDays).toBe(0);
    expect(strike.nextReward).toEqual({ strikeDays: 3, umcoins: 10, medals: 0 });
  });

  it('a held freeze covers the missed day: it shows frozen, the streak goes on and the freeze is used', async () => {
    const id = await student();
    await giveUmcoins(t.db, id, 100);
    await learn(id, '2026-11-23T09:00:00Z');
    await learn(id, '2026-11-24T09:00:00Z');
    expect((await buyFreeze(t.db, id, 'RU', new Date('2026-11-24T10:00:00Z'))).freezes).toBe(1);
    await learn(id, '2026-11-26T09:00:00Z');
    const { strike, statuses } = await week(id, '2026-11-26T12:00:00Z');
    expect(statuses['2026-11-25']).toBe('frozen');
    // A frozen day keeps the streak without adding to it.
    expect(strike).toMatchObject({ strikeDays: 3, freezes: 0, todayEarned: true });
    expect((await findStudentProfile(t.db, id))?.umcoins).toBe(100 - 30 + 10);
  });

  it('two missed days take two freezes; with one freeze the streak is lost and the freeze kept', async () => {
    const two = await student();
    await giveUmcoins(t.db, two, 100);
    await learn(two, '2026-11-23T09:00:00Z');
    await buyFreeze(t.db, two, 'RU', new Date('2026-11-23T10:00:00Z'));
    await buyFreeze(t.db, two, 'RU', new Date('2026-11-23T10:00:00Z'));
    const kept = await week(two, '2026-11-26T09:00:00Z');
    expect([kept.statuses['2026-11-24'], kept.statuses['2026-11-25']]).toEqual(['frozen', 'frozen']);
    expect(kept.strike).toMatchObject({ strikeDays: 1, freezes: 0 });

    const one = await student();
    await giveUmcoins(t.db, one, 100);
    await learn(one, '2026-11-23T09:00:00Z');
    await buyFreeze(t.db, one, 'RU', new Date('2026-11-23T10:00:00Z'));
    const lost = await week(one, '2026-11-26T09:00:00Z');
    expect(lost.statuses['2026-11-24']).toBe('frozen');
    expect(lost.statuses['2026-11-25']).toBe('not_earned');
    expect(lost.strike.strikeDays).toBe(0);
  });

  it('a freeze bought after a miss does not mend the streak lost before it', async () => {
    const id = await student();
    await giveUmcoins(t.db, id, 100);
    await learn(id, '2026-11-23T09:00:00Z');
    await buyFreeze(t.db, id, 'RU', new Date('2026-11-25T09:00:00Z')); // Tuesday already missed
    const { strike, statuses } = await week(id, '2026-11-25T10:00:00Z');
    expect(statuses['2026-11-24']).toBe('not_earned');
    expect(strike).toMatchObject({ strikeDays: 0, freezes: 1 });
  });
});

describe('milestones', () => {
  it('pays the third day once, and again in a new run after a break', async () => {
    const id = await student();
    for (const day of ['2026-11-02', '2026-11-03', '2026-11-04']) await learn(id, `${day}T09:00:00Z`);
    await learn(id, '2026-11-04T10:00:00Z'); // more learning the same day pays nothing more
    expect((await findStudentProfile(t.db, id))?.umcoins).toBe(10);
    for (const day of ['2026-11-10', '2026-11-11', '2026-11-12']) await learn(id, `${day}T09:00:00Z`);
    expect((await findStudentProfile(t.db, id))?.umcoins).toBe(20);
    const { strike } = await week(id, '2026-11-12T12:00:00Z');
    expect(strike.nextReward).toEqual({ strikeDays: 7, umcoins: 30, medals: 1 });
  });

  it('a lesson is enough; five homework tasks are; four are not', async () => {
    const id = await student();
    await learn(id, '2026-11-23T09:00:00Z', 'lesson', 1);
    await learn(id, '2026-11-24T09:00:00Z', 'homework_task', 4);
    expect((await week(id, '2026-11-24T12:00:00Z')).statuses['2026-11-24']).toBe('in_progress');
    await learn(id, '2026-11-24T10:00:00Z', 'homework_task', 1);
    expect((await week(id, '2026-11-24T12:00:00Z')).strike).toMatchObject({ strikeDays: 2, todayEarned: true });
  });
});

describe('the demo history', () => {
  it('seeds the days once: a restart leaves the real streak alone', async () => {
    const id = await student();
    const now = new Date('2026-11-26T09:00:00Z');
    const history = [
      { daysAgo: 3, status: 'earned' as const },
      { daysAgo: 2, status: 'frozen' as const },
      { daysAgo: 1, status: 'earned' as const },
    ];
    await seedStreakHistory(t.db, id, history, 1, 'RU', now);
    // A second run (a restart) would add a day and a freeze: it changes nothing.
    await seedStreakHistory(t.db, id, [{ daysAgo: 4, status: 'earned' }], 2, 'RU', now);
    const { strike, statuses } = await week(id, '2026-11-26T10:00:00Z');
    expect(strike).toMatchObject({ strikeDays: 2, freezes: 1 });
    expect(statuses['2026-11-24']).toBe('frozen');
  });
});

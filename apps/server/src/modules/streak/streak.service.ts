import {
  STREAK_ACTIVITY_KINDS,
  STREAK_FREEZE_LIMIT,
  type DailyStrike,
  type StreakActivityKind,
  type StreakDayStatus,
  type Variant,
} from '@school/contract';
import type { Db, Tx } from '../../db/client.js';
import { generalError } from '../../plugins/errors.js';
import { recordLearningActivity, type LearningActivity } from '../rewards/individual-tasks.service.js';
import { setStudentTimeZone, studentTimeZone } from '../users/users.service.js';
import { addDays, localDate, weekOf, type IsoDate } from './streak-dates.js';
import { FREEZE_PRICE, NEEDED_PER_DAY, milestoneAt, nextMilestone } from './streak-rules.js';
import { chargeFreeze, payMilestone } from './streak-rewards.js';
import { settle } from './streak-settle.js';
import * as repo from './streak.repo.js';

/**
 * Locks the student's streak (and profile) for the caller's transaction: a module that locks rows
 * of its own before reporting activity takes this first, so every path locks in one order.
 */
export const lockStreak = (tx: Tx, studentId: number) => repo.lockState(tx, studentId);

const DAILY_TASK_ACTIVITY: Record<StreakActivityKind, LearningActivity> = {
  lesson: 'lesson_viewed',
  homework_task: 'homework_task_solved',
  memory_card: 'memory_card_learned',
};

export interface StreakActivity {
  studentId: number;
  kind: StreakActivityKind;
  /** What was learned (a lesson, task or card id): the same thing counts once a day. */
  ref: string;
  at: Date;
}

/** The streak days of the run holding `anchor` that were earned (a frozen day keeps, not adds). */
async function strikeAt(tx: Tx, studentId: number, anchor: IsoDate) {
  return (await repo.runEndingAt(tx, studentId, anchor)) ?? { start: anchor, earnedDays: 0 };
}

/**
 * Counts one thing learned towards its date in the student's zone (docs/streak.md); the date
 * becomes earned at the spec 1 §2 threshold, and a streak that reaches a milestone pays it through
 * the ledger once per run; the same event moves the day's individual tasks. The one entry point
 * for learning: called in the caller's transaction by lessons, memory cards and homework
 * (`homework_task`, one call per solved task).
 */
export async function recordStreakActivity(tx: Tx, activity: StreakActivity, variant: Variant) {
  const { studentId, kind, ref, at } = activity;
  const state = await repo.lockState(tx, studentId);
  const zone = await studentTimeZone(tx, studentId, variant);
  const day = localDate(at, zone);
  await settle(tx, state, day);
  const counted = await repo.insertActivity(tx, { studentId, day, kind, ref, at });
  if (counted) {
    await recordLearningActivity(tx, {
      studentId,
      activity: DAILY_TASK_ACTIVITY[kind],
      activityKey: `${kind}:${ref}:${day}`,
      variant,
      day,
      at,
    });
  }
  const done = (await repo.activityCounts(tx, studentId, day)).get(kind) ?? 0;
  if (!counted || done < NEEDED_PER_DAY[kind]) return { day, done, earnedNow: false };
  const earnedNow = await repo.earnDay(tx, studentId, day);
  if (earnedNow) {
    const run = await strikeAt(tx, studentId, day);
    const milestone = milestoneAt(run.earnedDays);
    // One payment per milestone per run: the run's first date names the run.
    if (milestone)
      await payMilestone(tx, studentId, milestone, `streak:${studentId}:${run.start}:${milestone.strikeDays}`);
  }
  return { day, done, earnedNow };
}

/** Whether the student's date (in their zone, now) is earned, and the memory cards counted for it. */
export async function todayOf(tx: Tx, studentId: number, variant: Variant, now: Date) {
  const today = localDate(now, await studentTimeZone(tx, studentId, variant));
  const days = await repo.daysBetween(tx, studentId, today, today);
  return { today, earned: days.get(today) === 'earned', counts: await repo.activityCounts(tx, studentId, today) };
}

/** Locks the student's streak and judges the dates before today in their zone (streak-settle.ts). */
async function openStreak(tx: Tx, studentId: number, variant: Variant, now: Date) {
  const state = await repo.lockState(tx, studentId);
  const zone = await studentTimeZone(tx, studentId, variant);
  const today = localDate(now, zone);
  return { state: await settle(tx, state, today), zone, today };
}

type OpenStreak = Awaited<ReturnType<typeof openStreak>>;

async function present(tx: Tx, studentId: number, { state, zone, today }: OpenStreak): Promise<DailyStrike> {
  const week = weekOf(today);
  const yesterday = addDays(today, -1);
  const first = week[0] ?? today;
  const days = await repo.daysBetween(tx, studentId, first < yesterday ? first : yesterday, today);
  const todayEarned = days.get(today) === 'earned';
  const { earnedDays } = await strikeAt(tx, studentId, todayEarned ? today : yesterday);
  const status = (date: IsoDate): StreakDayStatus => {
    const known = days.get(date);
    if (known) return known;
    return date === today ? 'in_progress' : 'not_earned';
  };
  const counts = await repo.activityCounts(tx, studentId, today);
  return {
    strikeDays: earnedDays,
    weekStatuses: week.map((date) => ({ date, status: status(date) })),
    nextReward: nextMilestone(earnedDays),
    todayEarned,
    todayProgress: STREAK_ACTIVITY_KINDS.map((kind) => ({
      kind,
      done: Math.min(counts.get(kind) ?? 0, NEEDED_PER_DAY[kind]),
      needed: NEEDED_PER_DAY[kind],
    })),
    freezes: state.freezes,
    freezeLimit: STREAK_FREEZE_LIMIT,
    freezePrice: FREEZE_PRICE,
    timeZone: zone,
  };
}

/**
 * `GET /gamification/daily-strike/` (spec 1 §3 student activity). Judging the days missed since the
 * last visit writes (a freeze is used the first time a miss is seen), so it runs in a transaction.
 */
export function dailyStrike(db: Db, studentId: number, variant: Variant, now = new Date()) {
  return db.transaction(async (tx) => present(tx, studentId, await openStreak(tx, studentId, variant, now)));
}

/**
 * `POST /gamification/daily-strike/freezes/`: one freeze for FREEZE_PRICE umcoins, at most
 * STREAK_FREEZE_LIMIT held. Past misses are judged first, so a freeze bought today never covers a
 * day that was already lost.
 */
export function buyFreeze(db: Db, studentId: number, variant: Variant, now = new Date()) {
  return db.transaction(async (tx) => {
    const open = await openStreak(tx, studentId, variant, now);
    const { freezes, freezesBought } = open.state;
    if (freezes >= STREAK_FREEZE_LIMIT) {
      throw generalError(`Можно держать не больше ${STREAK_FREEZE_LIMIT} заморозок.`, 'freeze_limit');
    }
    const purchase = freezesBought + 1;
    await chargeFreeze(tx, studentId, FREEZE_PRICE, `streak-freeze:${studentId}:${purchase}`);
    await repo.updateState(tx, studentId, { freezes: freezes + 1, freezesBought: purchase });
    return present(tx, studentId, { ...open, state: { ...open.state, freezes: freezes + 1 } });
  });
}

/** `PATCH /gamification/daily-strike/time-zone/`: earned dates stay as they are (docs/streak.md). */
export function setTimeZone(db: Db, studentId: number, timeZone: string, variant: Variant, now = new Date()) {
  return db.transaction(async (tx) => {
    await repo.lockState(tx, studentId);
    await setStudentTimeZone(tx, studentId, timeZone);
    return present(tx, studentId, await openStreak(tx, studentId, variant, now));
  });
}

/**
 * Demo data: a student's recent streak days (days ago, before `now` in their zone) and freezes
 * held. Only for a student without any streak yet, so a restart leaves real history alone.
 */
export function seedStreakHistory(
  db: Db,
  studentId: number,
  history: { daysAgo: number; status: repo.StreakDayStatus }[],
  freezes: number,
  variant: Variant,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const state = await repo.lockState(tx, studentId);
    if (state.settledThrough) return;
    const today = localDate(now, await studentTimeZone(tx, studentId, variant));
    for (const { daysAgo, status } of history) {
      await repo.insertDay(tx, studentId, addDays(today, -daysAgo), status);
    }
    await repo.updateState(tx, studentId, { settledThrough: addDays(today, -1), freezes });
  });
}

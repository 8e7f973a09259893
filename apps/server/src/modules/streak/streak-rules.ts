import type { StreakActivityKind } from '@school/contract';

/** Spec 1 §2 modal: one lesson watched, five homework tasks solved or five memory cards learned. */
export const NEEDED_PER_DAY: Record<StreakActivityKind, number> = {
  lesson: 1,
  homework_task: 5,
  memory_card: 5,
};

/** Umcoins one freeze costs: about a week of streak rewards, so it is earned, not free. */
export const FREEZE_PRICE = 30;

/** A missed day is judged at most this far back: a longer absence has broken any streak anyway. */
export const SETTLE_HORIZON_DAYS = 400;

export interface Milestone {
  strikeDays: number;
  umcoins: number;
  medals: number;
}

const MILESTONES: Milestone[] = [
  { strikeDays: 3, umcoins: 10, medals: 0 },
  { strikeDays: 7, umcoins: 30, medals: 1 },
  { strikeDays: 14, umcoins: 50, medals: 1 },
  { strikeDays: 30, umcoins: 100, medals: 2 },
  { strikeDays: 50, umcoins: 150, medals: 2 },
  { strikeDays: 100, umcoins: 300, medals: 3 },
  { strikeDays: 200, umcoins: 500, medals: 4 },
  { strikeDays: 365, umcoins: 1000, medals: 5 },
];
/** After a year, every hundred days more. */
const YEARLY_STEP = 100;
const AFTER_YEAR: Omit<Milestone, 'strikeDays'> = { umcoins: 500, medals: 3 };

/** The first milestone above a streak of `strikeDays` days: the widget's next reward. */
export function nextMilestone(strikeDays: number): Milestone {
  const listed = MILESTONES.find((milestone) => milestone.strikeDays > strikeDays);
  if (listed) return listed;
  const last = MILESTONES[MILESTONES.length - 1]?.strikeDays ?? 0;
  const steps = Math.floor((strikeDays - last) / YEARLY_STEP) + 1;
  return { strikeDays: last + steps * YEARLY_STEP, ...AFTER_YEAR };
}

/** The milestone reached exactly at `strikeDays`, if any. */
export function milestoneAt(strikeDays: number): Milestone | undefined {
  const candidate = nextMilestone(strikeDays - 1);
  return candidate.strikeDays === strikeDays ? candidate : undefined;
}

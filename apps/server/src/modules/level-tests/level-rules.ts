import type { StartingLevel } from '@school/contract';

/** Docs/level-tests-and-lottery.md "Levels": below 40 % BASIC, below 75 % MIDDLE, else ADVANCED. */
export const LEVEL_THRESHOLDS = { middle: 40, advanced: 75 } as const;

export const percentOf = (points: number, maxPoints: number): number =>
  maxPoints <= 0 ? 0 : Math.round((points * 100) / maxPoints);

export function levelOf(percent: number): StartingLevel {
  if (percent >= LEVEL_THRESHOLDS.advanced) return 'ADVANCED';
  if (percent >= LEVEL_THRESHOLDS.middle) return 'MIDDLE';
  return 'BASIC';
}

/** The estimated exam result: the test's share of the exam's scale, in whole points. */
export const estimatedResult = (percent: number, examMaxPoints: number): number =>
  Math.round((percent * examMaxPoints) / 100);

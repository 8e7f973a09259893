import type { Level, NextLevel } from '@school/contract';

/** The level an amount of experience reaches: the last whose threshold it has passed. */
export function levelFor(exp: number, levels: readonly Level[]): Level {
  let reached = levels[0];
  for (const level of levels) if (exp >= level.threshold) reached = level;
  if (!reached) throw new Error('no levels are configured');
  return reached;
}

export const nextOf = (level: Level, levels: readonly Level[]): Level | null =>
  levels.find((candidate) => candidate.threshold > level.threshold) ?? null;

export const previousOf = (level: Level, levels: readonly Level[]): Level | null =>
  levels.filter((candidate) => candidate.threshold < level.threshold).at(-1) ?? null;

/** `GET /students/next-level/`: the level, the experience inside it and what the next one needs. */
export function nextLevelView(exp: number, levels: readonly Level[]): NextLevel {
  const level = levelFor(exp, levels);
  const next = nextOf(level, levels);
  return {
    exp,
    level,
    next,
    progress: exp - level.threshold,
    required: next ? next.threshold - level.threshold : null,
    levels: [...levels],
  };
}

/**
 * Where a loyalty drop lands (docs/rewards.md "Level drop"): one level down, keeping the
 * experience earned inside the level as far as the lower level can hold it. Null on the first level.
 */
export function dropTarget(exp: number, levels: readonly Level[]): number | null {
  const level = levelFor(exp, levels);
  const lower = previousOf(level, levels);
  if (!lower) return null;
  const width = level.threshold - lower.threshold;
  return lower.threshold + Math.min(exp - level.threshold, width - 1);
}

import { FEEDBACK_COMMENT_SCORE_LIMIT, FEEDBACK_REASONS } from '@school/contract';

export const FEEDBACK_SCORES = [1, 2, 3, 4, 5] as const;

/** Spec 1 §5: the comment box shows only when the score is at or below the limit (default 5). */
export function showsComment(score: number | null, limit: number = FEEDBACK_COMMENT_SCORE_LIMIT): boolean {
  return score !== null && score <= limit;
}

/** Spec 1 §5: the reasons offered depend on the score. */
export function reasonsFor(score: number | null): readonly string[] {
  return score === null ? [] : (FEEDBACK_REASONS[score] ?? []);
}

/** Changing the score keeps only the chosen reasons the new score still offers. */
export function keepReasons(chosen: readonly string[], score: number | null): string[] {
  const offered = reasonsFor(score);
  return chosen.filter((reason) => offered.includes(reason));
}

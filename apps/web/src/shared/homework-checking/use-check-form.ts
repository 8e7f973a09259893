import { useState } from 'react';
import type { HomeworkDetail } from '@school/contract';
import { initialScores, totalPoints, unscoredTasks, type Scores } from './check-rules';

/** The checker's points per criterion and comment per task, with what follows from them. */
export function useCheckForm(detail: HomeworkDetail) {
  const [scores, setScores] = useState<Scores>(() => initialScores(detail));
  const [showMissing, setShowMissing] = useState(false);

  const setPoints = (taskId: number, criterionId: number, points: number | null) =>
    setScores((current) => {
      const task = current[taskId] ?? { criteria: {}, comment: '' };
      return { ...current, [taskId]: { ...task, criteria: { ...task.criteria, [criterionId]: points } } };
    });
  const setComment = (taskId: number, comment: string) =>
    setScores((current) => ({
      ...current,
      [taskId]: { ...(current[taskId] ?? { criteria: {} }), comment },
    }));

  const unscored = unscoredTasks(detail, scores);
  return {
    scores,
    setPoints,
    setComment,
    total: totalPoints(detail, scores),
    unscored,
    /** Unscored criteria are marked once the checker has tried to approve. */
    showMissing,
    revealMissing: () => setShowMissing(true),
  };
}

export type CheckForm = ReturnType<typeof useCheckForm>;

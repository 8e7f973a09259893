import type { BodyOf, HomeworkDetail, HomeworkStatus, HomeworkTask, TaskAnswer, contract } from '@school/contract';

/** A submission waits for a person after the first hand-in or after work on mistakes (docs/homework.md). */
const AWAITING: readonly HomeworkStatus[] = ['DONE', 'RESENT'];
export const awaitsCheck = (status: HomeworkStatus): boolean => AWAITING.includes(status);

export interface TaskWithAnswer {
  task: HomeworkTask;
  answer: TaskAnswer | undefined;
  /** The task's number as shown, from 1 in the tasks' order. */
  number: number;
}

/** The tasks in their order, each with its number and the student's answer (absent when never saved). */
export function tasksWithAnswers(detail: HomeworkDetail): TaskWithAnswer[] {
  const byTask = new Map(detail.submission.answers.map((answer) => [answer.taskId, answer]));
  return [...detail.tasks]
    .sort((a, b) => a.position - b.position)
    .map((task, index) => ({ task, answer: byTask.get(task.id), number: index + 1 }));
}

/**
 * An answer a person has to score: the hand-in leaves an extended answer CHECKING (an empty one is
 * wrong at once), and an answer scored before work on mistakes keeps its points (docs/homework.md).
 */
export const needsPerson = ({ answer }: TaskWithAnswer): boolean => answer?.state === 'CHECKING';

/** Points (of a task a person scores) and comment of one task; a criterion not scored yet is null. */
export interface TaskScore {
  criteria: Record<number, number | null>;
  comment: string;
}
export type Scores = Record<number, TaskScore>;

/** Whole points from 0 to the criterion's maximum; anything else (empty, NaN) is not scored. */
export function clampPoints(value: number | string | null | undefined, max: number): number | null {
  const number = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value;
  if (number === null || number === undefined || !Number.isFinite(number)) return null;
  return Math.min(max, Math.max(0, Math.round(number)));
}

/** The form's start: a recheck shows the points and comments given last time. */
export function initialScores(detail: HomeworkDetail): Scores {
  const scores: Scores = {};
  for (const item of tasksWithAnswers(detail)) {
    const given = new Map(item.answer?.criteriaPoints.map((score) => [score.criterionId, score.points]));
    const criteria = needsPerson(item) ? item.task.criteria : [];
    scores[item.task.id] = {
      criteria: Object.fromEntries(
        criteria.map((criterion) => [criterion.id, clampPoints(given.get(criterion.id), criterion.maxPoints)]),
      ),
      comment: item.answer?.comment ?? '',
    };
  }
  return scores;
}

const sumScored = (score: TaskScore | undefined): number =>
  Object.values(score?.criteria ?? {}).reduce<number>((sum, points) => sum + (points ?? 0), 0);

/** The submission's points: the site's and earlier checks' as given, the tasks being checked as scored now. */
export function totalPoints(detail: HomeworkDetail, scores: Scores): number {
  return tasksWithAnswers(detail).reduce(
    (sum, item) => sum + (needsPerson(item) ? sumScored(scores[item.task.id]) : (item.answer?.points ?? 0)),
    0,
  );
}

/** The task's points now: the sum of its scored criteria. */
export const taskPoints = (score: TaskScore | undefined): number => sumScored(score);

/** Tasks with a criterion left unscored: approving needs every criterion scored, a 0 included. */
export function unscoredTasks(detail: HomeworkDetail, scores: Scores): number[] {
  return tasksWithAnswers(detail)
    .filter(needsPerson)
    .filter(({ task }) => task.criteria.some((criterion) => (scores[task.id]?.criteria[criterion.id] ?? null) === null))
    .map(({ task }) => task.id);
}

type CheckBody = BodyOf<typeof contract.homework.check>;

/**
 * POST /v2/homework/checking/:id/ approving: each task a person scores with all its criteria, and any
 * other task the checker commented on.
 */
export function approveBody(detail: HomeworkDetail, scores: Scores): CheckBody {
  const comment = (taskId: number) => scores[taskId]?.comment.trim() ?? '';
  return {
    decision: 'approve',
    tasks: tasksWithAnswers(detail)
      .filter((item) => needsPerson(item) || comment(item.task.id) !== '')
      .map((item) => ({
        taskId: item.task.id,
        criteria: needsPerson(item)
          ? item.task.criteria.map((criterion) => ({
              criterionId: criterion.id,
              points: scores[item.task.id]?.criteria[criterion.id] ?? 0,
            }))
          : [],
        comment: comment(item.task.id),
      })),
  };
}

/** The contract's bounds of a refusal's reason. */
export const REASON_MIN = 3;
export const REASON_MAX = 2000;

/** Whether a refusal's reason may be sent: the student must learn what to redo (issue 10). */
export const isReasonValid = (reason: string): boolean => {
  const length = reason.trim().length;
  return length >= REASON_MIN && length <= REASON_MAX;
};

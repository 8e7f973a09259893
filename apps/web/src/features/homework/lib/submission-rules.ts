import type { HomeworkDetail, HomeworkTask } from '@school/contract';

/** Statuses under which a submission has not been handed in (spec 2 §4; REFUSED asks for a redo). */
const OPEN_STATUSES = new Set(['UNDONE', 'REFUSED']);

/**
 * The tasks the student may answer now: those the server marks editable (before the submit, or the
 * wrong ones in work on mistakes). A task without an answer yet is open while the submission is.
 * Nothing is open after the deadline (spec 3 §9).
 */
export function editableTasks(detail: HomeworkDetail): HomeworkTask[] {
  if (detail.isExpired) return [];
  const answers = new Map(detail.submission.answers.map((answer) => [answer.taskId, answer]));
  const open = OPEN_STATUSES.has(detail.submission.status);
  return detail.tasks.filter((task) => answers.get(task.id)?.editable ?? open);
}

/** Handed in (or closed): the results page has something to show. */
export const isHandedIn = (detail: HomeworkDetail): boolean => detail.submission.submittedAt !== null;

/** A route param that must be a positive id; anything else is not found. */
export const idFrom = (param: string): number | null => (/^[1-9]\d{0,9}$/.test(param) ? Number(param) : null);

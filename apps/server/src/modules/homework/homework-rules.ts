import { HOMEWORK_STATUSES, type HomeworkStatus } from '@school/contract';

/** Before the first hand-in, or sent back by a checker: every answer may change (docs/homework.md). */
export const OPEN_STATUSES: readonly HomeworkStatus[] = ['UNDONE', 'REFUSED'];
/** Waiting for a person (the checking queue). */
export const WAITING_STATUSES: readonly HomeworkStatus[] = ['DONE', 'RESENT'];
/** Checked on the first hand-in: the work on mistakes may follow. */
export const FIRST_CHECK_STATUSES: readonly HomeworkStatus[] = [
  'CHECKED',
  'CHECKED_BY_SITE',
  'CHECKED_BY_CURATOR',
  'CHECKED_BY_TEACHER',
];
/** Checked by the site or a person (spec 2 §4): CHECKED, RECHECKED, CHECKED_BY_*, CHECK_BY_NE_AND_CU. */
export const CHECKED_STATUSES: readonly HomeworkStatus[] = HOMEWORK_STATUSES.filter((status) =>
  status.includes('CHECK'),
);
/** The student has handed the homework in. */
export const HANDED_IN_STATUSES: readonly HomeworkStatus[] = [...WAITING_STATUSES, ...CHECKED_STATUSES];
/** Spec 3 §9: a hand-in is checked within 45 days. */
export const CHECK_PERIOD_DAYS = 45;

export interface SubmissionState {
  status: HomeworkStatus;
  attempt: number;
  mistakes: number;
  bugsOpenedAt: Date | null;
  endsAt?: Date | null;
}

/** Spec 3 §9: after the deadline nothing is handed in or checked. */
export const isPastDeadline = (deadline: Date, now: Date) => deadline.getTime() <= now.getTime();

/** A homework not handed in before its deadline reads EXPIRED, in the list and the detail alike. */
export function effectiveStatus(status: HomeworkStatus, deadline: Date, now: Date): HomeworkStatus {
  return OPEN_STATUSES.includes(status) && isPastDeadline(deadline, now) ? 'EXPIRED' : status;
}

/** One round of work on mistakes, on a first check with site tasks not fully right, before the deadline. */
export function canWorkOnBugs(s: SubmissionState, deadline: Date, now: Date): boolean {
  return FIRST_CHECK_STATUSES.includes(s.status) && s.attempt === 1 && s.mistakes > 0 && !isPastDeadline(deadline, now);
}

/** The work on mistakes was opened and not handed in yet. */
export const bugsOpen = (s: SubmissionState, deadline: Date, now: Date) =>
  s.bugsOpenedAt !== null && canWorkOnBugs(s, deadline, now);

/** Whether an answer may change now. */
export function answerEditable(s: SubmissionState, reopened: boolean, deadline: Date, now: Date): boolean {
  if (isPastDeadline(deadline, now)) return false;
  if (timerRanOut({ status: s.status, endsAt: s.endsAt ?? null }, now)) return false;
  return OPEN_STATUSES.includes(s.status) || (reopened && bugsOpen(s, deadline, now));
}

/**
 * The status a hand-in leads to: the first from UNDONE is DONE or CHECKED_BY_SITE; a later one
 * (after REFUSED or the work on mistakes) is RESENT or RECHECKED. DONE/RESENT wait for a person.
 */
export function statusAfterSubmit(from: HomeworkStatus, needsPerson: boolean): HomeworkStatus {
  if (from === 'UNDONE') return needsPerson ? 'DONE' : 'CHECKED_BY_SITE';
  return needsPerson ? 'RESENT' : 'RECHECKED';
}

/** A checker's approval: RESENT → RECHECKED; DONE → checked by the checker's role (a tutor is a teacher). */
export function statusAfterApprove(from: HomeworkStatus, checkerRole: string): HomeworkStatus {
  if (from === 'RESENT') return 'RECHECKED';
  return checkerRole === 'TEACHER_ROLE' || checkerRole === 'TUTOR_ROLE' ? 'CHECKED_BY_TEACHER' : 'CHECKED_BY_CURATOR';
}

/**
 * Spec 3 §9: a timed homework's time ran out before its first hand-in. Only the first attempt
 * is timed: a work sent back by the checker is redone without a timer.
 */
export const timerRanOut = (s: { status: HomeworkStatus; endsAt: Date | null }, now: Date) =>
  s.status === 'UNDONE' && s.endsAt !== null && s.endsAt.getTime() <= now.getTime();

/** XP of a task (spec 3 §9): its points, doubled for a star task. */
export const taskExp = (points: number, isStar: boolean) => points * (isStar ? 2 : 1);

/** Spec 3 §9: a mini-test pays a flat amount once. */
export const MINI_TEST_EXP = 10;

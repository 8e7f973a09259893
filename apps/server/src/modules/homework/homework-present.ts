import type { HomeworkDetail, HomeworkTask, Submission, TaskAnswer } from '@school/contract';
import { correctAnswerHtml } from './task-bank/correct-answer-html.js';
import type { CriterionRow, TaskRow } from './task-bank/task-bank.repo.js';
import { answerEditable, canWorkOnBugs, effectiveStatus, isPastDeadline } from './homework-rules.js';
import type { HomeworkInfo } from './homework-info.js';
import type { AnswerRow, SubmissionRow } from './submission.repo.js';

export interface TaskOfHomework {
  task: TaskRow;
  position: number;
  examTaskNumber: number | null;
  topic: string | null;
}

const CHECKED_STATES = ['CORRECT', 'PARTIAL', 'WRONG'];

/** An answer row before anything was typed. */
export const emptyAnswer = (submissionId: number, taskId: number): AnswerRow => ({
  submissionId,
  taskId,
  value: null,
  revision: 0,
  savedAt: null,
  state: 'EMPTY',
  points: null,
  comment: null,
  criteriaPoints: [],
  checkedBy: null,
  reopened: false,
  expEarned: 0,
});

export function presentTask({ task, position, examTaskNumber, topic }: TaskOfHomework, criteria: CriterionRow[]) {
  return {
    id: task.id,
    position,
    type: task.type,
    statementHtml: task.statementHtml,
    options: task.options,
    matchItems: task.matchItems,
    examTaskNumber,
    topic,
    maxPoints: task.maxPoints,
    isStar: task.isStar,
    hint: task.hint,
    theoryUrl: task.theoryUrl,
    criteria: criteria.map((c) => ({ id: c.id, title: c.title, maxPoints: c.maxPoints })),
  } satisfies HomeworkTask;
}

/** An answer as the student (or a checker) sees it: the key only once checked and closed. */
export function presentAnswer(
  task: TaskRow,
  row: AnswerRow | undefined,
  submission: SubmissionRow,
  deadline: Date,
  now: Date,
): TaskAnswer {
  const editable = answerEditable(submission, row?.reopened ?? false, deadline, now);
  const revealed = !editable && row !== undefined && CHECKED_STATES.includes(row.state);
  return {
    taskId: task.id,
    value: row?.value ?? null,
    revision: row?.revision ?? 0,
    savedAt: row?.savedAt?.toISOString() ?? null,
    state: row?.state ?? 'EMPTY',
    points: row?.points ?? null,
    editable,
    comment: row?.comment ?? null,
    criteriaPoints: row?.criteriaPoints ?? [],
    correctAnswerHtml: revealed ? correctAnswerHtml(task) : null,
    explanationHtml: revealed ? task.explanationHtml : null,
  };
}

export interface DetailParts {
  info: HomeworkInfo;
  tasks: TaskOfHomework[];
  criteria: CriterionRow[];
  submission: SubmissionRow;
  answers: AnswerRow[];
  student: { id: number; firstName: string; lastName: string };
}

export function presentSubmission(parts: DetailParts, now: Date): Submission {
  const { submission, info } = parts;
  const deadline = info.homework.deadline;
  const answers = new Map(parts.answers.map((a) => [a.taskId, a]));
  return {
    id: submission.id,
    status: effectiveStatus(submission.status, deadline, now),
    submittedAt: submission.submittedAt?.toISOString() ?? null,
    checkedAt: submission.checkedAt?.toISOString() ?? null,
    refuseReason: submission.refuseReason,
    score: submission.score,
    maxScore: info.homework.maxScore,
    expEarned: submission.expEarned,
    canWorkOnBugs: canWorkOnBugs(submission, deadline, now),
    attempt: submission.attempt,
    answers: parts.tasks.map(({ task }) => presentAnswer(task, answers.get(task.id), submission, deadline, now)),
  };
}

export function presentDetail(parts: DetailParts, now: Date): HomeworkDetail {
  const { homework, lessonTitle, classType } = parts.info;
  return {
    id: homework.id,
    title: homework.title,
    kind: homework.kind,
    lessonId: homework.lessonId,
    lessonTitle,
    classType,
    deadline: homework.deadline.toISOString(),
    isExpired: isPastDeadline(homework.deadline, now),
    tasks: parts.tasks.map((t) =>
      presentTask(
        t,
        parts.criteria.filter((c) => c.taskId === t.task.id),
      ),
    ),
    submission: presentSubmission(parts, now),
    student: parts.student,
    tutorName: parts.info.tutorName,
    timeLimitMinutes: homework.timeLimitMinutes,
    startedAt: parts.submission.startedAt?.toISOString() ?? null,
    endsAt: parts.submission.endsAt?.toISOString() ?? null,
  };
}

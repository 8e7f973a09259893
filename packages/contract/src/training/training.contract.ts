import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { IdParam, IdParams, IdSchema } from '../common.js';
import {
  AnswerStateSchema,
  AnswerValueSchema,
  ClassTypeRefSchema,
  HomeworkTaskSchema,
} from '../homework/homework.schema.js';

const tag = 'training';
const STUDENT = ['STUDENT_ROLE'] as const;

/** How many tasks one training may hold (docs/training.md "Settings"). */
export const TRAINING_MIN_TASKS = 1;
export const TRAINING_MAX_TASKS = 30;
export const TRAINING_DEFAULT_TASKS = 10;

/** A subject the bank has site-checked tasks for, with how many. */
export const TrainingSubjectSchema = z.object({ classType: ClassTypeRefSchema, tasksCount: z.number().int() });
export type TrainingSubject = z.infer<typeof TrainingSubjectSchema>;

/** One task of a training: unanswered, or answered once and checked at once (instant checking). */
export const TrainingAnswerSchema = z.object({
  taskId: z.number().int(),
  value: AnswerValueSchema.nullable(),
  /** EMPTY until answered; then CORRECT, PARTIAL or WRONG. */
  state: AnswerStateSchema,
  points: z.number().int().nullable(),
  answeredAt: z.string().nullable(),
  /** XP this answer paid (0 for a wrong one). */
  expEarned: z.number().int(),
  /** Shown once answered: the key and the explanation. */
  correctAnswerHtml: z.string().nullable(),
  explanationHtml: z.string().nullable(),
});
export type TrainingAnswer = z.infer<typeof TrainingAnswerSchema>;

export const TrainingSessionSchema = z.object({
  id: z.number().int(),
  classType: ClassTypeRefSchema,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The session this one retries the mistakes of. */
  retryOf: z.number().int().nullable(),
  tasks: z.array(HomeworkTaskSchema),
  answers: z.array(TrainingAnswerSchema),
});
export type TrainingSession = z.infer<typeof TrainingSessionSchema>;

export const TrainingResultSchema = z.object({
  id: z.number().int(),
  classType: ClassTypeRefSchema,
  startedAt: z.string(),
  finishedAt: z.string(),
  /** Seconds from the start to the finish. */
  durationSeconds: z.number().int(),
  score: z.number().int(),
  maxScore: z.number().int(),
  tasksTotal: z.number().int(),
  correctCount: z.number().int(),
  expEarned: z.number().int(),
  /** Tasks not fully right (unanswered ones included), in the session's order: what to retry. */
  mistakes: z.array(
    z.object({
      taskId: z.number().int(),
      position: z.number().int(),
      examTaskNumber: z.number().int().nullable(),
      topic: z.string().nullable(),
      state: AnswerStateSchema,
    }),
  ),
});
export type TrainingResult = z.infer<typeof TrainingResultSchema>;

/** A training in the student's recent list. */
export const TrainingListItemSchema = z.object({
  id: z.number().int(),
  classType: ClassTypeRefSchema,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  tasksTotal: z.number().int(),
  answered: z.number().int(),
  score: z.number().int(),
  maxScore: z.number().int(),
});
export type TrainingListItem = z.infer<typeof TrainingListItemSchema>;

const IdList = z.array(IdSchema).max(50);

export const TrainingCreateSchema = z.object({
  classType: IdSchema,
  /** Exam task numbers (`/v2/core/course-type-task-numbers/` ids); empty = any. */
  taskNumbers: IdList.default([]),
  /** Topics (`/v2/core/class-type-topics/` ids); empty = any. */
  topics: IdList.default([]),
  count: z.number().int().min(TRAINING_MIN_TASKS).max(TRAINING_MAX_TASKS).default(TRAINING_DEFAULT_TASKS),
});
export type TrainingCreate = z.input<typeof TrainingCreateSchema>;

const SessionTaskParams = z.object({ id: IdParam, taskId: IdParam });

/** Practice over the task bank (spec 2 §2 named routes "training settings", "training", "training result"). */
export const trainingContract = {
  subjects: endpoint({
    method: 'GET',
    path: '/v2/training/subjects/',
    summary: 'Subjects with site-checked tasks in the bank, to train on',
    tag,
    roles: STUDENT,
    response: z.array(TrainingSubjectSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/v2/training/sessions/',
    summary: "The student's recent trainings, newest first",
    tag,
    roles: STUDENT,
    query: z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) }),
    response: z.array(TrainingListItemSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/v2/training/sessions/',
    summary: 'Starts a training: tasks of a subject picked by exam task numbers and topics',
    tag,
    roles: STUDENT,
    body: TrainingCreateSchema,
    response: TrainingSessionSchema,
    status: 201,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/v2/training/sessions/:id/',
    summary: "A training of the student's own: its tasks and the answers so far",
    tag,
    roles: STUDENT,
    params: IdParams,
    response: TrainingSessionSchema,
  }),
  answer: endpoint({
    method: 'POST',
    path: '/v2/training/sessions/:id/answers/:taskId/',
    summary: 'Answers one task once and checks it at once; a repeat answers the stored result',
    tag,
    roles: STUDENT,
    params: SessionTaskParams,
    body: z.object({ value: AnswerValueSchema }),
    response: TrainingAnswerSchema,
  }),
  finish: endpoint({
    method: 'POST',
    path: '/v2/training/sessions/:id/finish/',
    summary: 'Ends the training (once; a repeat keeps the first end) and answers its result',
    tag,
    roles: STUDENT,
    params: IdParams,
    response: TrainingResultSchema,
  }),
  result: endpoint({
    method: 'GET',
    path: '/v2/training/sessions/:id/result/',
    summary: 'The result of a finished training: score, time and the mistakes to retry',
    tag,
    roles: STUDENT,
    params: IdParams,
    response: TrainingResultSchema,
  }),
  retry: endpoint({
    method: 'POST',
    path: '/v2/training/sessions/:id/retry/',
    summary: "Starts a new training of a finished one's mistakes",
    tag,
    roles: STUDENT,
    params: IdParams,
    response: TrainingSessionSchema,
    status: 201,
  }),
};

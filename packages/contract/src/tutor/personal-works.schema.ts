import { z } from '../zod.js';
import { IdSchema, PaginationQuery, IdParam, commaList } from '../common.js';
import { ClassTypeRefSchema, HomeworkListFilterSchema } from '../homework/homework.schema.js';
import { HomeworkStatusSchema } from '../lessons/lesson.schema.js';
import { BankTaskSchema } from './task-bank.schema.js';

/** Spec 3 §9 timer: whole minutes, at most a day. */
export const TimeLimitMinutesSchema = z.number().int().min(1).max(1440);

/** A personal work (self-study) in the tutor's library, as the list shows it. */
export const SelfStudyListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  classType: ClassTypeRefSchema,
  /** The timer an assignment gets unless it says otherwise; null = no timer. */
  timeLimitMinutes: z.number().int().nullable(),
  tasksTotal: z.number().int(),
  maxScore: z.number().int(),
  /** How many clients it was given to. */
  assignedCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SelfStudyListItem = z.infer<typeof SelfStudyListItemSchema>;

/** A personal work with its tasks in order (bank tasks and the tutor's own). */
export const SelfStudySchema = SelfStudyListItemSchema.extend({
  tasks: z.array(BankTaskSchema),
});
export type SelfStudy = z.infer<typeof SelfStudySchema>;

export const SelfStudyInputSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(5000).default(''),
  classType: IdSchema,
  timeLimitMinutes: TimeLimitMinutesSchema.nullable().default(null),
  /** Task ids in order: bank tasks or the tutor's own, no repeats. */
  tasks: z.array(IdSchema).min(1).max(50),
});
export type SelfStudyInput = z.infer<typeof SelfStudyInputSchema>;

export const SelfStudyPatchSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().max(5000),
    classType: IdSchema,
    timeLimitMinutes: TimeLimitMinutesSchema.nullable(),
    tasks: z.array(IdSchema).min(1).max(50),
  })
  .partial();
export type SelfStudyPatch = z.infer<typeof SelfStudyPatchSchema>;

export const SelfStudiesQuerySchema = PaginationQuery.extend({
  classType: IdParam.optional(),
  search: z.string().trim().max(100).optional(),
});

/** A personal work given to a client: one student's submission of its copy (docs/tutor-and-manager.md). */
export const TutorSubmissionSchema = z.object({
  /** The submission id: the same id opens it in the checking screen (`/v2/homework/submissions/:id/`). */
  id: z.number().int(),
  /** The homework the student opens (`/v2/homework/:id/`): a copy of the work made on assign. */
  homeworkId: z.number().int(),
  /** The library work it was made from (it may have been deleted from the library since). */
  selfStudyId: z.number().int(),
  clientId: z.number().int(),
  student: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  title: z.string(),
  classType: ClassTypeRefSchema,
  /** Spec 2 §4 status; EXPIRED once the deadline passed without a hand-in. */
  status: HomeworkStatusSchema,
  /** Handed in and waiting for the tutor's check (DONE, RESENT). */
  needsCheck: z.boolean(),
  deadline: z.string(),
  timeLimitMinutes: z.number().int().nullable(),
  /** When the student first opened it (the timer starts then). */
  startedAt: z.string().nullable(),
  /** started_at + limit: the server hands it in then. */
  endsAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  checkedAt: z.string().nullable(),
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
  tasksTotal: z.number().int(),
  tasksDone: z.number().int(),
  assignedAt: z.string(),
});
export type TutorSubmission = z.infer<typeof TutorSubmissionSchema>;

export const AssignInputSchema = z.object({
  /** The library work. */
  selfStudy: IdSchema,
  /** The tutor's client (`tutor_clients` id, as in `/clients/{id}`). */
  client: IdSchema,
  /** ISO date-time with an offset, in the future. */
  deadline: z.iso.datetime({ offset: true }),
  /** Absent: the work's own timer; null: no timer. */
  timeLimitMinutes: TimeLimitMinutesSchema.nullable().optional(),
});
export type AssignInput = z.infer<typeof AssignInputSchema>;

export const TutorSubmissionsQuerySchema = PaginationQuery.extend({
  client: IdParam.optional(),
  selfStudy: IdParam.optional(),
  /** The homework (the copy) of a given work: `/clients/{id}/submissions/{homeworkId}` finds its submission. */
  homework: IdParam.optional(),
  /** The student list's groups: todo, checking (waits for the tutor), checked, expired. */
  status: commaList(HomeworkListFilterSchema).optional(),
});

import { z } from '../zod.js';
import { HomeworkStatusSchema } from '../lessons/lesson.schema.js';

/** Task types (docs/homework.md): five checked by the site, EXTENDED by a person against criteria. */
export const TASK_TYPES = ['SHORT', 'SINGLE', 'MULTIPLE', 'ORDER', 'MATCH', 'EXTENDED'] as const;
export const TaskTypeSchema = z.enum(TASK_TYPES);
export type TaskType = z.infer<typeof TaskTypeSchema>;

/** Where a homework comes from: a lesson of a course, a lesson's mini-test, or a tutor (issue 12). */
export const HOMEWORK_KINDS = ['LESSON', 'MINI_TEST', 'TUTOR'] as const;
export const HomeworkKindSchema = z.enum(HOMEWORK_KINDS);
export type HomeworkKind = z.infer<typeof HomeworkKindSchema>;

/** The list's status filter groups the spec 2 §4 statuses the way a student thinks of them. */
export const HOMEWORK_LIST_FILTERS = ['todo', 'checking', 'checked', 'expired'] as const;
export const HomeworkListFilterSchema = z.enum(HOMEWORK_LIST_FILTERS);
export type HomeworkListFilter = z.infer<typeof HomeworkListFilterSchema>;

/** How one task answer stands: not answered yet, answered (saved, not checked), or checked. */
export const ANSWER_STATES = ['EMPTY', 'SAVED', 'CHECKING', 'CORRECT', 'PARTIAL', 'WRONG'] as const;
export const AnswerStateSchema = z.enum(ANSWER_STATES);
export type AnswerState = z.infer<typeof AnswerStateSchema>;

const OptionId = z.string().trim().min(1).max(40);
const UploadedFileSchema = z.object({ url: z.string().max(500), name: z.string().max(200) });
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/** A student's answer to one task, shaped by the task's type. */
export const AnswerValueSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SHORT'), text: z.string().max(500) }),
  z.object({ type: z.literal('SINGLE'), choice: OptionId.nullable() }),
  z.object({ type: z.literal('MULTIPLE'), choices: z.array(OptionId).max(20) }),
  z.object({ type: z.literal('ORDER'), order: z.array(OptionId).max(20) }),
  /** For each left item (by its id) the chosen right option id. */
  z.object({ type: z.literal('MATCH'), pairs: z.record(OptionId, OptionId) }),
  z.object({
    type: z.literal('EXTENDED'),
    html: z.string().max(50_000),
    files: z.array(UploadedFileSchema).max(10),
  }),
]);
export type AnswerValue = z.infer<typeof AnswerValueSchema>;

export const TaskOptionSchema = z.object({ id: z.string(), html: z.string() });
export type TaskOption = z.infer<typeof TaskOptionSchema>;

export const CriterionSchema = z.object({ id: z.number().int(), title: z.string(), maxPoints: z.number().int() });
export type Criterion = z.infer<typeof CriterionSchema>;

/** Who handed the work in, as a checker sees it. */
const StudentRefSchema = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });

export const ClassTypeRefSchema = z.object({ id: z.number().int(), title: z.string(), color: z.string() });

/** A task as the student sees it while doing the homework: no correct answer. */
export const HomeworkTaskSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  type: TaskTypeSchema,
  /** Sanitised HTML: text, images, formulas as KaTeX-ready `$…$`. */
  statementHtml: z.string(),
  /** SINGLE, MULTIPLE, ORDER (in shown order); MATCH: the right-hand options. */
  options: z.array(TaskOptionSchema),
  /** MATCH only: the left-hand items to pair. */
  matchItems: z.array(TaskOptionSchema),
  examTaskNumber: z.number().int().nullable(),
  topic: z.string().nullable(),
  maxPoints: z.number().int(),
  isStar: z.boolean(),
  hint: z.string().nullable(),
  theoryUrl: z.string().nullable(),
  criteria: z.array(CriterionSchema),
});
export type HomeworkTask = z.infer<typeof HomeworkTaskSchema>;

export const CriterionScoreSchema = z.object({ criterionId: z.number().int(), points: z.number().int().min(0) });

/** The student's answer to a task and, once checked, its result. */
export const TaskAnswerSchema = z.object({
  taskId: z.number().int(),
  value: AnswerValueSchema.nullable(),
  /** The client's counter for this task: a save with a lower one than stored is ignored (offline replay). */
  revision: z.number().int(),
  savedAt: z.string().nullable(),
  state: AnswerStateSchema,
  points: z.number().int().nullable(),
  /** May be changed now: before submission, or in work on mistakes for a task not fully right. */
  editable: z.boolean(),
  comment: z.string().nullable(),
  criteriaPoints: z.array(CriterionScoreSchema),
  /** Shown once the task is checked. */
  correctAnswerHtml: z.string().nullable(),
  explanationHtml: z.string().nullable(),
});
export type TaskAnswer = z.infer<typeof TaskAnswerSchema>;

export const SubmissionSchema = z.object({
  id: z.number().int(),
  status: HomeworkStatusSchema,
  submittedAt: z.string().nullable(),
  checkedAt: z.string().nullable(),
  /** A curator's reason when REFUSED. */
  refuseReason: z.string().nullable(),
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
  /** XP paid for this submission so far. */
  expEarned: z.number().int(),
  /** Work on mistakes is open: checked, some task not fully right, not done yet, before the deadline. */
  canWorkOnBugs: z.boolean(),
  attempt: z.number().int(),
  answers: z.array(TaskAnswerSchema),
});
export type Submission = z.infer<typeof SubmissionSchema>;

export const HomeworkDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: HomeworkKindSchema,
  lessonId: z.number().int().nullable(),
  lessonTitle: z.string().nullable(),
  classType: ClassTypeRefSchema,
  deadline: z.string(),
  /** The deadline has passed: answers are closed and nothing will be checked (spec 3 §9). */
  isExpired: z.boolean(),
  tasks: z.array(HomeworkTaskSchema),
  submission: SubmissionSchema,
  student: StudentRefSchema,
  /** Who gave a TUTOR homework ("Имя Фамилия"); null for a lesson's. */
  tutorName: z.string().nullable(),
  /** Spec 3 §9 timer: minutes from the first open; null = no timer. */
  timeLimitMinutes: z.number().int().nullable(),
  /** The first open (the timer's start). */
  startedAt: z.string().nullable(),
  /** When the server hands the work in by itself (started_at + limit). */
  endsAt: z.string().nullable(),
});
export type HomeworkDetail = z.infer<typeof HomeworkDetailSchema>;

export const HomeworkListItemSchema = z.object({
  homeworkId: z.number().int(),
  submissionId: z.number().int().nullable(),
  title: z.string(),
  kind: HomeworkKindSchema,
  lessonId: z.number().int().nullable(),
  lessonTitle: z.string().nullable(),
  classType: ClassTypeRefSchema,
  deadline: z.string(),
  status: HomeworkStatusSchema.nullable(),
  tasksTotal: z.number().int(),
  tasksDone: z.number().int(),
  starTasks: z.number().int(),
  score: z.number().int().nullable(),
  maxScore: z.number().int(),
  /** Who gave a TUTOR homework ("Имя Фамилия"); null for a lesson's. */
  tutorName: z.string().nullable(),
  timeLimitMinutes: z.number().int().nullable(),
});
export type HomeworkListItem = z.infer<typeof HomeworkListItemSchema>;

export const SubmitResultSchema = z.object({
  submission: SubmissionSchema,
  /** XP paid by this submit (0 on a repeat). */
  expGained: z.number().int(),
});
export type SubmitResult = z.infer<typeof SubmitResultSchema>;

export const CheckingQueueItemSchema = z.object({
  submissionId: z.number().int(),
  homeworkId: z.number().int(),
  homeworkTitle: z.string(),
  classType: ClassTypeRefSchema,
  student: StudentRefSchema,
  status: HomeworkStatusSchema,
  deadline: z.string(),
  submittedAt: z.string(),
  tasksToCheck: z.number().int(),
});
export type CheckingQueueItem = z.infer<typeof CheckingQueueItemSchema>;

export const CheckTaskSchema = z.object({
  taskId: z.number().int().positive(),
  criteria: z.array(CriterionScoreSchema).max(20),
  comment: z.string().trim().max(5000).default(''),
});

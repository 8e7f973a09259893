import { z } from '../zod.js';
import { IdParam, IdSchema, PaginationQuery } from '../common.js';
import { ClassTypeRefSchema, CriterionSchema, TaskOptionSchema, TaskTypeSchema } from '../homework/homework.schema.js';
import { CorrectAnswerSchema } from '../tutor/task-bank.schema.js';

/**
 * A task of the public bank as staff edit it (docs/staff-tasks.md): every field with the key, and
 * how many homework hold it and whether a student has started one of them (then it is frozen).
 */
export const StaffTaskSchema = z.object({
  id: z.number().int(),
  classType: ClassTypeRefSchema,
  type: TaskTypeSchema,
  statementHtml: z.string(),
  options: z.array(TaskOptionSchema),
  matchItems: z.array(TaskOptionSchema),
  correct: CorrectAnswerSchema.nullable(),
  correctHtml: z.string().nullable(),
  explanationHtml: z.string().nullable(),
  taskNumberId: z.number().int().nullable(),
  examTaskNumber: z.number().int().nullable(),
  topicId: z.number().int().nullable(),
  topic: z.string().nullable(),
  maxPoints: z.number().int(),
  isStar: z.boolean(),
  hint: z.string().nullable(),
  theoryUrl: z.string().nullable(),
  criteria: z.array(CriterionSchema),
  /** Homework that hold the task. */
  homeworkCount: z.number().int(),
  /** A student has a submission of a homework holding it: its text and key can no longer change. */
  isFrozen: z.boolean(),
});
export type StaffTask = z.infer<typeof StaffTaskSchema>;

export const STAFF_TASK_ORDERINGS = ['id', '-id'] as const;

export const StaffTaskQuerySchema = PaginationQuery.extend({
  classType: IdParam.optional(),
  type: TaskTypeSchema.optional(),
  /** Words of the statement (case-insensitive); a number finds the task by its id too. */
  search: z.string().trim().max(100).optional(),
  ordering: z.enum(STAFF_TASK_ORDERINGS).default('-id'),
});
export type StaffTaskQuery = z.infer<typeof StaffTaskQuerySchema>;

/** The homework of a lesson as staff build it (docs/staff-tasks.md "Homework of a lesson"). */
export const StaffLessonHomeworkSchema = z.object({
  lesson: z.object({
    id: z.number().int(),
    title: z.string(),
    isPublished: z.boolean(),
    startAt: z.string(),
    classType: ClassTypeRefSchema,
  }),
  homework: z
    .object({
      id: z.number().int(),
      title: z.string(),
      deadline: z.string(),
      timeLimitMinutes: z.number().int().nullable(),
      tasksTotal: z.number().int(),
      maxScore: z.number().int(),
      /** Students who opened or handed it in: the task list is frozen once this is above zero. */
      submissions: z.number().int(),
      tasks: z.array(StaffTaskSchema),
    })
    .nullable(),
});
export type StaffLessonHomework = z.infer<typeof StaffLessonHomeworkSchema>;

export const StaffLessonHomeworkInputSchema = z.object({
  title: z.string().trim().min(1).max(200),
  deadline: z.iso.datetime({ offset: true }),
  timeLimitMinutes: z.number().int().min(1).max(600).nullable().default(null),
  /** Bank task ids in the order the student sees them. */
  tasks: z.array(IdSchema).min(1).max(50),
});
export type StaffLessonHomeworkInput = z.infer<typeof StaffLessonHomeworkInputSchema>;

export const IMPORT_KINDS = ['lessons', 'tasks'] as const;
export const ImportKindSchema = z.enum(IMPORT_KINDS);
export type ImportKind = z.infer<typeof ImportKindSchema>;

/** A file to import, its text in the body (the page reads the file; docs/staff-tasks.md "Bulk import"). */
export const ImportInputSchema = z.object({
  kind: ImportKindSchema,
  format: z.enum(['csv', 'json']),
  /** The file's text: at most 1000 rows. */
  text: z.string().min(1).max(500_000),
  /** Lessons: the product the draft lessons are created in. */
  product: IdSchema.nullable().default(null),
  /** Tasks: the subject of the tasks. */
  classType: IdSchema.nullable().default(null),
});
export type ImportInput = z.infer<typeof ImportInputSchema>;

export const ImportRowSchema = z.object({
  /** 1-based number of the data row (the CSV header is not counted). */
  row: z.number().int(),
  /** A short description of what the row would create: a lesson's or task's title. */
  summary: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportPreviewSchema = z.object({
  kind: ImportKindSchema,
  rows: z.array(ImportRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Errors of the whole file (no header, unreadable JSON, no product): nothing can be imported. */
  fileErrors: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportResultSchema = z.object({
  kind: ImportKindSchema,
  created: z.number().int(),
  ids: z.array(z.number().int()),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

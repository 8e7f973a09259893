import { z } from '../zod.js';
import { IdSchema } from '../common.js';
import { ClassTypeRefSchema, CriterionSchema, TaskOptionSchema, TaskTypeSchema } from '../homework/homework.schema.js';

const OptionId = z.string().trim().min(1).max(40);
const OptionInput = z.object({ id: OptionId, html: z.string().trim().min(1).max(2000) });

/** The key of a site-checked task, by type (docs/homework.md "Task types"); EXTENDED has none. */
export const CorrectAnswerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SHORT'), accepted: z.array(z.string().trim().min(1).max(200)).min(1).max(10) }),
  z.object({ type: z.literal('SINGLE'), choice: OptionId }),
  z.object({ type: z.literal('MULTIPLE'), choices: z.array(OptionId).min(1).max(20) }),
  z.object({ type: z.literal('ORDER'), order: z.array(OptionId).min(2).max(20) }),
  /** For each left item (by its id) the right option id. */
  z.object({ type: z.literal('MATCH'), pairs: z.record(OptionId, OptionId) }),
]);
export type CorrectAnswerInput = z.infer<typeof CorrectAnswerSchema>;

/**
 * A task of the bank as a tutor or checker picks it (`GET /v2/materials/tasks/`). The key
 * (`correct`, `correctHtml`, `explanationHtml`) is filled only for the task's author (a tutor's own task).
 */
export const BankTaskSchema = z.object({
  id: z.number().int(),
  classType: ClassTypeRefSchema,
  type: TaskTypeSchema,
  statementHtml: z.string(),
  options: z.array(TaskOptionSchema),
  matchItems: z.array(TaskOptionSchema),
  /** The id of the exam task number (`GET /v2/core/course-type-task-numbers/`) and its number. */
  taskNumberId: z.number().int().nullable(),
  examTaskNumber: z.number().int().nullable(),
  /** The id of the topic (`GET /v2/core/class-type-topics/`) and its title. */
  topicId: z.number().int().nullable(),
  topic: z.string().nullable(),
  maxPoints: z.number().int(),
  isStar: z.boolean(),
  hint: z.string().nullable(),
  theoryUrl: z.string().nullable(),
  criteria: z.array(CriterionSchema),
  /** The calling tutor wrote it (only they see it); false for a task of the public bank. */
  isOwn: z.boolean(),
  correct: CorrectAnswerSchema.nullable(),
  correctHtml: z.string().nullable(),
  explanationHtml: z.string().nullable(),
});
export type BankTask = z.infer<typeof BankTaskSchema>;

/**
 * A tutor's own task (issue 12): the same types and checks as the bank. Options are required for
 * SINGLE/MULTIPLE/ORDER/MATCH, match items for MATCH, criteria for EXTENDED (its max points are
 * their sum); the key must name the task's own option ids (the server answers 400 otherwise).
 */
export const OwnTaskInputSchema = z.object({
  classType: IdSchema,
  type: TaskTypeSchema,
  /** Rich HTML; cleaned on the server like an extended answer (no scripts, styles, handlers). */
  statementHtml: z.string().trim().min(1).max(20_000),
  options: z.array(OptionInput).max(20).default([]),
  matchItems: z.array(OptionInput).max(20).default([]),
  /** Required for every type but EXTENDED, and of the same type. */
  correct: CorrectAnswerSchema.nullable().default(null),
  correctHtml: z.string().trim().max(5000).nullable().default(null),
  explanationHtml: z.string().trim().max(20_000).nullable().default(null),
  taskNumber: IdSchema.nullable().default(null),
  topic: IdSchema.nullable().default(null),
  /** Ignored for EXTENDED (the criteria's sum). */
  maxPoints: z.number().int().min(1).max(100).default(1),
  isStar: z.boolean().default(false),
  hint: z.string().trim().max(2000).nullable().default(null),
  theoryUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable()
    .default(null),
  criteria: z
    .array(z.object({ title: z.string().trim().min(1).max(500), maxPoints: z.number().int().min(1).max(100) }))
    .max(20)
    .default([]),
});
export type OwnTaskInput = z.infer<typeof OwnTaskInputSchema>;

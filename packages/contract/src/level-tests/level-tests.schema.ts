import { z } from '../zod.js';
import { AnswerValueSchema, TaskOptionSchema } from '../homework/homework.schema.js';
import { IdSchema } from '../common.js';

/** Docs/level-tests-and-lottery.md: the starting level a placement test gives, by the share of points. */
export const STARTING_LEVELS = ['BASIC', 'MIDDLE', 'ADVANCED'] as const;
export const StartingLevelSchema = z.enum(STARTING_LEVELS);
export type StartingLevel = z.infer<typeof StartingLevelSchema>;

/** The task types a placement test uses: those the site checks at once and a phone shows well. */
export const LEVEL_TEST_TASK_TYPES = ['SHORT', 'SINGLE', 'MULTIPLE'] as const;

const SubjectRefSchema = z.object({ id: z.number().int(), title: z.string() });

export const SuggestedProductTypeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.string(),
});

export const LevelTestResultSchema = z.object({
  points: z.number().int(),
  maxPoints: z.number().int(),
  percent: z.number().int(),
  level: StartingLevelSchema,
  /** The estimated exam result, written to the subject's goal as `currentResult`. */
  currentResult: z.number().int(),
  /** The exam's scale for the student's class year (goal settings). */
  examMaxPoints: z.number().int(),
  suggestedProductType: SuggestedProductTypeSchema.nullable(),
  answers: z.array(z.object({ taskId: z.number().int(), points: z.number().int(), correct: z.boolean() })),
  completedAt: z.string(),
});
export type LevelTestResult = z.infer<typeof LevelTestResultSchema>;

export const LevelTestSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  classType: SubjectRefSchema,
  questionsCount: z.number().int(),
  durationMinutes: z.number().int(),
  /** The subject is one the student chose (class types). */
  isChosenSubject: z.boolean(),
  result: z
    .object({
      level: StartingLevelSchema,
      percent: z.number().int(),
      currentResult: z.number().int(),
      completedAt: z.string(),
    })
    .nullable(),
});
export type LevelTestSummary = z.infer<typeof LevelTestSummarySchema>;

export const LevelTestQuestionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  type: z.enum(LEVEL_TEST_TASK_TYPES),
  statementHtml: z.string(),
  options: z.array(TaskOptionSchema),
  maxPoints: z.number().int(),
});
export type LevelTestQuestion = z.infer<typeof LevelTestQuestionSchema>;

export const LevelTestSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  classType: SubjectRefSchema,
  durationMinutes: z.number().int(),
  questions: z.array(LevelTestQuestionSchema),
  result: LevelTestResultSchema.nullable(),
});
export type LevelTest = z.infer<typeof LevelTestSchema>;

export const LevelTestSubmitSchema = z.object({
  answers: z
    .array(z.object({ task: IdSchema, value: AnswerValueSchema.nullable() }))
    .min(1)
    .max(50),
});
export type LevelTestSubmit = z.infer<typeof LevelTestSubmitSchema>;

/** Spec 1 §7 lottery statuses; docs/level-tests-and-lottery.md is the state machine. */
export const LOTTERY_STATUSES = ['GOOD_LUCK', 'AWAITING', 'NO_POINTS', 'CONFIRMED', 'NOT_CONFIRMED'] as const;
export const LotteryStatusSchema = z.enum(LOTTERY_STATUSES);
export type LotteryStatus = z.infer<typeof LotteryStatusSchema>;
/** Three ЕГЭ exams of 100 points each. */
export const LOTTERY_MAX_POINTS = 300;

export const LotteryEntrySchema = z.object({
  acceptedRules: z.boolean(),
  /** Null while the student has not accepted the rules (not taking part). */
  status: LotteryStatusSchema.nullable(),
  points: z.number().int().nullable(),
  maxPoints: z.number().int(),
  /** What staff wrote when they did not confirm the points. */
  reviewComment: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The student may enter or correct their points now. */
  canSubmit: z.boolean(),
});
export type LotteryEntry = z.infer<typeof LotteryEntrySchema>;

export const LotteryPointsSchema = z.object({
  /** Null: the student has no exam points to take part with (NO_POINTS). */
  points: z.number().int().min(0).max(LOTTERY_MAX_POINTS).nullable(),
});

export const LotteryReviewSchema = z.object({
  status: z.enum(['CONFIRMED', 'NOT_CONFIRMED']),
  comment: z.string().trim().max(500).optional(),
});

export const LotteryStaffEntrySchema = z.object({
  student: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  status: LotteryStatusSchema,
  points: z.number().int().nullable(),
  reviewComment: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});

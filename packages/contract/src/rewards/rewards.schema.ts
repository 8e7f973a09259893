import { z } from '../zod.js';

/** Spec 1 §3 Currencies, as the ledger keeps them (the streak has its own table). */
export const CURRENCIES = ['exp', 'umcoins', 'medals', 'keys', 'bonuses'] as const;
export const CurrencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof CurrencySchema>;

/** One row of `GET /v2/students/exp-history/`: the reason as the student reads it. */
export const ExpHistoryItemSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  code: z.string(),
  createdAt: z.string(),
});
export type ExpHistoryItem = z.infer<typeof ExpHistoryItemSchema>;

export const LevelSchema = z.object({ level: z.number().int(), title: z.string(), threshold: z.number().int() });
export type Level = z.infer<typeof LevelSchema>;

/** `GET /students/next-level/`: where the student stands and what the next level needs. */
export const NextLevelSchema = z.object({
  exp: z.number().int(),
  level: LevelSchema,
  next: LevelSchema.nullable(),
  /** Experience earned inside the current level, and the width of the level (null at the top). */
  progress: z.number().int(),
  required: z.number().int().nullable(),
  levels: z.array(LevelSchema),
});
export type NextLevel = z.infer<typeof NextLevelSchema>;

export const IndividualTaskSchema = z.object({
  code: z.string(),
  title: z.string(),
  target: z.number().int(),
  progress: z.number().int(),
  completed: z.boolean(),
  reward: z.object({ currency: CurrencySchema, amount: z.number().int() }),
});
export type IndividualTask = z.infer<typeof IndividualTaskSchema>;

export const IndividualTasksSchema = z.object({ date: z.string(), tasks: z.array(IndividualTaskSchema) });
export type IndividualTasks = z.infer<typeof IndividualTasksSchema>;

/** Spec 3 §2 Student results: per class type a status and points; NoPoints matters (spec 3 §4 Results). */
export const EXAM_RESULT_STATUSES = ['NoPoints', 'Awaiting', 'Confirmed'] as const;
export const ExamResultSchema = z.object({
  classType: z.object({ id: z.number().int(), title: z.string() }),
  status: z.enum(EXAM_RESULT_STATUSES),
  points: z.number().int(),
  maxPoints: z.number().int(),
  examYear: z.number().int(),
});
export type ExamResult = z.infer<typeof ExamResultSchema>;
export const ExamResultsSchema = z.object({ classTypes: z.array(ExamResultSchema) });
export type ExamResults = z.infer<typeof ExamResultsSchema>;

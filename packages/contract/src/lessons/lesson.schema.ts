import { z } from '../zod.js';
import { SYS_COURSE_TYPES } from './sys-course-types.js';

export const LESSON_KINDS = ['THEORY', 'PRACTICE'] as const;
export const HOMEWORK_STATUSES = [
  'UNDONE',
  'DONE',
  'REFUSED',
  'RESENT',
  'CHECKED',
  'EXPIRED',
  'RECHECKED',
  'CHECKED_BY_SITE',
  'CHECKED_BY_CURATOR',
  'CHECKED_BY_TEACHER',
  'CHECKED_BY_NEURO',
  'CHECK_BY_NE_AND_CU',
] as const;
export const HomeworkStatusSchema = z.enum(HOMEWORK_STATUSES);
export type HomeworkStatus = z.infer<typeof HomeworkStatusSchema>;

export { SYS_COURSE_TYPES };
export const SysCourseTypeSchema = z.enum(SYS_COURSE_TYPES);
export type SysCourseType = z.infer<typeof SysCourseTypeSchema>;

export const ColorSchema = z.object({ base: z.string(), toxic: z.string() });

/** Seconds watched, merged into the lesson after each report (spec 3 §3, §4). */
export const LessonViewSchema = z.object({ viewedOffline: z.number().int(), viewedOnline: z.number().int() });
export type LessonView = z.infer<typeof LessonViewSchema>;

/** A lesson as the cards show it (spec 2 §3 Lesson). */
export const LessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  lessonNumber: z.number().int(),
  startDatetime: z.string(),
  durationMinutes: z.number().int(),
  video: z.string().nullable(),
  videoLength: z.number().int().nullable(),
  viewed: z.boolean(),
  isLive: z.boolean(),
  isAvailable: z.boolean(),
  isPreparing: z.boolean(),
  alwaysOpen: z.boolean(),
  withoutVideo: z.boolean(),
  startedAndNotFinishedView: z.boolean(),
  lessonTag: z.object({ title: z.string(), color: z.string() }).nullable(),
  lessonType: z.enum(LESSON_KINDS),
  sysCourseType: SysCourseTypeSchema,
  productTypeId: z.number().int(),
  classType: z.object({ id: z.number().int(), title: z.string(), color: ColorSchema }),
  homework: z
    .object({
      homeworkId: z.number().int(),
      status: HomeworkStatusSchema.nullable(),
      submissionId: z.number().int().nullable(),
    })
    .nullable(),
  view: LessonViewSchema,
});
export type Lesson = z.infer<typeof LessonSchema>;

/** The lesson page adds what the card does not need (spec 3 §3). */
export const LessonDetailSchema = LessonSchema.extend({
  /** The product the lesson belongs to (a master group's month): what distribute-to-group is asked with. */
  productId: z.number().int(),
  description: z.string(),
  accessHash: z.string().nullable(),
  productTypeTitle: z.string(),
  mgMonths: z.array(z.object({ id: z.number().int(), title: z.string() })),
  teacher: z.object({ id: z.number().int(), fullName: z.string(), avatar: z.string().nullable() }).nullable(),
  openedByAccessLink: z.boolean(),
  feedback: z.object({ visible: z.boolean(), score: z.number().int().nullable() }),
});
export type LessonDetail = z.infer<typeof LessonDetailSchema>;

export const SubLessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  video: z.string(),
  videoLength: z.number().int().nullable(),
});
export type SubLesson = z.infer<typeof SubLessonSchema>;

export const MaterialSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  kind: z.enum(['workbook', 'summary', 'additional']),
});
export type Material = z.infer<typeof MaterialSchema>;

export const HomeworkProgressSchema = z.object({
  homeworkId: z.number().int(),
  title: z.string(),
  submissionId: z.number().int().nullable(),
  status: HomeworkStatusSchema.nullable(),
  tasksTotal: z.number().int(),
  tasksDone: z.number().int(),
  deadline: z.string(),
});
export type HomeworkProgress = z.infer<typeof HomeworkProgressSchema>;

// In a module without zod: the lesson page's feedback form reads them on a first visit (issue 8).
export { FEEDBACK_COMMENT_SCORE_LIMIT, FEEDBACK_REASONS } from './feedback-rules.js';

import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { ColorSchema } from '../lessons/lesson.schema.js';
import { TUTORING_LESSON_STATUSES } from '../tutoring/lesson-status.js';

const ClassTypeRef = z.object({ id: z.number().int(), title: z.string() });

/** Spec 2 §3 timetable lesson item. */
export const TimetableLessonSchema = z.object({
  kind: z.literal('lesson'),
  id: z.number().int(),
  title: z.string(),
  classType: ClassTypeRef,
  classTypeColor: ColorSchema,
  time: z.string(),
  startDatetime: z.string(),
  isViewed: z.boolean(),
  isLive: z.boolean(),
  productTypeId: z.number().int(),
  /**
   * Present on a one-to-one tutoring lesson (issue 12): `id` is then the tutoring lesson's id, not
   * a course lesson's. 'Connect' opens `callUrl` when live or within 10 minutes of the start (spec 2 §4).
   */
  individual: z
    .object({
      tutorName: z.string(),
      callUrl: z.string(),
      status: z.enum(TUTORING_LESSON_STATUSES),
      endsAt: z.string(),
    })
    .optional(),
});
/** Spec 2 §3 timetable homework item (listed on its deadline day). */
export const TimetableHomeworkSchema = z.object({
  kind: z.literal('homework'),
  id: z.number().int(),
  submissionId: z.number().int().nullable(),
  title: z.string(),
  classType: ClassTypeRef,
  classTypeColor: ColorSchema,
  time: z.string(),
  done: z.boolean(),
  isAvailable: z.boolean(),
  lessonId: z.number().int(),
});
export const TimetableDaySchema = z.object({
  day: z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/),
  items: z.array(z.discriminatedUnion('kind', [TimetableLessonSchema, TimetableHomeworkSchema])),
});
export type TimetableLesson = z.infer<typeof TimetableLessonSchema>;
export type TimetableHomework = z.infer<typeof TimetableHomeworkSchema>;
export type TimetableDay = z.infer<typeof TimetableDaySchema>;

export const TIMETABLE_TYPES = ['lesson', 'homework'] as const;

export const scheduleContract = {
  timetable: endpoint({
    method: 'GET',
    path: '/students/timetable/',
    summary: "The student's month of lessons or homework, by day (DD.MM.YYYY, deployment time zone)",
    tag: 'schedule',
    roles: ['STUDENT_ROLE'],
    query: z.object({
      type: z.enum(TIMETABLE_TYPES).default('lesson'),
      year: z.coerce.number().int().min(2015).max(2100),
      month: z.coerce.number().int().min(1).max(12),
    }),
    response: z.array(TimetableDaySchema),
  }),
};

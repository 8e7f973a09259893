import { z } from '../zod.js';
import { IdSchema, PaginationQuery, IdParam } from '../common.js';
import { LESSON_KINDS, SysCourseTypeSchema } from '../lessons/lesson.schema.js';

// The staff console's content area (issue 16, docs/staff-content.md): subjects, courses, lessons.

const title = (max: number) => z.string().trim().min(1, 'Заполните название.').max(max);
const search = z.string().trim().max(100).optional();
/** A colour as the palette stores it: `#rrggbb`. */
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Цвет в виде #rrggbb.');

export const StaffClassYearSchema = z.object({ id: z.number().int(), title: z.string(), value: z.number().int() });
export type StaffClassYear = z.infer<typeof StaffClassYearSchema>;

export const StaffClassYearInputSchema = z.object({
  title: title(40),
  value: z.number().int().min(1).max(12),
});
export type StaffClassYearInput = z.infer<typeof StaffClassYearInputSchema>;

export const StaffSubjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  colorBase: z.string(),
  colorToxic: z.string(),
  sortOrder: z.number().int(),
  classYears: z.array(z.number().int()),
});
export type StaffSubject = z.infer<typeof StaffSubjectSchema>;

export const StaffSubjectInputSchema = z.object({
  title: title(80),
  colorBase: hexColor,
  colorToxic: hexColor,
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  classYears: z.array(IdSchema).max(20).default([]),
});
export type StaffSubjectInput = z.infer<typeof StaffSubjectInputSchema>;
export const StaffSubjectPatchSchema = StaffSubjectInputSchema.partial();

export const StaffSubjectsQuerySchema = PaginationQuery.extend({ search });

/** The commercial kinds of a product type (docs/domain.md "Product type"). */
export const STAFF_PRODUCT_TYPE_TYPES = [
  'MG',
  'MG_NEXT',
  'COURSE',
  'PB',
  'FLASH',
  'IND',
  'RULETKA',
  'OLIMP',
  'MIDDLE',
  'SUMMER_COURSE',
  'WINTER_COURSE',
  'SPRING_COURSE',
  'MAIN_COURSE',
] as const;
/** `kind` groups the types: a master group sells by month, a course as one product. */
export const STAFF_PRODUCT_TYPE_KINDS = ['MG', 'COURSE'] as const;

export const StaffCourseTypeSchema = z.object({ id: z.number().int(), code: SysCourseTypeSchema, title: z.string() });
export type StaffCourseType = z.infer<typeof StaffCourseTypeSchema>;

export const StaffCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  kind: z.string(),
  classType: z.object({ id: z.number().int(), title: z.string() }),
  classYear: z.object({ id: z.number().int(), title: z.string() }),
  courseType: z.object({ id: z.number().int(), code: z.string(), title: z.string() }),
  description: z.string(),
});
export type StaffCourse = z.infer<typeof StaffCourseSchema>;

export const StaffMonthSchema = z.object({
  id: z.number().int(),
  /** First day of the month, `YYYY-MM-DD`. */
  month: z.string(),
  title: z.string(),
});
export type StaffMonth = z.infer<typeof StaffMonthSchema>;

/** A product of the course (read-only here: the commerce area makes them). */
export const StaffCourseProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  mgMonthId: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string(),
});
export type StaffCourseProduct = z.infer<typeof StaffCourseProductSchema>;

export const StaffCourseDetailSchema = StaffCourseSchema.extend({
  months: z.array(StaffMonthSchema),
  products: z.array(StaffCourseProductSchema),
});
export type StaffCourseDetail = z.infer<typeof StaffCourseDetailSchema>;

export const StaffCourseInputSchema = z.object({
  title: title(200),
  type: z.enum(STAFF_PRODUCT_TYPE_TYPES),
  kind: z.enum(STAFF_PRODUCT_TYPE_KINDS),
  classType: IdSchema,
  classYear: IdSchema,
  courseType: SysCourseTypeSchema,
  description: z.string().trim().max(5000).default(''),
});
export type StaffCourseInput = z.infer<typeof StaffCourseInputSchema>;
export const StaffCoursePatchSchema = StaffCourseInputSchema.partial();

export const STAFF_COURSE_ORDERINGS = ['title', '-title', 'id', '-id'] as const;
export const StaffCoursesQuerySchema = PaginationQuery.extend({
  classType: IdParam.optional(),
  search,
  ordering: z.enum(STAFF_COURSE_ORDERINGS).default('-id'),
});

export const StaffMonthInputSchema = z.object({
  /** `YYYY-MM`: the month the group is taught in. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Месяц в виде ГГГГ-ММ.'),
  title: title(80),
});
export type StaffMonthInput = z.infer<typeof StaffMonthInputSchema>;
/** Only the title changes: the month itself is what products and lessons were sold and planned by. */
export const StaffMonthPatchSchema = StaffMonthInputSchema.pick({ title: true }).partial();
export type StaffMonthPatch = z.infer<typeof StaffMonthPatchSchema>;

export const STAFF_MATERIAL_KINDS = ['workbook', 'summary', 'additional'] as const;

/** A link the player or a browser can open: `https://…`, or a file of this server (`/media/…`, `/uploads/…`). */
export const staffLink = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https?:\/\/[^\s]+|\/(media|uploads)\/[^\s]+)$/, 'Ссылка вида https://… или /media/…');

export const StaffMaterialSchema = z.object({ title: z.string(), url: z.string(), kind: z.enum(STAFF_MATERIAL_KINDS) });
export const StaffMaterialInputSchema = z.object({
  title: title(200),
  url: staffLink,
  kind: z.enum(STAFF_MATERIAL_KINDS),
});
export const StaffSubLessonSchema = z.object({
  title: z.string(),
  videoUrl: z.string(),
  videoLength: z.number().int().nullable(),
});
export const StaffSubLessonInputSchema = z.object({ title: title(200), videoUrl: staffLink });

export const StaffLessonSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productTypeId: z.number().int(),
  mgMonthId: z.number().int().nullable(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  lessonNumber: z.number().int(),
  startAt: z.string(),
  durationMinutes: z.number().int(),
  description: z.string(),
  videoUrl: z.string().nullable(),
  /** Seconds; read from an uploaded file, or null while unknown. */
  videoLength: z.number().int().nullable(),
  withoutVideo: z.boolean(),
  alwaysOpen: z.boolean(),
  isPublished: z.boolean(),
});
export type StaffLesson = z.infer<typeof StaffLessonSchema>;

export const StaffLessonDetailSchema = StaffLessonSchema.extend({
  materials: z.array(StaffMaterialSchema),
  subLessons: z.array(StaffSubLessonSchema),
});
export type StaffLessonDetail = z.infer<typeof StaffLessonDetailSchema>;

export const StaffLessonInputSchema = z.object({
  product: IdSchema,
  title: title(200),
  kind: z.enum(LESSON_KINDS),
  lessonNumber: z.number().int().min(0).max(10_000),
  startAt: z.iso.datetime({ offset: true }),
  durationMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(90),
  description: z.string().trim().max(10_000).default(''),
  videoUrl: staffLink.nullable().default(null),
  withoutVideo: z.boolean().default(false),
  alwaysOpen: z.boolean().default(false),
  materials: z.array(StaffMaterialInputSchema).max(30).default([]),
  subLessons: z.array(StaffSubLessonInputSchema).max(30).default([]),
});
export type StaffLessonInput = z.infer<typeof StaffLessonInputSchema>;
export const StaffLessonPatchSchema = z.object({
  product: IdSchema.optional(),
  title: title(200).optional(),
  kind: z.enum(LESSON_KINDS).optional(),
  lessonNumber: z.number().int().min(0).max(10_000).optional(),
  startAt: z.iso.datetime({ offset: true }).optional(),
  durationMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .optional(),
  description: z.string().trim().max(10_000).optional(),
  videoUrl: staffLink.nullable().optional(),
  withoutVideo: z.boolean().optional(),
  alwaysOpen: z.boolean().optional(),
  materials: z.array(StaffMaterialInputSchema).max(30).optional(),
  subLessons: z.array(StaffSubLessonInputSchema).max(30).optional(),
});
export type StaffLessonPatch = z.infer<typeof StaffLessonPatchSchema>;

export const STAFF_LESSON_ORDERINGS = ['start', '-start', 'number', '-number'] as const;
export const StaffLessonsQuerySchema = PaginationQuery.extend({
  course: IdParam.optional(),
  product: IdParam.optional(),
  search,
  ordering: z.enum(STAFF_LESSON_ORDERINGS).default('start'),
});

/** Videos a lesson takes by upload: WebM and MP4 up to this size (docs/staff-content.md). */
export const STAFF_LESSON_VIDEO_MAX_BYTES = 200 * 1024 * 1024;

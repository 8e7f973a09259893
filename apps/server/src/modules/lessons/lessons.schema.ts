import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products, productTypes, teachers } from '../courses/courses.schema.js';
import { users } from '../users/users.schema.js';

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // Denormalised from the product: the lessons list of a product type is the hot query.
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    mgMonthId: integer('mg_month_id'),
    teacherId: integer('teacher_id').references(() => teachers.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    lessonNumber: integer('lesson_number').notNull(),
    kind: text('kind').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(90),
    videoUrl: text('video_url'),
    // Trusted: set by seed or staff, or read once from a local media file; never by a student.
    videoLength: integer('video_length'),
    withoutVideo: boolean('without_video').notNull().default(false),
    alwaysOpen: boolean('always_open').notNull().default(false),
    isPreparing: boolean('is_preparing').notNull().default(false),
    tagTitle: text('tag_title'),
    tagColor: text('tag_color'),
    accessHash: text('access_hash').notNull(),
    /** Issue 16: a lesson staff are still making is a draft; students never see it (docs/staff.md). */
    isPublished: boolean('is_published').notNull().default(true),
  },
  (t) => [
    index('lessons_product_type_start_idx').on(t.productTypeId, t.startAt),
    index('lessons_product_start_idx').on(t.productId, t.startAt),
    index('lessons_start_idx').on(t.startAt),
    uniqueIndex('lessons_access_hash_idx').on(t.accessHash),
  ],
);

export const subLessons = pgTable('sub_lessons', {
  id: serial('id').primaryKey(),
  lessonId: integer('lesson_id')
    .notNull()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  videoUrl: text('video_url').notNull(),
  videoLength: integer('video_length'),
  position: integer('position').notNull().default(0),
});

export const lessonMaterials = pgTable('lesson_materials', {
  id: serial('id').primaryKey(),
  lessonId: integer('lesson_id')
    .notNull()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  url: text('url').notNull(),
  kind: text('kind').notNull(),
  position: integer('position').notNull().default(0),
});

export const lessonViews = pgTable(
  'lesson_views',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    viewedOffline: integer('viewed_offline').notNull().default(0),
    viewedOnline: integer('viewed_online').notNull().default(0),
    viewed: boolean('viewed').notNull().default(false),
    skipped: boolean('skipped').notNull().default(false),
    // The length this student's player reported while the lesson's own is unknown: shown back to
    // them only, and never below the lesson's planned duration for the viewed rule (docs/domain.md).
    reportedVideoLength: integer('reported_video_length'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.lessonId] }), index('lesson_views_lesson_idx').on(t.lessonId)],
);

export const lessonSubmissions = pgTable(
  'lesson_submissions',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    time: integer('time').notNull(),
    isLive: boolean('is_live').notNull(),
    viaAccessLink: boolean('via_access_link').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lesson_submissions_student_lesson_idx').on(t.studentId, t.lessonId),
    // The staff dashboard's lessons watched per day (issue 16).
    index('lesson_submissions_created_idx').on(t.createdAt),
  ],
);

export const lessonFeedback = pgTable(
  'lesson_feedback',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    reasons: text('reasons').array().notNull().default([]),
    comment: text('comment').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lesson_feedback_student_lesson_idx').on(t.studentId, t.lessonId)],
);

/**
 * Who opened a lesson through its shared access link (spec 3 §2), and when first: such a
 * student may then report watch time for it with `viaAccessLink` (spec 3 §4).
 */
export const lessonAccessOpens = pgTable(
  'lesson_access_opens',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index('lesson_access_opens_lesson_idx').on(t.lessonId)],
);

import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { classTypes, classYears } from '../core/core.schema.js';
import { users } from '../users/users.schema.js';

/** System course types of spec 2 §3, by code. */
export const courseTypes = pgTable('course_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
});

export const teachers = pgTable('teachers', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  avatar: text('avatar'),
  description: text('description').notNull().default(''),
  classTypeIds: integer('class_type_ids').array().notNull().default([]),
  stats: jsonb('stats').$type<{ value: string; description: string }[]>().notNull().default([]),
  presentationVideo: text('presentation_video'),
});

/** One programme for one subject and class year (docs/domain.md). */
export const productTypes = pgTable(
  'product_types',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    type: text('type').notNull(),
    kind: text('kind').notNull(),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id),
    classYearId: integer('class_year_id')
      .notNull()
      .references(() => classYears.id),
    courseTypeId: integer('course_type_id')
      .notNull()
      .references(() => courseTypes.id),
    description: text('description').notNull().default(''),
  },
  (t) => [index('product_types_class_idx').on(t.classTypeId, t.classYearId)],
);

export const mgMonths = pgTable(
  'mg_months',
  {
    id: serial('id').primaryKey(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('mg_months_type_month_idx').on(t.productTypeId, t.month)],
);

/** The purchasable unit: a master-group month, a course, or a pack of individual lessons. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    mgMonthId: integer('mg_month_id').references(() => mgMonths.id),
    teacherId: integer('teacher_id').references(() => teachers.id),
    title: text('title').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [index('products_type_idx').on(t.productTypeId)],
);

/** Access: the student owns the product from `startsAt` to `endsAt`. */
export const studentProducts = pgTable(
  'student_products',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('student_products_student_product_idx').on(t.studentId, t.productId),
    index('student_products_product_idx').on(t.productId),
  ],
);

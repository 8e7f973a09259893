import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SwitchableStatus } from '@school/contract';
import { classTypes, classYears } from '../core/core.schema.js';
import { productTypes } from '../courses/courses.schema.js';
import { users } from '../users/users.schema.js';

/**
 * Slider maximum, step and default goal of a subject in a class year (spec 1 §3 goalSettings,
 * §9 "maximum and step per class type"): ЕГЭ subjects are scored out of 100, ОГЭ ones in primary points.
 */
export const goalSettings = pgTable(
  'goal_settings',
  {
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id, { onDelete: 'cascade' }),
    classYearId: integer('class_year_id')
      .notNull()
      .references(() => classYears.id, { onDelete: 'cascade' }),
    maxPoints: integer('max_points').notNull(),
    step: integer('step').notNull(),
    defaultPoints: integer('default_points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.classTypeId, t.classYearId] })],
);

/** The goal a student set for one of their chosen subjects (docs/individual-program.md). */
export const studentGoals = pgTable(
  'student_goals',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id, { onDelete: 'cascade' }),
    goal: integer('goal'),
    currentResult: integer('current_result'),
    isPriority: boolean('is_priority').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.classTypeId] }),
    // Spec 1 §4: one priority subject; the database keeps it so even if two saves race.
    uniqueIndex('student_goals_one_priority_idx')
      .on(t.studentId)
      .where(sql`${t.isPriority}`),
  ],
);

/** The student's choice per product type: ACTIVE (individual program) or INACTIVE (full program). */
export const individualPrograms = pgTable(
  'individual_programs',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
    status: text('status').$type<SwitchableStatus>().notNull().default('INACTIVE'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.productTypeId] })],
);

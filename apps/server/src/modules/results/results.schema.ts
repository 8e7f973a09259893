import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { classTypes } from '../core/core.schema.js';
import { users } from '../users/users.schema.js';

/**
 * A student's exam result in a subject (spec 3 §2 Student results): `NoPoints` until the student
 * reports the points, `Awaiting` while the school checks them, `Confirmed` after.
 */
export const examResults = pgTable(
  'exam_results',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id),
    examYear: integer('exam_year').notNull(),
    status: text('status').notNull(),
    points: integer('points').notNull().default(0),
    maxPoints: integer('max_points').notNull().default(100),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exam_results_student_subject_year_idx').on(t.studentId, t.classTypeId, t.examYear)],
);

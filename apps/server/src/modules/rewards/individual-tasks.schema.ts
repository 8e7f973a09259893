import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** A student's progress on one daily individual task (docs/rewards.md "Individual tasks"). */
export const individualTaskProgress = pgTable(
  'individual_task_progress',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The student's local day, `2026-11-26`. */
    day: text('day').notNull(),
    code: text('code').notNull(),
    progress: integer('progress').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.day, t.code] })],
);

/** Learning events already counted (`lesson:42:viewed`): a repeated report counts once. */
export const individualTaskActivity = pgTable(
  'individual_task_activity',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityKey: text('activity_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.activityKey] })],
);

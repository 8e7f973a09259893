import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** One row per student: the freezes held and how far missed days have been judged (docs/streak.md). */
export const streakStates = pgTable('streak_states', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  freezes: integer('freezes').notNull().default(0),
  /** Freezes ever bought: numbers each purchase's idempotency key. */
  freezesBought: integer('freezes_bought').notNull().default(0),
  /** The last calendar date whose miss has been judged (a freeze used or the streak let go). */
  settledThrough: date('settled_through', { mode: 'string' }),
});

/**
 * A calendar date (in the student's zone at the time of the activity) that counts for the streak:
 * `earned` by learning or `frozen` by a freeze. Dates are kept as dates, so changing the zone never
 * erases one.
 */
export const streakDays = pgTable(
  'streak_days',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.day] })],
);

/**
 * Learning that counts towards a day, once per thing learned (a lesson, a task, a card) and date:
 * a retried or repeated report of the same thing does not count twice.
 */
export const streakActivities = pgTable(
  'streak_activities',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('streak_activities_once_idx').on(t.studentId, t.day, t.kind, t.ref),
    index('streak_activities_day_idx').on(t.studentId, t.day),
  ],
);

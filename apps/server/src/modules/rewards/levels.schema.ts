import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** Level thresholds (experience from which a level starts) and titles; seeded, editable by data. */
export const rewardLevels = pgTable('reward_levels', {
  level: integer('level').primaryKey(),
  title: text('title').notNull(),
  threshold: integer('threshold').notNull().unique(),
});

/**
 * Level changes: `up` when experience crosses a threshold (a later notification issue announces
 * it), `drop` when a month without activity takes a loyalty level away (docs/rewards.md).
 */
export const levelEvents = pgTable(
  'level_events',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    /** A drop's month (`2026-11`): one drop per student and month. */
    period: text('period'),
    /** A drop's answer in the level dialog: `left` or `restarted` (spec 3 §4 Level dialog). */
    resolution: text('resolution'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('level_events_student_idx').on(t.studentId, t.createdAt),
    uniqueIndex('level_events_drop_period_idx')
      .on(t.studentId, t.period)
      .where(sql`${t.kind} = 'drop'`),
  ],
);

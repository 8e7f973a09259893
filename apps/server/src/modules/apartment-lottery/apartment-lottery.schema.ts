import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { LotteryStatus } from '@school/contract';
import { users } from '../users/users.schema.js';

/**
 * A student's entry in the apartment lottery, created when they first enter points (before that an
 * accepted student is GOOD_LUCK without a row). docs/level-tests-and-lottery.md is the state machine.
 */
export const apartmentLotteryEntries = pgTable(
  'apartment_lottery_entries',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<LotteryStatus>().notNull(),
    points: integer('points'),
    reviewComment: text('review_comment'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('apartment_lottery_entries_status_idx').on(t.status, t.submittedAt)],
);

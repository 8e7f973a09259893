import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * The one reward ledger (issue 9, docs/rewards.md): every change of a student's exp, umcoins,
 * medals, keys or bonuses is a row here, never an update; balances are sums of it.
 */
export const rewardLedger = pgTable(
  'reward_ledger',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** Signed: a grant is positive, a spend or a level drop negative. */
    amount: integer('amount').notNull(),
    /** A code of REWARD_REASONS (the history shows its Russian text). */
    reason: text('reason').notNull(),
    /** What caused it, e.g. `lesson:42`, `order:7`. */
    source: text('source').notNull(),
    /** `lesson:42:viewed`: a retried or concurrent event finds its row taken and pays nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_ledger_student_key_idx').on(t.studentId, t.idempotencyKey),
    index('reward_ledger_student_currency_idx').on(t.studentId, t.currency, t.createdAt),
    check('reward_ledger_currency_check', sql`${t.currency} in ('exp', 'umcoins', 'medals', 'keys', 'bonuses')`),
  ],
);

/** The most a student may hold of a currency (spec 1 §3 Balance limits); no row or null: unlimited. */
export const rewardCurrencyLimits = pgTable('reward_currency_limits', {
  currency: text('currency').primaryKey(),
  maxBalance: integer('max_balance'),
});

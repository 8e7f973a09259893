import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../payment/payment.schema.js';
import { users } from '../users/users.schema.js';

/** A student's invite code (the `id` of `/referral?id=`). */
export const referralCodes = pgTable('referral_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
});

/** Bonus movements of both sides of a referral (spec 2 referral: both sides' bonuses are recorded). */
export const referralEvents = pgTable(
  'referral_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    friendId: integer('friend_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('referral_events_user_idx').on(t.userId, t.createdAt),
    // A friend brings the referrer a bonus once, whatever they buy later.
    uniqueIndex('referral_events_friend_once_idx').on(t.userId, t.friendId, t.kind),
  ],
);

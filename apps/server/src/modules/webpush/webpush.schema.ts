import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** Browser push subscriptions (spec 3 §4): one row per endpoint, owned by whoever subscribed it last. */
export const webPushSubscriptions = pgTable(
  'web_push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    browser: text('browser').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('web_push_subscriptions_user_idx').on(t.userId)],
);
export type WebPushSubscriptionRow = typeof webPushSubscriptions.$inferSelect;

import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** The Telegram chat a user's notifications go to; one chat belongs to one user. */
export const telegramLinks = pgTable('telegram_links', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  chatId: bigint('chat_id', { mode: 'number' }).notNull().unique(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time `/start` tokens of the deep link, kept as SHA-256 hashes (a database reader cannot link). */
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('telegram_link_tokens_user_idx').on(t.userId)],
);

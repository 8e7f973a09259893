import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** What the local e-mail and SMS adapters "sent": read at /dev/outbox. */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

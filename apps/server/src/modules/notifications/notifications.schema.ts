import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationAction } from '@school/contract';
import { users } from '../users/users.schema.js';

/**
 * Spec 1 §3 notifications of a user (docs/notifications.md). `dedupeKey` names the event that caused
 * the notification, so retries and concurrent workers create it once. `deliveryDueAt` is set while
 * outside channels still wait for it (null: handed over, or nothing to send).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    action: jsonb('action').$type<NotificationAction>(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** A lesson starting now: outside channels send it during quiet hours too. */
    urgent: boolean('urgent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deliveryDueAt: timestamp('delivery_due_at', { withTimezone: true }).defaultNow(),
    /** Already announced on the user's sockets, held back from outside channels by quiet hours. */
    deferred: boolean('deferred').notNull().default(false),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_due_idx')
      .on(t.deliveryDueAt)
      .where(sql`${t.deliveryDueAt} is not null`),
  ],
);

/** Outside channels a user turned off for one type; no row means both on (the default). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    push: boolean('push').notNull(),
    telegram: boolean('telegram').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LiveConfig } from '@school/contract';
import { lessons } from '../lessons/lessons.schema.js';
import { users } from '../users/users.schema.js';

/** What a message carries of its sender's styling at send time (spec 3 §3 `config`). */
export type MessageConfig = LiveConfig;

/** An attachment as the message keeps it: a copy, so a page of messages needs no join. */
export interface MessageAttachment {
  uuid: string;
  url: string;
  name: string;
  mime_type: string;
  size: number;
  width: number | null;
  height: number | null;
}

// Milliseconds only: the client pages older messages by the epoch-millisecond `timestamp` of the
// oldest one it has, so a stored time finer than that would make `created_at < timestamp` skip rows.
const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();

/** Spec 3 §3 live-chat messages of a lesson; system messages of the moderation have no sender. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    isModeration: boolean('is_moderation').notNull().default(false),
    config: jsonb('config').$type<MessageConfig>().notNull().default({}),
    replyToId: integer('reply_to_id'),
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_lesson_created_idx').on(t.lessonId, t.createdAt),
    // The sender's last message in the lesson (spam window, slow mode) and hide-all-of-a-user.
    index('chat_messages_lesson_user_idx').on(t.lessonId, t.userId, t.createdAt),
  ],
);

/** Uploaded chat files; `messageId` is set once a message takes it (a file is used once). */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    uuid: uuid('uuid').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    messageId: integer('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_attachments_owner_idx').on(t.ownerId)],
);

/** A student banned from one lesson's chat until a time (null: for good). */
export const chatBans = pgTable(
  'chat_bans',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }),
    reason: text('reason'),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_bans_lesson_user_idx').on(t.lessonId, t.userId),
    // The staff console counts each moderator's bans (docs/staff-people.md "Moderators").
    index('chat_bans_by_user_idx').on(t.byUserId, t.createdAt),
  ],
);

export const CHAT_REPORT_STATUSES = ['OPEN', 'HIDDEN', 'DISMISSED'] as const;

/** A student's 'abuse' report of a message (spec 3 §2); once per student and message. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    // Denormalised from the lesson: a curator's queue holds only the subjects they check.
    classTypeId: integer('class_type_id').notNull(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    status: text('status', { enum: CHAT_REPORT_STATUSES }).notNull().default('OPEN'),
    // Who closed the report and when (HIDDEN or DISMISSED); null while OPEN.
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_reports_message_reporter_idx').on(t.messageId, t.reporterId),
    index('chat_reports_status_created_idx').on(t.status, t.createdAt),
    index('chat_reports_lesson_idx').on(t.lessonId, t.status),
    index('chat_reports_class_type_idx').on(t.classTypeId, t.status, t.createdAt),
    index('chat_reports_resolved_by_idx').on(t.resolvedBy, t.resolvedAt),
  ],
);

/** A lesson chat's rules set by its moderators; a lesson without a row has the defaults. */
export const chatLessonSettings = pgTable('chat_lesson_settings', {
  lessonId: integer('lesson_id')
    .primaryKey()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
  isClosed: boolean('is_closed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const BAN_WORD_TYPES = ['BLACK', 'WHITE'] as const;

/** Spec 3 §3 profanity words; a removed word stays as `is_deleted` so clients learn to drop it. */
export const chatBanWords = pgTable(
  'chat_ban_words',
  {
    id: serial('id').primaryKey(),
    value: text('value').notNull(),
    type: text('type', { enum: BAN_WORD_TYPES }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (t) => [
    index('chat_ban_words_updated_idx').on(t.updatedAt, t.id),
    uniqueIndex('chat_ban_words_value_type_idx').on(t.value, t.type),
  ],
);

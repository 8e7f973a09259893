import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Attachment } from '@school/contract';
import { classTypes } from '../core/core.schema.js';
import { users } from '../users/users.schema.js';

/**
 * Spec 3 §3 curator rooms: one per student and subject they own; `expireAt` follows the access.
 * Spec 3 §6 support rooms (kind 'support'): one per student, no subject, answered by SUPPORT_MANAGER
 * staff, open for good (docs/support-chat.md).
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RoomKind>().notNull().default('curator'),
    /** The subject of a curator room; null for a support room. */
    classTypeId: integer('class_type_id').references(() => classTypes.id, { onDelete: 'cascade' }),
    /** When the student's last access to the subject ends: the room is read-only after it. */
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    /** The newest message of any kind: the curators' list sorts by it. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_rooms_student_subject_idx').on(t.studentId, t.classTypeId),
    index('chat_rooms_subject_idx').on(t.classTypeId, t.lastMessageAt),
    uniqueIndex('chat_rooms_support_student_idx')
      .on(t.studentId)
      .where(sql`${t.kind} = 'support'`),
    index('chat_rooms_kind_idx').on(t.kind, t.lastMessageAt),
  ],
);

export type RoomKind = 'curator' | 'support';
export type RoomMessageType = 'regular' | 'system' | 'feedback';
export type RoomSide = 'student' | 'curator';

export const chatRoomMessages = pgTable(
  'chat_room_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    type: text('type').$type<RoomMessageType>().notNull(),
    text: text('text').notNull(),
    /** The writer of a regular message; null for system and feedback messages. */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who a system or feedback message is for; null for regular messages (both sides see them). */
    target: text('target').$type<RoomSide>(),
    extra: jsonb('extra').$type<Record<string, unknown>>(),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Pages newest first, the token's position and unread counts after a read mark all walk this index.
  (t) => [index('chat_room_messages_room_sent_idx').on(t.roomId, t.sentAt, t.id)],
);

/** How far each user has read each room: unread counts are the messages after it. */
export const chatRoomReads = pgTable(
  'chat_room_reads',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
    lastReadMessageId: uuid('last_read_message_id'),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('chat_room_reads_user_idx').on(t.userId)],
);

import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { IdParams } from '../common.js';
import {
  ChatRoomSchema,
  MessagePageSchema,
  RegularMessageSchema,
  FeedbackMessageSchema,
  RoomMessageSchema,
} from './chat.schema.js';
import { CHAT_LIMITS } from './live-chat-protocol.js';

const tag = 'chat-rooms';

/** `CHAT_EVENTS.roomMessage` on the `/chat` socket (snake_case on the wire): a message in one of the user's rooms. */
export const RoomMessageEventSchema = z.object({ roomId: z.number().int(), message: RoomMessageSchema });
export type RoomMessageEvent = z.infer<typeof RoomMessageEventSchema>;
/** `CHAT_EVENTS.roomRead`: the user read a room (on another tab too); what is left unread in it. */
export const RoomReadEventSchema = z.object({ roomId: z.number().int(), unreadCount: z.number().int() });
export type RoomReadEvent = z.infer<typeof RoomReadEventSchema>;
/**
 * Students write to their subjects' rooms; the subjects' curators answer (spec 3 §1, §3). Support
 * managers answer the students' support rooms through the same endpoints (spec 3 §6).
 */
const ROOM_USERS = ['STUDENT_ROLE', 'CURATOR_ROLE', 'HEAD_CURATOR', 'SUPPORT_MANAGER'] as const;

/** Spec 3 §3 curator rooms: one per student and subject they own; the paths are ours (spec 3 §7 "not shown"). */
export const chatRoomsContract = {
  rooms: endpoint({
    method: 'GET',
    path: '/v2/chat/rooms/',
    summary:
      "A student's curator rooms (one per owned subject); a curator's rooms of their subjects, a support manager's support rooms, unread first",
    tag,
    roles: ROOM_USERS,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(50),
      offset: z.coerce.number().int().min(0).default(0),
      classType: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    }),
    response: z.object({ count: z.number().int(), results: z.array(ChatRoomSchema) }),
  }),
  room: endpoint({
    method: 'GET',
    path: '/v2/chat/rooms/:id/',
    summary: 'One room',
    tag,
    roles: ROOM_USERS,
    params: IdParams,
    response: ChatRoomSchema,
  }),
  messages: endpoint({
    method: 'GET',
    path: '/v2/chat/rooms/:id/messages/',
    summary: 'A page of messages, newest first; continuousToken from the last page asks for older ones',
    tag,
    roles: ROOM_USERS,
    params: IdParams,
    query: z.object({
      continuousToken: z.string().uuid().optional(),
      limit: z.coerce.number().int().min(1).max(100).default(CHAT_LIMITS.pageSize),
    }),
    response: MessagePageSchema,
  }),
  send: endpoint({
    method: 'POST',
    path: '/v2/chat/rooms/:id/messages/',
    summary: 'Write to a room (text and/or attachments from POST /messages/attachments/)',
    tag,
    roles: ROOM_USERS,
    params: IdParams,
    body: z.object({
      text: z.string().max(CHAT_LIMITS.messageMaxLength),
      attachments: z.array(z.string().uuid()).max(CHAT_LIMITS.attachmentsPerMessage).default([]),
    }),
    response: RegularMessageSchema,
    status: 201,
  }),
  read: endpoint({
    method: 'POST',
    path: '/v2/chat/rooms/:id/read/',
    summary: 'Marks every message of the room the caller has seen as read',
    tag,
    roles: ROOM_USERS,
    params: IdParams,
    response: z.object({ unreadCount: z.number().int() }),
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/v2/chat/rooms/unread-count/',
    summary: 'Spec 3 §3 Unread count response: unread messages over all the caller’s rooms (a student’s curator rooms)',
    tag,
    roles: ROOM_USERS,
    response: z.object({ count: z.number().int() }),
  }),
  rate: endpoint({
    method: 'POST',
    path: '/v2/chat/rooms/:id/messages/:messageId/rating/',
    summary: "The student rates the curators' answers on a feedback message (1–5)",
    tag,
    roles: ['STUDENT_ROLE'],
    params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), messageId: z.string().uuid() }),
    body: z.object({ rating: z.number().int().min(1).max(5) }),
    response: FeedbackMessageSchema,
  }),
  supportRoom: endpoint({
    method: 'GET',
    path: '/v2/chat/support/',
    summary:
      "Spec 3 §6 support chat: the student's support room (made on first use); its messages go through the room endpoints",
    tag,
    roles: ['STUDENT_ROLE'],
    response: ChatRoomSchema,
  }),
  supportUnread: endpoint({
    method: 'GET',
    path: '/v2/chat/support/unread-count/',
    summary: "Unread answers in the student's support room (0 before the first message); makes no room",
    tag,
    roles: ['STUDENT_ROLE'],
    response: z.object({ count: z.number().int() }),
  }),
};

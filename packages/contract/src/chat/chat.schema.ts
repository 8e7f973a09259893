import { z } from '../zod.js';

/** Spec 3 §3 Attachment. */
export const AttachmentSchema = z.object({
  uuid: z.string(),
  url: z.string(),
  name: z.string().min(1),
  mimeType: z.string(),
  size: z.number().positive(),
  width: z.number().int().nullable().optional(),
  height: z.number().int().nullable().optional(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

/** Spec 3 §3 Profanity word. */
export const PROFANITY_TYPES = ['BLACK', 'WHITE'] as const;
export const ProfanityWordSchema = z.object({
  id: z.number().int().positive(),
  value: z.string(),
  type: z.enum(PROFANITY_TYPES),
  /** ISO date-time; the client asks for words changed after the newest it has. */
  updatedAt: z.string(),
  /** A word removed from the list: the client drops it. */
  isDeleted: z.boolean(),
});
export type ProfanityWord = z.infer<typeof ProfanityWordSchema>;

/** A student's report of a message ('abuse', spec 3 §2), as the moderators' queue shows it. */
export const ChatReportSchema = z.object({
  id: z.number().int(),
  lessonId: z.number().int(),
  lessonTitle: z.string(),
  messageId: z.number().int(),
  messageText: z.string(),
  messageIsHidden: z.boolean(),
  author: z.object({ id: z.number().int(), name: z.string() }),
  /** How many students reported this message. */
  reports: z.number().int(),
  reason: z.string().nullable(),
  status: z.enum(['OPEN', 'HIDDEN', 'DISMISSED']),
  createdAt: z.string(),
});
export type ChatReport = z.infer<typeof ChatReportSchema>;

export const ChatBanSchema = z.object({
  lessonId: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  /** ISO date-time; null bans until the end of the lesson's chat. */
  until: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatBan = z.infer<typeof ChatBanSchema>;

/** A lesson as the chat moderator's home lists it: live now or starting soon. */
export const ModeratedLessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  classTypeTitle: z.string(),
  startDatetime: z.string(),
  isLive: z.boolean(),
  openReports: z.number().int(),
  slowModeSeconds: z.number().int(),
  isClosed: z.boolean(),
});
export type ModeratedLesson = z.infer<typeof ModeratedLessonSchema>;

/* Curator rooms (spec 3 §3). */

export const ChatUserSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** The answering side is named by the room's kind: curators, or support (spec 3 §6). */
  role: z.enum(['student', 'curator', 'support']),
});
export type ChatUser = z.infer<typeof ChatUserSchema>;

const MessageBase = {
  id: z.string().uuid(),
  text: z.string(),
  /** Epoch milliseconds. */
  sentAt: z.number(),
  extra: z.record(z.string(), z.unknown()).nullable().optional(),
};
export const RegularMessageSchema = z.object({
  ...MessageBase,
  type: z.literal('regular'),
  isRead: z.boolean(),
  sender: ChatUserSchema,
  attachments: z.array(AttachmentSchema),
});
export const SystemMessageSchema = z.object({
  ...MessageBase,
  type: z.literal('system'),
  target: z.enum(['student', 'curator']),
});
/** A request for (or the student's) rating of the curators' answers: extra.rating 1–5 or null. */
export const FeedbackMessageSchema = z.object({
  ...MessageBase,
  type: z.literal('feedback'),
  target: z.enum(['student', 'curator']),
  extra: z.object({ rating: z.number().int().positive().nullable() }).nullable(),
});
export const RoomMessageSchema = z.discriminatedUnion('type', [
  RegularMessageSchema,
  SystemMessageSchema,
  FeedbackMessageSchema,
]);
export type RoomMessage = z.infer<typeof RoomMessageSchema>;

/** Spec 3 §3 Message page response: older pages by `continuousToken` (null at the start). */
export const MessagePageSchema = z.object({
  continuousToken: z.string().uuid().nullable(),
  results: z.array(RoomMessageSchema),
});

/** Spec 3 §3 Chat room (channel). For a curator the room also names its student. */
export const ChatRoomSchema = z.object({
  id: z.number().int().positive(),
  /** 'support': the student's conversation with customer support (spec 3 §6), no subject. */
  kind: z.enum(['curator', 'support']),
  channel: z.string().min(1),
  name: z.string().min(1),
  avatar: z.string().nullable(),
  description: z.string().min(1),
  classTypeId: z.number().int().min(1).nullable(),
  unreadCount: z.number().int(),
  expireAt: z.number().positive().nullable(),
  active: z.boolean(),
  lastMessage: RegularMessageSchema.nullable(),
  student: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ChatRoom = z.infer<typeof ChatRoomSchema>;

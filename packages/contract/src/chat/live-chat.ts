import { z } from '../zod.js';
import { IdSchema } from '../common.js';
import { CHAT_LIMITS, type ChatError, type LiveAction } from './live-chat-protocol.js';

export const LiveAttachmentSchema = z.object({
  uuid: z.string(),
  url: z.string(),
  name: z.string().min(1),
  mime_type: z.string(),
  size: z.number().positive(),
  width: z.number().int().nullable().optional(),
  height: z.number().int().nullable().optional(),
});

/** The sender as the socket form carries it; display names are made by `chatDisplayName`. */
export const LiveSenderSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  is_videochat_moderator: z.boolean(),
  role: z.enum(['student', 'curator', 'moderator']),
});
export type LiveSender = z.infer<typeof LiveSenderSchema>;

/** Per-message styling (spec 3 §3 `config`): the sender's nickname, text colour, a sticker. */
export const LiveConfigSchema = z.object({
  nickname: z.string().nullable().optional(),
  /** Chat styling (spec 3 §7): the sender's colour on the light theme and its dark twin. */
  text_color: z.string().nullable().optional(),
  text_color_dark: z.string().nullable().optional(),
  sticker: z.object({ id: z.number().int(), url: z.string(), name: z.string() }).nullable().optional(),
  /** Spec 3 §6: the last name cut to its initial (students, where the variant has nicknames). */
  hide_last_name: z.boolean().optional(),
});
export type LiveConfig = z.infer<typeof LiveConfigSchema>;

export const LiveMessageSchema = z.object({
  id: z.number().int(),
  lesson_id: z.number().int(),
  message: z.string(),
  is_hidden: z.boolean(),
  /** A system message of the moderation (ban, slow mode, pause), shown as such to everyone. */
  is_moderation: z.boolean(),
  sender: LiveSenderSchema.nullable(),
  config: LiveConfigSchema,
  attachments: z.array(LiveAttachmentSchema),
  reply_to: z.object({ id: z.number().int(), message: z.string(), sender_name: z.string() }).nullable(),
  /** Epoch milliseconds. */
  created_at: z.number(),
  /** Seconds from the lesson's start: where the message sits in the recording (replay). */
  video_offset: z.number(),
});
export type LiveMessage = z.infer<typeof LiveMessageSchema>;

/** The chat's rules in force for one lesson: what `GET /settings/livechat-settings/` answers too. */
export const LiveChatSettingsSchema = z.object({
  lessonId: z.number().int().nullable(),
  attachmentsEnabled: z.boolean(),
  stickersEnabled: z.boolean(),
  attachmentMaxBytes: z.number().int(),
  attachmentMimeTypes: z.array(z.string()),
  /** One message per this many seconds per student; 0 is off. */
  slowModeSeconds: z.number().int().min(0),
  /** Paused by a moderator: only moderators write. */
  isClosed: z.boolean(),
  /** Whether the chat of the live broadcast can be replayed on the recording. */
  replayEnabled: z.boolean(),
  nicknamesEnabled: z.boolean(),
});
export type LiveChatSettings = z.infer<typeof LiveChatSettingsSchema>;

/** `GET /settings/livechat-settings/`: the rules, and whether a recording has a chat to replay. */
export const LessonChatSettingsSchema = LiveChatSettingsSchema.extend({
  /**
   * The broadcast left messages to replay (spec 3 §4 "Playback history"); false without a lesson.
   * A recording without them shows no chat, so the page keeps one column from the start.
   */
  hasReplay: z.boolean(),
});
export type LessonChatSettings = z.infer<typeof LessonChatSettingsSchema>;

/** Request payloads (client → server, action + data + request_id). */
export const StreamGetDataSchema = z.object({
  filters: z.object({
    limit: z.number().int().min(1).max(100).default(CHAT_LIMITS.pageSize),
    sort: z.literal('DESC').default('DESC'),
    is_hidden: z.literal(false).default(false),
    /** With `timestamp`: messages older than it (the next page up). */
    is_older: z.boolean().optional(),
    timestamp: z.number().optional(),
  }),
});
export const StreamPostDataSchema = z.object({
  message: z.object({
    message: z.unknown(),
    reply_to: IdSchema.nullable().optional(),
    attachments: z.array(z.string().uuid()).max(CHAT_LIMITS.attachmentsPerMessage).optional(),
    sticker_id: IdSchema.nullable().optional(),
  }),
});
export const HistoryDataSchema = z.object({
  filters: z.object({
    limit: z.number().int().min(1).max(CHAT_LIMITS.historyChunk).default(CHAT_LIMITS.historyChunk),
    /** How many messages the client already has: the next chunk starts there. */
    chase: z.number().int().min(0).default(0),
  }),
});

export const ChatRequestSchema = z.object({
  lesson_id: IdSchema,
  action: z.string().max(40),
  data: z.unknown(),
  request_id: z.string().min(1).max(64),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** The `subscribe` acknowledgement: the room's rules and how the server sees the caller. */
export type SubscribeAck =
  { ok: true; settings: LiveChatSettings; is_moderator: boolean; banned_until: number | null } | { error: ChatError };

/** Server → client. Answers carry the request's id; broadcasts have none. */
export interface ChatEvent {
  lesson_id: number;
  action: LiveAction | string;
  data: unknown;
  request_id?: string;
  error?: ChatError;
}

/** Answers and broadcasts by action: */
export interface StreamMessagesData {
  messages: LiveMessage[];
}
export interface HistoryData {
  messages: LiveMessage[];
  chase: number;
  total_chase: number;
}
/**
 * update_messages / hide_user_messages / show_user_messages: the changed messages whole. A student's
 * client drops the hidden ones and inserts the shown ones in time order; staff see both, marked.
 */
export interface UpdateMessagesData {
  messages: LiveMessage[];
  user_id?: number;
}
export interface BanUserData {
  user_id: number;
  until: number | null;
  message: LiveMessage;
}
export interface SettingsData {
  settings: LiveChatSettings;
  message: LiveMessage | null;
}

import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { IdParam, IdParams, PaginationQuery, paginated } from '../common.js';
import {
  AttachmentSchema,
  ChatBanSchema,
  ChatReportSchema,
  ModeratedLessonSchema,
  ProfanityWordSchema,
} from './chat.schema.js';
import { LessonChatSettingsSchema, LiveChatSettingsSchema } from './live-chat.js';
import { CHAT_MODERATORS } from '../roles.js';

const tag = 'chat';
const CHAT_USERS = ['STUDENT_ROLE', ...CHAT_MODERATORS] as const;

const LessonUserParams = z.object({ id: IdParam, userId: IdParam });

/**
 * The lesson chat's HTTP side (spec 3 §7); messages themselves go over the socket (live-chat.ts).
 * Moderation answers here and is broadcast to the room as a system message.
 */
export const chatContract = {
  settings: endpoint({
    method: 'GET',
    path: '/settings/livechat-settings/',
    summary: "What a lesson's chat allows now: attachments, stickers, slow mode, closed; defaults without a lesson",
    tag,
    roles: CHAT_USERS,
    query: z.object({ lesson: IdParam.optional() }),
    response: LessonChatSettingsSchema,
  }),
  uploadAttachment: endpoint({
    method: 'POST',
    path: '/messages/attachments/',
    summary: 'A file or image for a chat message (multipart, field `file`); its uuid goes into stream_post',
    tag,
    roles: CHAT_USERS,
    response: AttachmentSchema,
    status: 201,
  }),
  banWords: endpoint({
    method: 'GET',
    path: '/messages/ban-words/',
    summary: 'The profanity list by pages of 100, oldest change first; updatedAt asks only for later changes',
    tag,
    roles: CHAT_USERS,
    query: PaginationQuery.extend({
      limit: z.coerce.number().int().min(1).max(100).default(100),
      updatedAt: z.iso.datetime({ offset: true }).optional(),
    }),
    response: paginated(ProfanityWordSchema),
  }),
  report: endpoint({
    method: 'POST',
    path: '/v2/chat/messages/:id/report/',
    summary: "A student reports a message to the moderators ('abuse'); once per student and message",
    tag,
    roles: ['STUDENT_ROLE'],
    params: IdParams,
    body: z.object({ reason: z.string().trim().max(500).nullable().optional() }),
    response: z.object({}),
    status: 201,
  }),
  hideMessage: endpoint({
    method: 'PATCH',
    path: '/v2/chat/messages/:id/',
    summary: 'Hide or show one message; students stop or start receiving it',
    tag,
    roles: CHAT_MODERATORS,
    params: IdParams,
    body: z.object({ isHidden: z.boolean() }),
    response: z.object({ id: z.number().int(), isHidden: z.boolean() }),
  }),
  hideUserMessages: endpoint({
    method: 'POST',
    path: '/v2/chat/lessons/:id/users/:userId/messages-visibility/',
    summary: "Hide or show all of one user's messages in a lesson chat",
    tag,
    roles: CHAT_MODERATORS,
    params: LessonUserParams,
    body: z.object({ isHidden: z.boolean() }),
    response: z.object({ count: z.number().int() }),
  }),
  bans: endpoint({
    method: 'GET',
    path: '/v2/chat/lessons/:id/bans/',
    summary: "The lesson chat's bans in force",
    tag,
    roles: CHAT_MODERATORS,
    params: IdParams,
    response: z.array(ChatBanSchema),
  }),
  ban: endpoint({
    method: 'POST',
    path: '/v2/chat/lessons/:id/bans/',
    summary: 'Ban a student from the lesson chat for some minutes (null: to the end); announced in the chat',
    tag,
    roles: CHAT_MODERATORS,
    params: IdParams,
    body: z.object({
      userId: z.number().int().positive().max(2_147_483_647),
      minutes: z
        .number()
        .int()
        .min(1)
        .max(60 * 24 * 30)
        .nullable(),
      reason: z.string().trim().max(500).nullable().optional(),
      hideMessages: z.boolean().default(false),
    }),
    response: ChatBanSchema,
    status: 201,
  }),
  unban: endpoint({
    method: 'DELETE',
    path: '/v2/chat/lessons/:id/bans/:userId/',
    summary: 'Lift a ban',
    tag,
    roles: CHAT_MODERATORS,
    params: LessonUserParams,
    response: z.object({}),
  }),
  updateSettings: endpoint({
    method: 'PATCH',
    path: '/v2/chat/lessons/:id/settings/',
    summary: 'Slow mode (seconds between a student’s messages, 0 off) and pause of the whole chat',
    tag,
    roles: CHAT_MODERATORS,
    params: IdParams,
    body: z
      .object({ slowModeSeconds: z.number().int().min(0).max(600), isClosed: z.boolean() })
      .partial()
      .refine((body) => Object.keys(body).length > 0, 'Укажите, что изменить'),
    response: LiveChatSettingsSchema,
  }),
  reports: endpoint({
    method: 'GET',
    path: '/v2/chat/reports/',
    summary: 'The queue of reported messages, open first, newest first',
    tag,
    roles: CHAT_MODERATORS,
    query: PaginationQuery.extend({
      lesson: IdParam.optional(),
      status: z.enum(['OPEN', 'HIDDEN', 'DISMISSED']).optional(),
    }),
    response: paginated(ChatReportSchema),
  }),
  resolveReport: endpoint({
    method: 'PATCH',
    path: '/v2/chat/reports/:id/',
    summary: 'Close a report: hide the message, or dismiss the report and keep it',
    tag,
    roles: CHAT_MODERATORS,
    params: IdParams,
    body: z.object({ status: z.enum(['HIDDEN', 'DISMISSED']) }),
    response: ChatReportSchema,
  }),
  moderatedLessons: endpoint({
    method: 'GET',
    path: '/v2/chat/moderation/lessons/',
    summary: "The moderator's lessons: live now first, then today's and tomorrow's, with open reports",
    tag,
    roles: CHAT_MODERATORS,
    response: z.array(ModeratedLessonSchema),
  }),
};

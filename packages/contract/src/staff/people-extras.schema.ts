import { z } from '../zod.js';
import { IdSchema, PaginationQuery } from '../common.js';
import { TutorClientStatusSchema } from '../tutor/tutor.contract.js';

/** A tutor as the people area lists them, with the number of clients they teach now. */
export const StaffTutorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  activeClients: z.number().int(),
});
export type StaffTutor = z.infer<typeof StaffTutorSchema>;

export const StaffTutorsQuerySchema = PaginationQuery.extend({ search: z.string().trim().max(100).optional() });

export const StaffTutorClientsQuerySchema = PaginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: TutorClientStatusSchema.optional(),
});

/** Staff pair a student with a tutor for one subject (tutor_clients, docs/tutor-and-manager.md). */
export const AssignTutorClientSchema = z.object({
  student: IdSchema,
  classType: IdSchema,
  /** The grade, 9-11 (spec 3 §1). */
  classYear: z
    .number({ error: 'Укажите класс.' })
    .int()
    .min(9, { error: 'Класс — от 9 до 11.' })
    .max(11, { error: 'Класс — от 9 до 11.' }),
  lessonsPerWeek: z
    .number({ error: 'Укажите число занятий.' })
    .int()
    .min(1, { error: 'Не меньше одного занятия.' })
    .max(14, { error: 'Не больше 14 занятий в неделю.' })
    .default(1),
});
export type AssignTutorClient = z.infer<typeof AssignTutorClientSchema>;

export const MODERATOR_ROLES = ['CHAT_MODERATOR', 'HEAD_MODERATOR'] as const;

/** A chat moderator with their recent bans (chat_bans.by_user_id) — the trace moderation leaves. */
export const StaffModeratorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(MODERATOR_ROLES),
  isActive: z.boolean(),
  recentBans: z.number().int(),
  bansInForce: z.number().int(),
  lastBanAt: z.string().nullable(),
  /** Chat reports this moderator closed (hid or dismissed the message) in the last 30 days. */
  recentReports: z.number().int(),
});
export type StaffModerator = z.infer<typeof StaffModeratorSchema>;

export const StaffModeratorsQuerySchema = PaginationQuery.extend({ search: z.string().trim().max(100).optional() });

/** One ban a moderator gave: where, whom, until when and why. */
export const StaffModeratorBanSchema = z.object({
  id: z.number().int(),
  lessonId: z.number().int(),
  lessonTitle: z.string(),
  student: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  until: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffModeratorBan = z.infer<typeof StaffModeratorBanSchema>;

/** One chat report a moderator closed: the message, the decision and when. */
export const StaffModeratorReportSchema = z.object({
  id: z.number().int(),
  lessonId: z.number().int(),
  lessonTitle: z.string(),
  messageText: z.string(),
  reason: z.string().nullable(),
  status: z.enum(['HIDDEN', 'DISMISSED']),
  createdAt: z.string(),
  resolvedAt: z.string(),
});
export type StaffModeratorReport = z.infer<typeof StaffModeratorReportSchema>;

import { z } from '../zod.js';
import { IdSchema, PaginationQuery } from '../common.js';
import { NOTIFICATION_TYPES, NOTIFICATIONS_PAGE_SIZE } from './notification-types.js';

export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/** Spec 1 §3 notification actions (see `notificationActionPath`). */
export const NotificationActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('lesson'), lessonId: IdSchema }),
  z.object({ type: z.literal('my_product'), productId: IdSchema, productTypeId: IdSchema }),
  z.object({ type: z.literal('catalog_prolong'), productTypeId: IdSchema }),
  z.object({ type: z.literal('homework'), homeworkId: IdSchema }),
  z.object({ type: z.literal('homework_list') }),
  z.object({ type: z.literal('completed_homework'), homeworkId: IdSchema }),
]);

export const NotificationSchema = z.object({
  id: z.number().int(),
  type: NotificationTypeSchema,
  title: z.string(),
  text: z.string(),
  action: NotificationActionSchema.nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** Newest first, 20 per page. */
export const NotificationsQuery = PaginationQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
});

export const UnreadCountSchema = z.object({ count: z.number().int() });

/** Outside channels of one type; the in-app list always gets every notification. */
export const NotificationTypeSettingSchema = z.object({
  type: NotificationTypeSchema,
  push: z.boolean(),
  telegram: z.boolean(),
});
export type NotificationTypeSetting = z.infer<typeof NotificationTypeSettingSchema>;

/** Every type, defaults on. */
export const NotificationSettingsSchema = z.object({ settings: z.array(NotificationTypeSettingSchema) });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** Changes of some types; a channel left out keeps its value. */
export const NotificationSettingsPatchSchema = z.object({
  settings: z
    .array(
      z.object({
        type: NotificationTypeSchema,
        push: z.boolean().optional(),
        telegram: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(NOTIFICATION_TYPES.length)
    // One change per type: two would leave which one wins to chance.
    .refine((changes) => new Set(changes.map((change) => change.type)).size === changes.length, {
      message: 'Каждый тип уведомлений можно указать только один раз.',
    }),
});
export type NotificationSettingsPatch = z.infer<typeof NotificationSettingsPatchSchema>;

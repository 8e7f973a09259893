import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { IdParams, paginated } from '../common.js';
import { SIGNED_IN } from '../roles.js';
import {
  NotificationSchema,
  NotificationSettingsPatchSchema,
  NotificationSettingsSchema,
  NotificationsQuery,
  UnreadCountSchema,
} from './notifications.schema.js';

const tag = 'notifications';

/** Issue 14: the in-app notification centre and its outside-channel settings (docs/notifications.md). */
export const notificationsContract = {
  list: endpoint({
    method: 'GET',
    path: '/v2/notifications/',
    summary: "The signed-in user's notifications, newest first, 20 per page",
    tag,
    roles: SIGNED_IN,
    query: NotificationsQuery,
    response: paginated(NotificationSchema),
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/v2/notifications/unread-count/',
    summary: 'How many notifications of the signed-in user are unread',
    tag,
    roles: SIGNED_IN,
    response: UnreadCountSchema,
  }),
  read: endpoint({
    method: 'POST',
    path: '/v2/notifications/:id/read/',
    summary: 'Marks one notification read (idempotent); 404 for a notification of someone else',
    tag,
    roles: SIGNED_IN,
    params: IdParams,
    response: NotificationSchema,
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/v2/notifications/read-all/',
    summary: 'Marks every notification of the signed-in user read',
    tag,
    roles: SIGNED_IN,
    response: z.object({}),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/v2/notifications/settings/',
    summary: 'Per notification type: whether it goes by push and by Telegram (defaults on)',
    tag,
    roles: SIGNED_IN,
    response: NotificationSettingsSchema,
  }),
  updateSettings: endpoint({
    method: 'PATCH',
    path: '/v2/notifications/settings/',
    summary: 'Changes push / Telegram of some notification types; answers every type',
    tag,
    roles: SIGNED_IN,
    body: NotificationSettingsPatchSchema,
    response: NotificationSettingsSchema,
  }),
};

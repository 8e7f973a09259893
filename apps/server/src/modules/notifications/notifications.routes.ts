import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { route, signedIn } from '../../plugins/route.js';
import {
  listUserNotifications,
  notificationSettingsOf,
  readAllNotifications,
  readNotification,
  unreadCount,
  updateNotificationSettings,
} from './notifications.service.js';

/** Issue 14: the notification centre of the signed-in user (docs/notifications.md). */
export function notificationsRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, contract.notifications.list, (request) =>
    listUserNotifications(ctx.db, signedIn(request).id, request.query.limit, request.query.offset),
  );
  route(app, contract.notifications.unreadCount, (request) => unreadCount(ctx.db, signedIn(request).id));
  route(app, contract.notifications.read, (request) =>
    readNotification(ctx.db, signedIn(request).id, request.params.id),
  );
  route(app, contract.notifications.readAll, (request) => readAllNotifications(ctx.db, signedIn(request).id));
  route(app, contract.notifications.settings, (request) => notificationSettingsOf(ctx.db, signedIn(request).id));
  route(app, contract.notifications.updateSettings, (request) =>
    ctx.db.transaction((tx) => updateNotificationSettings(tx, signedIn(request).id, request.body)),
  );
}

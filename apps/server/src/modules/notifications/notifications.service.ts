import {
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationSettings,
  type NotificationSettingsPatch,
} from '@school/contract';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../plugins/errors.js';
import { presentNotification } from './notification-present.js';
import {
  countNotifications,
  listNotifications,
  listSettings,
  markAllRead,
  markRead,
  saveSettings,
} from './notifications.repo.js';

export async function listUserNotifications(tx: Tx, userId: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    listNotifications(tx, userId, limit, offset),
    countNotifications(tx, userId),
  ]);
  return { count: total, results: rows.map(presentNotification) };
}

export async function unreadCount(tx: Tx, userId: number) {
  return { count: await countNotifications(tx, userId, true) };
}

/** Someone else's notification is as unknown as a missing one. */
export async function readNotification(tx: Tx, userId: number, id: number): Promise<Notification> {
  const row = await markRead(tx, userId, id);
  if (!row) throw notFound('Уведомление не найдено.');
  return presentNotification(row);
}

export async function readAllNotifications(tx: Tx, userId: number) {
  await markAllRead(tx, userId);
  return {};
}

/** Every type with its outside channels; a type never changed has both on. */
export async function notificationSettingsOf(tx: Tx, userId: number): Promise<NotificationSettings> {
  const saved = new Map((await listSettings(tx, userId)).map((row) => [row.type, row]));
  return {
    settings: NOTIFICATION_TYPES.map((type) => ({
      type,
      push: saved.get(type)?.push ?? true,
      telegram: saved.get(type)?.telegram ?? true,
    })),
  };
}

export async function updateNotificationSettings(
  tx: Tx,
  userId: number,
  patch: NotificationSettingsPatch,
): Promise<NotificationSettings> {
  const current = new Map((await notificationSettingsOf(tx, userId)).settings.map((s) => [s.type, s]));
  const rows = patch.settings.map((change) => {
    const was = current.get(change.type)!;
    return {
      userId,
      type: change.type,
      push: change.push ?? was.push,
      telegram: change.telegram ?? was.telegram,
    };
  });
  await saveSettings(tx, rows);
  return notificationSettingsOf(tx, userId);
}

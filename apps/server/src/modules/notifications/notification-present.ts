import type { Notification } from '@school/contract';
import type { NotificationRow } from './notifications.repo.js';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as Notification['type'],
    title: row.title,
    text: row.text,
    action: row.action ?? null,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

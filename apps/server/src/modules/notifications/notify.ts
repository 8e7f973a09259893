import type { NotificationAction, NotificationType } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { insertNotification, type NotificationRow } from './notifications.repo.js';

export interface NotifyInput {
  type: NotificationType;
  title: string;
  text: string;
  action?: NotificationAction | null;
  /** Names the event that causes it (e.g. `homework_checked:<submission>:<attempt>`): one notification per key. */
  dedupeKey: string;
  /** A lesson starting now: outside channels send it in quiet hours too. */
  urgent?: boolean;
}

/**
 * Creates a notification in the caller's transaction: it exists exactly when the event does.
 * Delivery (the user's sockets, push, Telegram) happens after commit, by the delivery sweep
 * (delivery.ts); a repeated event (same dedupe key) creates nothing and returns null.
 */
export async function notify(tx: Tx, userId: number, input: NotifyInput): Promise<NotificationRow | null> {
  return insertNotification(tx, userId, {
    type: input.type,
    title: input.title,
    text: input.text,
    action: input.action ?? null,
    dedupeKey: input.dedupeKey,
    urgent: input.urgent ?? false,
  });
}

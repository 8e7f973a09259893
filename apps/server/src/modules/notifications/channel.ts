import type { NotificationType } from '@school/contract';
import type { AppContext } from '../../context.js';
import { pushChannel } from '../webpush/push-channel.js';
import { telegramChannel } from '../telegram/telegram-channel.js';

/** One notification as an outside channel sends it; `url` is the app path its action leads to. */
export interface OutgoingNotification {
  id: number;
  userId: number;
  type: NotificationType;
  title: string;
  text: string;
  url: string | null;
  /** A lesson starting now: sent during quiet hours too (issue 14). */
  urgent: boolean;
}

/**
 * An outside delivery channel (web push, Telegram). `send` throws to have the delivery job retried;
 * a recipient the channel cannot reach (no subscription, no linked Telegram) is a quiet success.
 */
export interface NotificationChannel {
  name: 'push' | 'telegram';
  send(message: OutgoingNotification): Promise<void>;
}

/** The channels configured for this app; the in-app list is not one of them (it is the row itself). */
export function notificationChannels(ctx: AppContext): NotificationChannel[] {
  return [pushChannel(ctx), telegramChannel(ctx)].filter(
    (channel): channel is NotificationChannel => channel !== undefined,
  );
}

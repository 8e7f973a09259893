import { NOTIFICATION_EVENTS, notificationActionPath, snakeKeys } from '@school/contract';
import type { AppContext } from '../../context.js';
import { studentTimeZone } from '../users/users.service.js';
import type { NotificationChannel, OutgoingNotification } from './channel.js';
import { presentNotification } from './notification-present.js';
import { claimDue, deferDelivery, findNotification, findSetting, type NotificationRow } from './notifications.repo.js';
import { quietHoursEnd } from './quiet-hours.js';

export const SEND_QUEUE = 'notifications.send';
/** How many due notifications one sweep takes. */
const SWEEP_BATCH = 100;

export interface SendJob {
  notificationId: number;
  channel: NotificationChannel['name'];
}

export type DeliveryPlan = { deferUntil: Date } | { channels: NotificationChannel['name'][] };

/** Quiet hours hold everything but a lesson starting now; then the channels the user kept on for the type. */
export function planDelivery(
  row: Pick<NotificationRow, 'urgent'>,
  now: Date,
  timeZone: string,
  enabled: Record<NotificationChannel['name'], boolean>,
  available: NotificationChannel['name'][],
): DeliveryPlan {
  const quietEnd = row.urgent ? null : quietHoursEnd(now, timeZone);
  if (quietEnd) return { deferUntil: quietEnd };
  return { channels: available.filter((name) => enabled[name]) };
}

/**
 * One sweep (docs/notifications.md): takes the due notifications, announces new ones on the user's
 * sockets, holds the rest of quiet hours back, and hands each outside channel a job of its own
 * (retried by the queue when the channel fails).
 */
export async function deliverDue(ctx: AppContext, channels: NotificationChannel[], now = new Date()): Promise<number> {
  const claimed = await ctx.db.transaction((tx) => claimDue(tx, now, SWEEP_BATCH));
  for (const row of claimed) {
    if (!row.deferred)
      ctx.realtime.toUser(row.userId).emit(NOTIFICATION_EVENTS.new, snakeKeys(presentNotification(row)));
    if (!channels.length) continue;
    const timeZone = await studentTimeZone(ctx.db, row.userId, ctx.config.VARIANT);
    const setting = await findSetting(ctx.db, row.userId, row.type);
    const enabled = { push: setting?.push ?? true, telegram: setting?.telegram ?? true };
    const plan = planDelivery(
      row,
      now,
      timeZone,
      enabled,
      channels.map((channel) => channel.name),
    );
    if ('deferUntil' in plan) {
      await deferDelivery(ctx.db, row.id, plan.deferUntil);
      continue;
    }
    for (const channel of plan.channels) {
      await ctx.jobs.send<SendJob>(
        SEND_QUEUE,
        { notificationId: row.id, channel },
        { singletonKey: `${row.id}:${channel}` },
      );
    }
  }
  return claimed.length;
}

export function outgoing(row: NotificationRow): OutgoingNotification {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type as OutgoingNotification['type'],
    title: row.title,
    text: row.text,
    url: row.action ? notificationActionPath(row.action) : null,
    urgent: row.urgent,
  };
}

/** The job of one channel: a throw has the queue try again later. */
export async function sendToChannel(ctx: AppContext, channels: NotificationChannel[], job: SendJob): Promise<void> {
  const channel = channels.find((candidate) => candidate.name === job.channel);
  const row = await findNotification(ctx.db, job.notificationId);
  if (!channel || !row) return;
  await channel.send(outgoing(row));
}

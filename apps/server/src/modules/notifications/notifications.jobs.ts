import type { AppContext } from '../../context.js';
import { notificationChannels } from './channel.js';
import { deliverDue, SEND_QUEUE, sendToChannel, type SendJob } from './delivery.js';

/** How soon after commit a notification reaches the user's sockets and the outside channels. */
const DELIVERY_SWEEP_MS = 2_000;

/** The delivery of notifications on the job queue (docs/notifications.md). */
export function registerNotificationJobs(ctx: AppContext): void {
  const channels = notificationChannels(ctx);
  ctx.jobs.define(SEND_QUEUE, { policy: 'short', retryLimit: 5, retryDelaySeconds: 60 });
  ctx.jobs.work<SendJob>(SEND_QUEUE, (job) => sendToChannel(ctx, channels, job));
  ctx.jobs.every('notifications.deliver-due', DELIVERY_SWEEP_MS, () => deliverDue(ctx, channels));
}

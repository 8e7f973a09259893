import type { AppContext } from '../../context.js';
import { appSettings } from '../settings/variant.js';
import { notificationChannels } from './channel.js';
import { deliverDue, SEND_QUEUE, sendToChannel, type SendJob } from './delivery.js';
import { remindUndoneHomework } from './reminders/homework-undone.js';
import { remindLessonStarts } from './reminders/lesson-start.js';
import { remindProductEndings } from './reminders/product-ending.js';

/** How soon after commit a notification reaches the user's sockets and the outside channels. */
const DELIVERY_SWEEP_MS = 2_000;

export const REMINDER_QUEUES = {
  lessonStart: 'notifications.lesson-start',
  productEndings: 'notifications.product-endings',
  homeworkUndone: 'notifications.homework-undone',
} as const;

/** Delivery and the scheduled reminders of notifications on the job queue (docs/notifications.md). */
export function registerNotificationJobs(ctx: AppContext): void {
  const channels = notificationChannels(ctx);
  const { jobs } = ctx;
  jobs.define(SEND_QUEUE, { policy: 'short', retryLimit: 5, retryDelaySeconds: 60 });
  jobs.work<SendJob>(SEND_QUEUE, (job) => sendToChannel(ctx, channels, job));
  jobs.every('notifications.deliver-due', DELIVERY_SWEEP_MS, () => deliverDue(ctx, channels));

  const reminders = [
    { name: REMINDER_QUEUES.lessonStart, cron: '* * * * *', run: remindLessonStarts },
    { name: REMINDER_QUEUES.homeworkUndone, cron: '5 * * * *', run: remindUndoneHomework },
    { name: REMINDER_QUEUES.productEndings, cron: '0 10 * * *', run: remindProductEndings },
  ];
  for (const { name, cron, run } of reminders) {
    jobs.define(name, { policy: 'short', retryLimit: 2 });
    jobs.work(name, async () => void (await run(ctx.db)));
    jobs.schedule(name, cron, appSettings(ctx.config.VARIANT).timeZone);
  }
}

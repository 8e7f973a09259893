import webpush from 'web-push';
import type { PushPayload } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { NotificationChannel, OutgoingNotification } from '../notifications/channel.js';
import type { WebPushSubscriptionRow } from './webpush.schema.js';
import type { PushContext } from './webpush.service.js';
import { deleteSubscription, subscriptionsOf } from './webpush.repo.js';
import { isAllowedPushEndpoint } from './push-services.js';
import { vapidDetails, type VapidDetails } from './vapid.js';

// A reminder is worthless once the moment passed: a lesson starting now for a quarter of an hour,
// anything else for a day (the push service keeps it that long for a phone that is off).
const URGENT_TTL_SECONDS = 15 * 60;
const TTL_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;
// Push services take about 4 KiB of encrypted payload; the text is cut well below that.
const MAX_TEXT = 1000;

type Outcome = 'sent' | 'gone' | 'failed' | 'transient';

export function pushPayload(message: OutgoingNotification): PushPayload {
  return {
    title: message.title,
    body: message.text.length > MAX_TEXT ? `${message.text.slice(0, MAX_TEXT - 1)}…` : message.text,
    url: message.url ?? '/',
    tag: `notification-${message.id}`,
  };
}

/** A temporary failure is worth another try: the network, the service's own errors, its rate limit. */
const isTransient = (status: number) => status === 429 || status >= 500;

/**
 * Web push (spec 3 §4) through the `web-push` library: it signs (VAPID) and encrypts (RFC 8291) the
 * request; the request goes out with fetch, which reaches a push service on this machine over http too.
 */
export class PushChannel implements NotificationChannel {
  readonly name = 'push';

  constructor(private readonly ctx: PushContext) {}

  async send(message: OutgoingNotification): Promise<void> {
    const subscriptions = await subscriptionsOf(this.ctx.db, message.userId);
    if (!subscriptions.length) return;
    const vapid = await vapidDetails(this.ctx.config, this.ctx.db);
    const payload = JSON.stringify(pushPayload(message));
    const outcomes = await Promise.all(subscriptions.map((row) => this.deliver(row, payload, vapid, message.urgent)));
    // Retried only when nothing arrived anywhere: a retry goes to every device again.
    if (outcomes.every((outcome) => outcome === 'transient')) {
      throw new Error(`web push to user ${message.userId} failed on every device`);
    }
  }

  private async deliver(
    row: WebPushSubscriptionRow,
    payload: string,
    vapid: VapidDetails,
    urgent: boolean,
  ): Promise<Outcome> {
    const where = { subscriptionId: row.id, userId: row.userId, host: new URL(row.endpoint).host };
    if (!isAllowedPushEndpoint(this.ctx.config, row.endpoint)) {
      this.ctx.log.warn(where, 'web push endpoint not allowed: skipped');
      return 'failed';
    }
    let status: number | undefined;
    try {
      status = await this.post(row, payload, vapid, urgent);
    } catch (error) {
      this.ctx.log.warn({ ...where, err: error }, 'web push request failed');
      return 'transient';
    }
    if (status >= 200 && status < 300) return 'sent';
    // The browser dropped the subscription (RFC 8030 §7.3): it will never work again.
    if (status === 404 || status === 410) {
      await deleteSubscription(this.ctx.db, row.id);
      return 'gone';
    }
    this.ctx.log.warn({ ...where, status }, 'web push refused by the push service');
    return isTransient(status) ? 'transient' : 'failed';
  }

  private async post(row: WebPushSubscriptionRow, payload: string, vapid: VapidDetails, urgent: boolean) {
    const request = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      payload,
      { vapidDetails: vapid, TTL: urgent ? URGENT_TTL_SECONDS : TTL_SECONDS, urgency: urgent ? 'high' : 'normal' },
    );
    // fetch sets the length itself.
    const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  }
}

export const pushChannel = (ctx: AppContext): NotificationChannel => new PushChannel(ctx);

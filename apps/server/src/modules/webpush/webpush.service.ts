import { createECDH } from 'node:crypto';
import type { WebPushBody } from '@school/contract';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../plugins/errors.js';
import { deleteOwnSubscription, trimSubscriptions, upsertSubscription } from './webpush.repo.js';
import { isAllowedPushEndpoint } from './push-services.js';
import { vapidDetails } from './vapid.js';

/** What web push needs of the app. */
export type PushContext = Pick<AppContext, 'config' | 'db' | 'log'>;

// RFC 8291 §3: the browser's key is a P-256 point and its authentication secret 16 bytes; anything
// else could never be encrypted to, so it is refused here rather than failing at every send.
const AUTH_SECRET_BYTES = 16;
/** More browsers than one person uses: older subscriptions beyond it go (a caller cannot fill the table). */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;
const probe = createECDH('prime256v1');
probe.generateKeys();
function isUsablePublicKey(p256dh: string): boolean {
  try {
    probe.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/** The key browsers subscribe with (`/settings/app/` webPushPublicKey). */
export async function webPushPublicKey(ctx: PushContext): Promise<string> {
  return (await vapidDetails(ctx.config, ctx.db)).publicKey;
}

/** Spec 3 §4: after login and granted permission the browser's subscription is stored for the caller. */
export async function subscribe(ctx: PushContext, userId: number, body: WebPushBody): Promise<void> {
  const { subscription, browser, userAgent } = body;
  if (!isAllowedPushEndpoint(ctx.config, subscription.endpoint)) {
    throw fieldError('subscription.endpoint', 'Этот адрес подписки не принимается.', 'push_service_not_allowed');
  }
  if (!isUsablePublicKey(subscription.keys.p256dh)) {
    throw fieldError('subscription.keys.p256dh', 'Ключ подписки не подходит.', 'invalid_key');
  }
  if (Buffer.from(subscription.keys.auth, 'base64url').length !== AUTH_SECRET_BYTES) {
    throw fieldError('subscription.keys.auth', 'Ключ подписки не подходит.', 'invalid_key');
  }
  await ctx.db.transaction(async (tx) => {
    await upsertSubscription(tx, {
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      browser,
      userAgent,
    });
    await trimSubscriptions(tx, userId, MAX_SUBSCRIPTIONS_PER_USER);
  });
}

/** Spec 3 §4: logout unsubscribes; only the caller's own subscription goes, and a missing one is no error. */
export async function unsubscribe(ctx: PushContext, userId: number, body: WebPushBody): Promise<void> {
  await deleteOwnSubscription(ctx.db, userId, body.subscription.endpoint);
}

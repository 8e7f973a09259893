import type { WebPushBody } from '@school/contract';
import { call } from '../api/client';
import { contract } from '../api/contract';
import { browserName } from './browser-name';

function payload(subscription: PushSubscription): WebPushBody {
  return {
    subscription: subscription.toJSON() as WebPushBody['subscription'],
    browser: browserName(navigator.userAgent),
    userAgent: navigator.userAgent,
  };
}

/**
 * Spec 3 §4: subscribes the browser with the deployment's VAPID key and stores the subscription
 * for the signed-in user (the server moves an endpoint it knows to the caller, so a change of user
 * re-subscribes with the same call).
 */
export async function subscribePush(registration: ServiceWorkerRegistration, publicKey: string): Promise<void> {
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  await call(contract.webPush.subscribe, { body: payload(subscription) });
}

/** Spec 3 §4 logout: the server forgets the subscription (the bearer token still valid), then the browser drops it. */
export async function unsubscribePush(registration: ServiceWorkerRegistration): Promise<void> {
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  await call(contract.webPush.unsubscribe, { body: payload(subscription) });
  await subscription.unsubscribe();
}

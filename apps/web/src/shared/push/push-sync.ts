import { appSettings } from '../config/app-settings';
import { sessionStore } from '../session/session-store';
import { beforeLogout } from '../session/session';
import { pushPermission } from './push-permission';

const loadSubscription = () => import('./push-subscription');

const warn = (error: unknown) => console.warn('Web push subscription failed', error);

/**
 * Subscribes once the service worker is ready (the pwa registers it in production builds only);
 * without a VAPID key or a granted permission there is nothing to do.
 */
async function subscribeWhenReady(): Promise<void> {
  const publicKey = appSettings().webPushPublicKey;
  if (!publicKey || pushPermission() !== 'granted') return;
  const [registration, { subscribePush }] = await Promise.all([navigator.serviceWorker.ready, loadSubscription()]);
  await subscribePush(registration, publicKey);
}

async function unsubscribeBeforeLogout(): Promise<void> {
  // `ready` would wait forever where no worker was ever registered (dev server): nothing to undo there.
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return;
  const { unsubscribePush } = await loadSubscription();
  await unsubscribePush(registration);
}

/**
 * Spec 3 §4 web push: after login (and at start with a session) a browser with the permission
 * granted subscribes, again for each new user; logout unsubscribes first. Failures only warn. The
 * subscribing code loads only when it runs. Started once; again after `stop`.
 */
let stop: (() => void) | null = null;

export function startPushSync(): () => void {
  if (stop || pushPermission() === 'unsupported') return stop ?? (() => undefined);
  let userId: number | null = null;
  const sync = () => {
    const current = sessionStore.get().user?.id ?? null;
    if (current === userId) return;
    userId = current;
    if (current !== null) subscribeWhenReady().catch(warn);
  };
  const stopSession = sessionStore.subscribe(sync);
  const stopLogout = beforeLogout(unsubscribeBeforeLogout);
  sync();
  stop = () => {
    stopSession();
    stopLogout();
    stop = null;
  };
  return stop;
}

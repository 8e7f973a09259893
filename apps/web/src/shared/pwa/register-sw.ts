import { sessionStore } from '../session/session-store';
import type { PageToWorkerMessage } from './sw-messages';
import { swUpdate } from './sw-update';

const post = (worker: ServiceWorker | null | undefined, message: PageToWorkerMessage) => worker?.postMessage(message);

/** The cached API answers belong to the user who saw them: dropped when that user leaves or another signs in. */
function clearApiCacheOnUserChange(): void {
  let userId = sessionStore.get().user?.id ?? null;
  sessionStore.subscribe(() => {
    const next = sessionStore.get().user?.id ?? null;
    if (userId !== null && next !== userId) post(navigator.serviceWorker.controller, { type: 'clear-api-cache' });
    userId = next;
  });
}

/** A new worker that waits behind the one in control: the update prompt offers it (app/shell/update-prompt.tsx). */
function offerWaitingWorker(registration: ServiceWorkerRegistration): void {
  const offer = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) swUpdate.offer(() => post(worker, { type: 'skip-waiting' }));
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
}

/**
 * Registers /sw.js (src/sw.ts) in production builds, once the page has loaded and the browser is
 * idle: the first paint and the first visit's own downloads never wait for it (issue 8 budget).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').then(offerWaitingWorker, (error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(() => void register());
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  clearApiCacheOnUserChange();
  // The worker that took over after «Обновить» serves the new version: the page shows it.
  navigator.serviceWorker.addEventListener('controllerchange', () => swUpdate.accepted() && window.location.reload());
}

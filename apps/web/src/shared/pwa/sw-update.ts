import { useSyncExternalStore } from 'react';
import { createListeners } from '../lib/listeners';
import type { PageToWorkerMessage } from './sw-messages';

let waiting: ServiceWorker | null = null;
let requested = false;
let watching = false;
const listeners = createListeners();

/** A new version of the app waiting to take over, and whether the user asked for it. */
export const swUpdate = {
  offer(worker: ServiceWorker): void {
    waiting = worker;
    listeners.notify();
  },
  /** «Обновить»: the waiting worker takes control; the page then reloads (watchForUpdates). */
  activate(): void {
    requested = true;
    const message: PageToWorkerMessage = { type: 'skip-waiting' };
    waiting?.postMessage(message);
  },
  accepted: () => requested,
  available: () => waiting !== null,
};

/** A worker that installs while another controls the page is a new version: offered, not forced. */
function offerWaitingWorker(registration: ServiceWorkerRegistration): void {
  const offer = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) swUpdate.offer(worker);
  };
  const whenInstalled = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => worker.state === 'installed' && offer(worker));
  offer(registration.waiting);
  whenInstalled(registration.installing);
  registration.addEventListener('updatefound', () => whenInstalled(registration.installing));
}

/** Started by the update prompt in the shell (app/shell/update-prompt.tsx), once per page. */
export function watchForUpdates(): void {
  if (watching || !('serviceWorker' in navigator)) return;
  watching = true;
  void navigator.serviceWorker.ready.then(offerWaitingWorker);
  // The worker that took over after «Обновить» serves the new version: the page shows it.
  navigator.serviceWorker.addEventListener('controllerchange', () => swUpdate.accepted() && window.location.reload());
}

export const useUpdateAvailable = () => useSyncExternalStore(listeners.subscribe, swUpdate.available);

/** Messages between the page and the service worker (apps/web/src/sw.ts). */
export type PageToWorkerMessage =
  /** Logout: the cached API answers of the last-seen pages belong to the user who left. */
  | { type: 'clear-api-cache' }
  /** The update prompt's «Обновить»: the waiting worker takes over, then the page reloads. */
  | { type: 'skip-waiting' };

/** A push arrived: the notification bell refreshes its unread count. */
export type WorkerToPageMessage = { type: 'notification' };

/** Calls `handler` when the service worker posts `type`; returns the unsubscribe. */
export function onServiceWorkerMessage(type: WorkerToPageMessage['type'], handler: () => void): () => void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return () => {};
  const listener = (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === type) handler();
  };
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}

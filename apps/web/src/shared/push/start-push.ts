/**
 * Spec 3 §4 at start: only a browser that already granted the permission can hold a push
 * subscription, so only there does the push code load (issue 8: nothing for a first visit).
 */
export function startPush(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  import('./push-sync')
    .then(({ startPushSync }) => startPushSync())
    .catch((error: unknown) => console.warn('Web push could not start', error));
}

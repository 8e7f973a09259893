import { sessionStore } from '../session/session-store';
import type { PageToWorkerMessage } from './sw-messages';

/** The cached API answers belong to the user who saw them: dropped when that user leaves or another signs in. */
function clearApiCacheOnUserChange(): void {
  let userId = sessionStore.get().user?.id ?? null;
  sessionStore.subscribe(() => {
    const next = sessionStore.get().user?.id ?? null;
    const message: PageToWorkerMessage = { type: 'clear-api-cache' };
    if (userId !== null && next !== userId) navigator.serviceWorker.controller?.postMessage(message);
    userId = next;
  });
}

/**
 * Registers /sw.js (src/sw.ts) in production builds, once the page has loaded and the browser is
 * idle: the first paint and the first visit's own downloads never wait for it (issue 8 budget; the
 * update prompt's part lives in the shell: sw-update.ts).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(() => void register());
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  clearApiCacheOnUserChange();
}

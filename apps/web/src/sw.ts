/// <reference lib="webworker" />
// The service worker (docs/pwa-and-error-reporting.md), built by vite-plugin-pwa into /sw.js.
import { cleanupOutdatedCaches, precacheAndRoute, createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { PageToWorkerMessage, WorkerToPageMessage } from './shared/pwa/sw-messages';
import { readPushPayload } from './shared/pwa/push-payload';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** The API answers of the pages seen last: one user's data, dropped when that user leaves. */
const API_CACHE = 'api';
const ICON = '/pwa-192.png';

// The app shell only (vite.config.ts picks the files): a page's own chunks are cached when it is seen.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Hashed build output never changes under its name.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);

// Tokens and the session's verdict always come from the server while it answers; only the last
// user check is kept, for a start without a network (the shell then opens signed in as before).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/v3/auth/verify/',
  new NetworkFirst({ cacheName: API_CACHE }),
);
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/v3/auth/'), new NetworkOnly());
// The flag event stream never ends: caching it would hold the answer forever (docs/flags.md).
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/sub/'), new NetworkOnly());

// Other API reads: the network, and the last answer only when there is no network. No timeout: a
// slow answer online must not be replaced by a stale one (a flag just turned on, a balance just
// spent). Writes are never cached (a route without a method matches GET only).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'),
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// Pages: the network first, the cached shell when it is unreachable. The sign-in pages get
// index.html and the rest app.html, as the server does (apps/server/src/plugins/web-app.ts).
const shellPage = new NetworkFirst({ cacheName: 'pages', networkTimeoutSeconds: 4 });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await shellPage.handle(options);
      } catch {
        return createHandlerBoundToURL(/^\/(id\/|login)/.test(options.url.pathname) ? '/index.html' : '/app.html')(
          options,
        );
      }
    },
    { denylist: [/^\/(api|media|socket\.io)\//] },
  ),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as PageToWorkerMessage | null;
  if (message?.type === 'skip-waiting') void self.skipWaiting();
  if (message?.type === 'clear-api-cache') event.waitUntil(caches.delete(API_CACHE));
});

async function postToPages(message: WorkerToPageMessage): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  pages.forEach((page) => page.postMessage(message));
}

self.addEventListener('push', (event: PushEvent) => {
  const payload = readPushPayload(event.data);
  if (!payload) return;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: ICON,
        badge: ICON,
        data: { url: payload.url },
      }),
      postToPages({ type: 'notification' }),
    ]),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = pages.find((page) => new URL(page.url).origin === target.origin);
      if (!open) return void (await self.clients.openWindow(target.href));
      const focused = await open.focus();
      // A page the worker does not control yet cannot be navigated from here: a new one opens.
      await focused.navigate(target.href).catch(() => self.clients.openWindow(target.href));
    })(),
  );
});

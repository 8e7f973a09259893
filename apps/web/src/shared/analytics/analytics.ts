import { appSettings } from '../config/app-settings';
import { sessionStore } from '../session/session-store';
import { tokenStore } from '../session/token-store';
import { inactivityTimer } from '../lib/inactivity-timer';
import { createAnalyticsClient } from './analytics-client';
import { analyticsAnonymousId, analyticsSessionId } from './analytics-cookies';
import { keepArrival } from '../marketing/arrival';

/** Spec 1 §4: analytics waits for the inactivity timer (the first interaction, or 10 s). */
export const analyticsReady = inactivityTimer();

/**
 * The app's analytics: same-origin ingest (our server stores the events) with the deployment's
 * write key from the app settings, the anonymous id and session of spec 2 §9's cookies and the
 * signed-in user's id (spec 1 §3 Analytics user), which the server reads from the access token.
 */
export const analytics = createAnalyticsClient({
  host: window.location.origin,
  // Events are sent after bootstrap has loaded the settings; one sent before only warns.
  writeKey: () => appSettings().analyticsWriteKey,
  accessToken: () => tokenStore.access,
  anonymousId: analyticsAnonymousId,
  sessionId: analyticsSessionId,
  userId: () => {
    const user = sessionStore.get().user;
    return user ? String(user.id) : null;
  },
  ready: analyticsReady,
});

let started: Promise<void> | null = null;

/**
 * Bootstrap calls this once the settings and the session are known, before the first render can
 * leave the page: the arrival's query is kept, and the rest of analytics (deferred-analytics.ts)
 * loads after the inactivity timer, outside the first visit.
 */
export function startAnalytics(): void {
  keepArrival();
  started = analyticsReady
    .then(() => import('./deferred-analytics'))
    .then(({ startDeferredAnalytics }) => startDeferredAnalytics(analytics))
    .catch((error: unknown) => console.warn('[analytics] start failed', error));
}

/** Settles once the deferred part has started: the arrival's marketing params are stored by then. */
export const analyticsStarted = (): Promise<unknown> => started ?? analyticsReady;

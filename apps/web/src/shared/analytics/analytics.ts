import { appSettings } from '../config/app-settings';
import { sessionStore } from '../session/session-store';
import { tokenStore } from '../session/token-store';
import { visitorId } from '../flags/visitor-id';
import { inactivityTimer } from '../lib/inactivity-timer';
import { createAnalyticsClient } from './analytics-client';

/**
 * The app's analytics: same-origin ingest (our server stores the events) with the deployment's
 * write key from the app settings, the visitor id as the anonymous id and the signed-in user's id
 * (spec 1 §3 Analytics user), which the server reads from the access token. Requests wait for the
 * inactivity timer (spec 1 §4: the first interaction, or 10 s).
 */
export const analytics = createAnalyticsClient({
  host: window.location.origin,
  // Events are sent after bootstrap has loaded the settings; one sent before only warns.
  writeKey: () => appSettings().analyticsWriteKey,
  accessToken: () => tokenStore.access,
  anonymousId: visitorId,
  userId: () => {
    const user = sessionStore.get().user;
    return user ? String(user.id) : null;
  },
  ready: inactivityTimer(),
});

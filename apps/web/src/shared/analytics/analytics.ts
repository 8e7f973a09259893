import { appSettings } from '../config/app-settings';
import { sessionStore } from '../session/session-store';
import { tokenStore } from '../session/token-store';
import { visitorId } from '../flags/visitor-id';
import { createAnalyticsClient } from './analytics-client';

/**
 * The app's analytics: same-origin ingest (our server stores the events) with the deployment's
 * write key from the app settings, the visitor id as the anonymous id and the signed-in user's id
 * (spec 1 §3 Analytics user), which the server reads from the access token.
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
});

import { sessionStore } from '../session/session-store';
import { visitorId } from '../flags/visitor-id';
import { createAnalyticsClient } from './analytics-client';

/**
 * The app's analytics: same-origin ingest (our server stores the events), the visitor id as
 * the anonymous id and the signed-in user's id (spec 1 §3 Analytics user).
 */
export const analytics = createAnalyticsClient({
  host: window.location.origin,
  anonymousId: visitorId,
  userId: () => {
    const user = sessionStore.get().user;
    return user ? String(user.id) : null;
  },
});

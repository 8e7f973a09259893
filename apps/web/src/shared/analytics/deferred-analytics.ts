import { appSettings } from '../config/app-settings';
import type { AnalyticsClient } from './analytics-client';
import { identifySessionUser } from './identify-user';
import { watchSessionActivity } from './session-activity';
import { loadTagManager } from './tag-manager';

/**
 * What analytics does once the inactivity timer has settled (spec 1 §4), in a chunk of its own
 * outside the first visit: the session's activity checks, following the signed-in user, and the
 * tag manager.
 */
export function startDeferredAnalytics(client: AnalyticsClient): void {
  watchSessionActivity();
  identifySessionUser(client);
  loadTagManager(appSettings().tagManagerId);
}

import { appSettings } from '../config/app-settings';
import { storeArrivalParams } from '../marketing/marketing-params';
import type { AnalyticsClient } from './analytics-client';
import { identifySessionUser } from './identify-user';
import { watchSessionActivity } from './session-activity';
import { loadTagManager } from './tag-manager';

/**
 * What analytics does once the inactivity timer has settled (spec 1 §4), in a chunk of its own
 * outside the first visit: the marketing params of the arrival, the session's activity checks,
 * following the signed-in user, and the tag manager.
 */
export function startDeferredAnalytics(client: AnalyticsClient): void {
  storeArrivalParams();
  watchSessionActivity();
  identifySessionUser(client);
  loadTagManager(appSettings().tagManagerId);
}

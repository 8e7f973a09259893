import { analyticsStarted } from '../analytics/analytics';
import { flagsClient } from '../flags/flags-client';
import { FLAG_SITE_4153 } from '../flags/flag-names';

let sending: Promise<void> | null = null;

async function send(): Promise<void> {
  // The params of this arrival are stored once analytics has started.
  await analyticsStarted();
  const { sendCpaMarkers } = await import('./cpa-markers');
  await sendCpaMarkers(true);
}

/**
 * Once the flags have loaded: CPA markers go only with flag site-4153 on (spec 3 §7), once per
 * start however many shells mount. The sender loads after the inactivity timer, outside the first
 * visit.
 */
export function sendFlaggedCpaMarkers(): Promise<void> {
  if (!flagsClient()?.isOn(FLAG_SITE_4153)) return Promise.resolve();
  sending ??= send().catch((error: unknown) => console.warn('[marketing] CPA markers were not sent', error));
  return sending;
}

import { analytics } from '../analytics/analytics';

export const EXPOSURE_EVENT = 'experiment_exposure';
/** Spec 1 §9: an exposure counts when at least 35% of the element is visible. */
export const EXPOSURE_THRESHOLD = 0.35;

let forPageView = 0;
const reported = new Set<string>();

/**
 * Reports a flag's exposure once per page view (spec 1 §1: the report carries the flag name and
 * value). Page view 0 means none was reported yet, so nothing counts before it.
 */
export function reportExposure(flag: string, value: unknown, pageView: number): boolean {
  if (pageView === 0) return false;
  if (pageView !== forPageView) {
    reported.clear();
    forPageView = pageView;
  }
  if (reported.has(flag)) return false;
  reported.add(flag);
  void analytics.track(EXPOSURE_EVENT, { flag, value });
  return true;
}

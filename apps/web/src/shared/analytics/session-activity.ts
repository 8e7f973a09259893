import { analyticsSessionId } from './analytics-cookies';

/** Spec 2 §9: activity is checked every 30 seconds. */
export const ACTIVITY_CHECK_MS = 30_000;
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/**
 * Keeps the analytics session alive while the user is active (spec 2 §9): input is only noted, and
 * every 30 s a check extends the session cookie if there was any, so a busy page writes no cookie
 * per event. Returns the stop.
 */
export function watchSessionActivity(extend: () => unknown = analyticsSessionId, target: EventTarget = window) {
  let active = false;
  const mark = () => {
    active = true;
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, mark, { passive: true, capture: true });
  const timer = setInterval(() => {
    if (!active) return;
    active = false;
    extend();
  }, ACTIVITY_CHECK_MS);
  return () => {
    clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, mark, { capture: true });
  };
}

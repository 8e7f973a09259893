/** Spec 1 §9: the idle timer's timeout. */
export const INACTIVITY_TIMEOUT_MS = 10_000;

/** Spec 1 §4: what ends the timer before its time. */
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'touchstart', 'wheel'] as const;

/**
 * Spec 1 §4 inactivity timer: settles at the user's first mouse move, key, click, touch or wheel,
 * or after the timeout, whichever comes first. Work that can wait (analytics requests) waits for
 * it, so the first seconds of a page on a phone belong to the page.
 */
export function inactivityTimer(timeoutMs = INACTIVITY_TIMEOUT_MS, target: EventTarget = window): Promise<void> {
  return new Promise((resolve) => {
    const end = () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, end);
      resolve();
    };
    const timer = setTimeout(end, timeoutMs);
    for (const type of ACTIVITY_EVENTS) target.addEventListener(type, end, { passive: true });
  });
}

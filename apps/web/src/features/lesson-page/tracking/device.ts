import { isCoarsePointer } from '../../../shared/lib/pointer';
import { MIN_SUBMIT_SECONDS, MIN_SUBMIT_SECONDS_COARSE, type VisibilitySource } from './watch-tracker';

/**
 * Spec 3 §5 lowers the minimum report to 2 s "on the device type detected by the check" without
 * naming it. We read it as touch-first devices (phones, tablets): their primary pointer is coarse,
 * and their sessions are short and often cut off by the system, so shorter stretches are kept.
 */
export const minSubmitSeconds = (): number => (isCoarsePointer() ? MIN_SUBMIT_SECONDS_COARSE : MIN_SUBMIT_SECONDS);

/** The browser tab's visibility (Page Visibility API). */
export const documentVisibility: VisibilitySource = {
  isVisible: () => document.visibilityState !== 'hidden',
  subscribe(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

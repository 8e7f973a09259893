import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { pageViewStore } from '../analytics/page-view-store';
import { EXPOSURE_THRESHOLD, reportExposure } from './exposure';

/** Reports the exposure of a flag while its element is at least 35% visible (spec 1 §1). */
export function useExposure(ref: RefObject<Element | null>, flag: string, value: unknown, enabled: boolean): void {
  const [visible, setVisible] = useState(false);
  const pageView = useSyncExternalStore(pageViewStore.subscribe, pageViewStore.get);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setVisible(entry.isIntersecting && entry.intersectionRatio >= EXPOSURE_THRESHOLD);
      },
      { threshold: EXPOSURE_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      setVisible(false);
    };
  }, [ref, enabled]);

  // Re-checked on every page view, so a slot that stays on screen (the shell) counts once per page.
  useEffect(() => {
    if (enabled && visible) reportExposure(flag, value, pageView);
  }, [enabled, visible, flag, value, pageView]);
}

import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { analytics } from './analytics';
import { pageViewStore } from './page-view-store';

/**
 * Reports a page view whenever the route path changes. The resolved location is used, so a
 * guard's redirect counts once, for where the user lands. Call it after the page title is set.
 */
export function usePageViews(): void {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const reported = useRef<string | undefined>(undefined);
  useEffect(() => {
    // StrictMode runs effects twice; one path change is one page view.
    if (!pathname || reported.current === pathname) return;
    reported.current = pathname;
    pageViewStore.next();
    void analytics.page();
  }, [pathname]);
}

import type { QueryClient } from '@tanstack/react-query';

/** Where a page is going, as its prefetch reads it (app/router/page-route.ts `prefetch`). */
export interface PageTarget {
  params: Record<string, string>;
  search: Record<string, unknown>;
  /** The app's query client, where the page will look for the answers. */
  queryClient: QueryClient;
}

/**
 * A page's own requests, started as its route loads, beside the first render (issue 8). What it
 * returns, the route waits for before the page draws, at most `PREFETCH_HOLD_MS`: only what would
 * push the drawn page down if it came later (the catalog's promotions on a wide screen); the rest it
 * starts and does not return.
 */
export type PagePrefetch = (target: PageTarget) => Promise<unknown> | undefined;

/** Past this the page draws anyway: a late answer that moves it beats a page that does not come. */
export const PREFETCH_HOLD_MS = 1000;

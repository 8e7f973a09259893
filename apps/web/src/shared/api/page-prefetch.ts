import type { QueryClient } from '@tanstack/react-query';

/** Where a page is going, as its prefetch reads it (app/router/page-route.ts `prefetch`). */
export interface PageTarget {
  params: Record<string, string>;
  search: Record<string, unknown>;
  /** The app's query client, where the page will look for the answers. */
  queryClient: QueryClient;
}

/** A page's own requests, started as its route loads, beside the first render (issue 8). */
export type PagePrefetch = (target: PageTarget) => Promise<unknown>;

import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  type ParsedLocation,
  type RouteComponent,
} from '@tanstack/react-router';
import { RootLayout } from '../layouts/root-layout';
import { LAYOUTS } from '../layouts/layouts';
import { guard } from './guards';
import { loadChunk } from './lazy-page';
import type { RouteMeta } from './route-meta';
import { PREFETCH_HOLD_MS, type PagePrefetch } from '../../shared/api/page-prefetch';

/** What every route's loader is given: the app's query client, for the pages' prefetch. */
export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({ component: RootLayout });

/**
 * The route waits for its layout's chunk as it does for its page's, so a page never shows without
 * its layout, and a link's preload on intent fetches both (issue 8: layouts are chunks of their own).
 * The page's prefetch starts beside them; what it returns, the page waits for (PagePrefetch).
 */
function loadPage(
  meta: RouteMeta,
  prefetch: PageOptions<string>['prefetch'],
  { params, location, context }: { params: object; location: ParsedLocation; context: RouterContext },
) {
  const target = {
    params: params as Record<string, string>,
    search: location.search as Record<string, unknown>,
    queryClient: context.queryClient,
  };
  const held = prefetch?.(target)?.catch(() => undefined);
  const layout = loadChunk(LAYOUTS[meta.layout].preload);
  if (!held) return layout;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, PREFETCH_HOLD_MS)));
  return Promise.all([layout, Promise.race([held, late]).finally(() => clearTimeout(timer))]).then(() => undefined);
}

export interface PageOptions<TPath extends string> extends RouteMeta {
  path: TPath;
  /** A page from `lazyPage()`, in its own chunk. */
  component: RouteComponent;
  /**
   * Starts the page's own requests as its route loads (usually from the page's chunk, which is
   * loading anyway), beside the first render rather than after it: on a phone the first render
   * takes most of a second (issue 8). A failed one leaves the page to ask again.
   */
  prefetch?: PagePrefetch;
  /** A route's own redirect rule, checked after the role guard (it may throw `redirect`). */
  redirectRule?: (location: ParsedLocation) => void;
}

type SearchParser = (search: Record<string, unknown>) => object;

export interface SearchPageOptions<TPath extends string, TParse extends SearchParser> extends Omit<
  PageOptions<TPath>,
  'redirectRule'
> {
  /** The route's query parser (search.ts). */
  validateSearch: TParse;
  redirectRule?: (location: ParsedLocation, search: ReturnType<TParse>) => void;
}

/**
 * One page of the route table: its metadata, its guard from the same roles, its lazy component.
 * Generic in the path, so the route tree keeps every page's typed params.
 */
export function page<const TPath extends string>({
  path,
  component,
  redirectRule,
  prefetch,
  ...meta
}: PageOptions<TPath>) {
  const roleGuard = guard(meta.roles);
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: meta,
    beforeLoad: ({ location }) => {
      roleGuard({ location });
      redirectRule?.(location);
    },
    loader: (context) => loadPage(meta, prefetch, context),
    component,
  });
}

/** A page whose query is parsed by `validateSearch`: links and `navigate` are checked against what it returns. */
export function searchPage<const TPath extends string, TParse extends SearchParser>({
  path,
  component,
  validateSearch,
  redirectRule,
  prefetch,
  ...meta
}: SearchPageOptions<TPath, TParse>) {
  const roleGuard = guard(meta.roles);
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: meta,
    validateSearch,
    beforeLoad: ({ location }) => {
      roleGuard({ location });
      // Parsed again: in this generic helper the router's own `search` cannot be tied to TSearch.
      redirectRule?.(location, validateSearch(location.search as Record<string, unknown>) as ReturnType<TParse>);
    },
    loader: (context) => loadPage(meta, prefetch, context),
    component,
  });
}

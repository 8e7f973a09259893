import { createRootRoute, createRoute, type ParsedLocation, type RouteComponent } from '@tanstack/react-router';
import type { z } from 'zod';
import { RootLayout } from '../layouts/root-layout';
import { LAYOUTS } from '../layouts/layouts';
import { guard } from './guards';
import { loadChunk } from './lazy-page';
import type { RouteMeta } from './route-meta';

export const rootRoute = createRootRoute({ component: RootLayout });

/**
 * The route waits for its layout's chunk as it does for its page's, so a page never shows without
 * its layout, and a link's preload on intent fetches both (issue 8: layouts are chunks of their own).
 */
const layoutLoader = (meta: RouteMeta) => () => loadChunk(LAYOUTS[meta.layout].preload);

export interface PageOptions<TPath extends string> extends RouteMeta {
  path: TPath;
  /** A page from `lazyPage()`, in its own chunk. */
  component: RouteComponent;
  /** A route's own redirect rule, checked after the role guard (it may throw `redirect`). */
  redirectRule?: (location: ParsedLocation) => void;
}

export interface SearchPageOptions<TPath extends string, TSearch extends object> extends Omit<
  PageOptions<TPath>,
  'redirectRule'
> {
  validateSearch: z.ZodType<TSearch>;
  redirectRule?: (location: ParsedLocation, search: TSearch) => void;
}

/**
 * One page of the route table: its metadata, its guard from the same roles, its lazy component.
 * Generic in the path, so the route tree keeps every page's typed params.
 */
export function page<const TPath extends string>({ path, component, redirectRule, ...meta }: PageOptions<TPath>) {
  const roleGuard = guard(meta.roles);
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: meta,
    beforeLoad: ({ location }) => {
      roleGuard({ location });
      redirectRule?.(location);
    },
    loader: layoutLoader(meta),
    component,
  });
}

/**
 * A page whose query is parsed by `validateSearch`. The route validates with a function of the raw
 * search rather than with the schema itself: links and `navigate` are then checked against the parsed
 * search, where a schema's input (`.catch()` takes anything) would let any value through.
 */
export function searchPage<const TPath extends string, TSearch extends object>({
  path,
  component,
  validateSearch,
  redirectRule,
  ...meta
}: SearchPageOptions<TPath, TSearch>) {
  const roleGuard = guard(meta.roles);
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: meta,
    validateSearch: (search: Record<string, unknown>): TSearch => validateSearch.parse(search),
    beforeLoad: ({ location }) => {
      roleGuard({ location });
      // Parsed again: in this generic helper the router's own `search` cannot be tied to TSearch.
      redirectRule?.(location, validateSearch.parse(location.search));
    },
    loader: layoutLoader(meta),
    component,
  });
}

import { createRootRoute, createRoute, type AnyRoute, type ParsedLocation } from '@tanstack/react-router';
import type { z } from 'zod';
import { RootLayout } from '../layouts/root-layout';
import { guard } from './guards';
import type { lazyPage } from './lazy-page';
import type { RouteMeta } from './route-meta';

export const rootRoute = createRootRoute({ component: RootLayout });

export interface PageOptions extends RouteMeta {
  path: string;
  component: ReturnType<typeof lazyPage>;
  validateSearch?: z.ZodType<Record<string, unknown>>;
  /** A route's own redirect rule, checked after the role guard (it may throw `redirect`). */
  redirectRule?: (location: ParsedLocation) => void;
}

/** One page of the route table: its metadata, its guard from the same roles, its lazy component. */
export function page({ path, component, validateSearch, redirectRule, ...meta }: PageOptions): AnyRoute {
  const roleGuard = guard(meta.roles);
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: meta,
    beforeLoad: ({ location }) => {
      roleGuard({ location });
      redirectRule?.(location);
    },
    component,
    ...(validateSearch && { validateSearch: (search: Record<string, unknown>) => validateSearch.parse(search) }),
  }) as unknown as AnyRoute;
}

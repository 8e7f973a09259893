import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { queryClient as appQueryClient } from '../../shared/api/query-client';
import { routeTree } from './routes';
import type { fullRouteTree } from './area-routes';
import { NotFoundRedirect } from './not-found-redirect';
import { RouteError } from './route-error';

/** The app's router; tests give it a memory history and their own query client. */
export function createAppRouter(history?: RouterHistory, queryClient: QueryClient = appQueryClient) {
  return createRouter({
    context: { queryClient },
    // The areas' routes join the tree when they load (area-loader.ts); links and hooks are typed
    // against the whole tree.
    routeTree: routeTree as unknown as typeof fullRouteTree,
    history,
    // Spec 1 §2: scroll to top on navigation, restored when returning.
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundRedirect,
    defaultErrorComponent: RouteError,
  });
}

export const router = createAppRouter();

// Link, navigate and the routes' hooks are checked against this router's route tree.
declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

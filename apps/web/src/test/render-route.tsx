import type { User } from '@school/contract';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, Outlet } from '@tanstack/react-router';
import { rootRoute } from '../app/router/page-route';
import { createAppRouter } from '../app/router/router';
import { sessionStore } from '../shared/session/session-store';
import { renderRouter, testQueryClient } from './render';

/**
 * Opens `path` in the app's own route table (its params, `validateSearch`, role guards and lazy
 * pages), as `user` when given, else as whoever the session store holds. Only the root's layout is
 * left out: the page renders alone, without the shell.
 */
export async function renderAppRoute(
  path: string,
  { user, queryClient = testQueryClient() }: { user?: User | null; queryClient?: QueryClient } = {},
) {
  // Each test file has its own module graph, so this reaches no other file's router.
  // The staff, tutor and manager routes join the root as the app loads them (area-loader.ts).
  await import('../app/router/area-routes');
  rootRoute.update({ component: Outlet });
  if (user !== undefined) sessionStore.setUser(user);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }), queryClient);
  return renderRouter(router, queryClient);
}

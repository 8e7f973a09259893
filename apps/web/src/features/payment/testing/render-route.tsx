import type { ComponentType } from 'react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { testQueryClient, TestProviders } from '../../../test/render';

/**
 * Tests only: `component` at its route `pattern` (so path params work), opened at `path`;
 * every other path renders its pathname, so a test can see where the page went.
 */
export async function renderRoute(pattern: string, Page: ComponentType, path: string, queryClient = testQueryClient()) {
  window.scrollTo = () => undefined;
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: pattern, component: () => <Page /> });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultNotFoundComponent: () => <p>elsewhere</p>,
  });
  await act(async () => {
    render(
      <TestProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    await router.load();
  });
  return { router, queryClient };
}

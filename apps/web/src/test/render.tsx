import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import { ModalsHost } from '../app/providers/modals-host';
import { theme } from '../app/providers/theme';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Mantine in test mode (no transitions, no portals), a fresh query cache and the modals manager. */
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        {children}
        <ModalsHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  queryClient = testQueryClient(),
): RenderResult & { queryClient: QueryClient } {
  return { ...render(<TestProviders queryClient={queryClient}>{ui}</TestProviders>), queryClient };
}

/**
 * Renders `ui` inside a real router at `path` (memory history), so links and navigation
 * work; `router.state.location` tells where the component navigated.
 */
export async function renderWithRouter(
  ui: ReactElement,
  { path = '/', queryClient = testQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
) {
  // The router scrolls to the top after navigating; jsdom only logs "not implemented".
  window.scrollTo = () => undefined;
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultNotFoundComponent: () => null,
  });
  return renderRouter(router, queryClient);
}

/** Renders a built router inside the test providers and waits for its first load. */
export async function renderRouter<TRouter extends AnyRouter>(router: TRouter, queryClient: QueryClient) {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <TestProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    await router.load();
  });
  return { ...result!, router, queryClient };
}

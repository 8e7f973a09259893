import { act, render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { analytics } from './analytics';
import { pageViewStore } from './page-view-store';
import { usePageViews } from './use-page-views';

vi.mock('./analytics', () => ({ analytics: { page: vi.fn(async () => undefined), track: vi.fn() } }));

function Root() {
  usePageViews();
  return <Outlet />;
}

function makeRouter() {
  const root = createRootRoute({ component: Root });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>home</p> });
  const lessons = createRoute({ getParentRoute: () => root, path: '/lessons', component: () => <p>lessons</p> });
  const old = createRoute({
    getParentRoute: () => root,
    path: '/old',
    beforeLoad: () => {
      throw lessons.redirect({ to: '/lessons' });
    },
  });
  return createRouter({
    routeTree: root.addChildren([home, lessons, old]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
}

describe('usePageViews', () => {
  beforeEach(() => {
    vi.mocked(analytics.page).mockClear();
    // jsdom has no scrolling; the router restores scroll after each navigation.
    window.scrollTo = vi.fn() as typeof window.scrollTo;
  });

  it('reports one page view per route change, counting page views', async () => {
    const router = makeRouter();
    const before = pageViewStore.get();
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    await screen.findByText('home');
    expect(analytics.page).toHaveBeenCalledTimes(1);
    await act(() => router.navigate({ to: '/lessons' }));
    await screen.findByText('lessons');
    expect(analytics.page).toHaveBeenCalledTimes(2);
    await act(() => router.navigate({ to: '/lessons', search: { page: 2 } as never }));
    expect(analytics.page).toHaveBeenCalledTimes(2);
    expect(pageViewStore.get()).toBe(before + 2);
  });

  it('counts a redirect once, where the user lands', async () => {
    const router = makeRouter();
    render(<RouterProvider router={router} />);
    await screen.findByText('home');
    await act(() => router.navigate({ to: '/old' as '/' }));
    await screen.findByText('lessons');
    expect(analytics.page).toHaveBeenCalledTimes(2);
  });
});

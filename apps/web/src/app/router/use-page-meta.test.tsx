import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { createRootRoute, createRoute, createRouter, createMemoryHistory } from '@tanstack/react-router';
import { renderRouter, testQueryClient } from '../../test/render';
import { pageTitle, useRouteMeta } from './use-page-meta';

describe('spec 1 §2 page title', () => {
  it('is the route title plus the product name', () => expect(pageTitle('Вектор', 'Главная')).toBe('Главная — Вектор'));
  it('is the product name alone without a route title', () => expect(pageTitle('Вектор', undefined)).toBe('Вектор'));
});

describe('the route metadata a layout reads', () => {
  it('re-renders its reader when the route changes, not when the same route reloads (issue 8)', async () => {
    let renders = 0;
    function Reader() {
      renders += 1;
      return <p>{useRouteMeta().name}</p>;
    }
    const root = createRootRoute({ component: Reader });
    const page = (path: string, name: string) =>
      createRoute({ getParentRoute: () => root, path, staticData: { name }, loader: () => undefined });
    const router = createRouter({
      routeTree: root.addChildren([page('/a', 'A'), page('/b', 'B')]),
      history: createMemoryHistory({ initialEntries: ['/a'] }),
    });
    const { findByText } = await renderRouter(router, testQueryClient());
    await findByText('A');
    const before = renders;
    await act(() => router.invalidate());
    expect(renders).toBe(before);
    act(() => router.history.push('/b'));
    expect(await findByText('B')).toBeInTheDocument();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { errorBody, serveApi, testCart } from '../../../shared/cart/test-cart';
import { TestProviders, testQueryClient } from '../../../test/render';
import { CartLinkPage } from './cart-link-page';
import { StandaloneCartPage } from './standalone-cart-page';

/** The cart routes with their params, as the app's route table declares them. */
async function renderAt(path: string) {
  window.scrollTo = () => undefined;
  const root = createRootRoute({ component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/cart/standalone/$hash', component: StandaloneCartPage }),
    createRoute({ getParentRoute: () => root, path: '/cart/link/$hash', component: CartLinkPage }),
    createRoute({
      getParentRoute: () => root,
      path: '/cart-owned-by-another',
      component: () => <p>owned by another</p>,
    }),
    createRoute({ getParentRoute: () => root, path: '/payment', component: () => <p>payment</p> }),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(async () => {
    render(
      <TestProviders queryClient={testQueryClient()}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    await router.load();
  });
  return router;
}

beforeEach(() => setAppSettings(TEST_SETTINGS));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('standalone cart (spec 2 §2)', () => {
  it('shows a cart by hash to a guest and goes to checkout marked standalone', async () => {
    serveApi({ 'GET /api/cart/standalone/link-cart-01/': testCart({ hash: 'link-cart-01', isStandalone: true }) });
    const router = await renderAt('/cart/standalone/link-cart-01');
    expect(await screen.findByRole('article', { name: 'Математика ЕГЭ — март' })).toBeInTheDocument();
    // A guest is not offered the catalog's recommendations (students only).
    expect(screen.queryByText('Тебе может понравиться')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к оформлению' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.search).toEqual({ cartHash: 'link-cart-01', method: 'card', isCartStandalone: true });
  });

  it('removes an item over the standalone endpoint', async () => {
    const sent = serveApi({
      'GET /api/cart/standalone/link-cart-01/': testCart({ hash: 'link-cart-01', isStandalone: true }),
      'DELETE /api/cart/standalone/link-cart-01/11/': testCart({ hash: 'link-cart-01', isStandalone: true, items: [] }),
    });
    await renderAt('/cart/standalone/link-cart-01');
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить «Математика ЕГЭ — март» из корзины' }));
    expect(await screen.findByText('В корзине пока пусто')).toBeInTheDocument();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toContain(
      'DELETE /api/cart/standalone/link-cart-01/11/',
    );
  });

  it('sends a cart another account owns (403) to /cart-owned-by-another', async () => {
    serveApi({
      'GET /api/cart/standalone/link-cart-01/': () =>
        errorBody(403, [{ attr: null, detail: 'The cart belongs to another user', code: 'permission_denied' }]),
    });
    const router = await renderAt('/cart/standalone/link-cart-01');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart-owned-by-another'));
  });
});

describe('cart link (spec 2 §7 GET /cart/link/{hash}/)', () => {
  it('opens the fresh standalone cart the link made', async () => {
    serveApi({
      'GET /api/cart/link/manager-link-1/': { cartHash: 'fresh-cart-01' },
      'GET /api/cart/standalone/fresh-cart-01/': testCart({ hash: 'fresh-cart-01', isStandalone: true }),
    });
    const router = await renderAt('/cart/link/manager-link-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/standalone/fresh-cart-01'));
  });

  it('says when the link does not open', async () => {
    serveApi({});
    await renderAt('/cart/link/manager-link-1');
    expect(await screen.findByText('Не удалось открыть корзину по ссылке')).toBeInTheDocument();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { errorBody, serveApi, studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { renderWithRouter } from '../../../test/render';
import { CartButton } from './cart-button';

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  sessionStore.setUser(studentUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.setUser(null);
});

describe('header cart button (spec 3 §2, spec 2 §9)', () => {
  it('links to the cart with the count as its badge', async () => {
    serveApi({ 'GET /api/cart/count/': { count: 3 } });
    await renderWithRouter(<CartButton />);
    const link = await screen.findByRole('link', { name: 'Корзина, товаров: 3' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('caps the badge at 9+', async () => {
    serveApi({ 'GET /api/cart/count/': { count: 12 } });
    await renderWithRouter(<CartButton />);
    expect(await screen.findByText('9+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Корзина, товаров: 12' })).toBeInTheDocument();
  });

  it('shows no badge for an empty cart', async () => {
    serveApi({ 'GET /api/cart/count/': { count: 0 } });
    await renderWithRouter(<CartButton />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Корзина' })).toBeInTheDocument());
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('tells "failed_to_load_cart" when the count fails and keeps the button', async () => {
    const toasts = vi.spyOn(notifications, 'show').mockReturnValue('id');
    serveApi({ 'GET /api/cart/count/': () => errorBody(500, [{ attr: null, detail: 'boom', code: 'error' }]) });
    await renderWithRouter(<CartButton />);
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ message: 'Не удалось загрузить корзину' })),
    );
    expect(screen.getByRole('link', { name: 'Корзина' })).toBeInTheDocument();
  });

  it('is not there for other roles, and asks nothing', async () => {
    sessionStore.setUser({ ...studentUser(), role: 'CURATOR_ROLE', student: null });
    const sent = serveApi({ 'GET /api/cart/count/': { count: 1 } });
    await renderWithRouter(<CartButton />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

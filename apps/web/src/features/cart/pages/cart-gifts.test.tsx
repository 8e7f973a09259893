import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { cartItem, serveApi, studentUser, testCart } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { renderWithRouter } from '../../../test/render';
import { CartPage } from './cart-page';

const withGift = (chosen: boolean) =>
  testCart({ items: [cartItem({ optionalGifts: [{ id: 7, title: 'Сборник задач', chosen }] })] });

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  sessionStore.setUser(studentUser());
  vi.spyOn(notifications, 'show').mockReturnValue('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.setUser(null);
});

describe('optional gifts in the cart (spec 2 §3)', () => {
  it('a declined gift stays in the list and can be chosen again (issue 8)', async () => {
    const sent = serveApi({
      'GET /api/cart/': withGift(true),
      'GET /api/products/recommendations/': [],
      'DELETE /api/cart/gifts/': withGift(false),
      'PATCH /api/cart/11/': withGift(true),
    });
    await renderWithRouter(<CartPage />, { path: '/cart' });
    const item = await screen.findByRole('article', { name: 'Математика ЕГЭ — март' });
    await userEvent.click(within(item).getByRole('button', { name: 'Отказаться от подарка «Сборник задач»' }));
    const back = await within(item).findByRole('button', { name: 'Вернуть подарок «Сборник задач»' });
    expect(within(item).getByText(/Подарок на выбор — не выбран/)).toBeInTheDocument();
    await userEvent.click(back);
    expect(
      await within(item).findByRole('button', { name: 'Отказаться от подарка «Сборник задач»' }),
    ).toBeInTheDocument();
    const patch = sent.find((request) => request.method === 'PATCH');
    expect(patch).toMatchObject({ path: '/api/cart/11/', body: { optional_gifts: [7] } });
  });
});

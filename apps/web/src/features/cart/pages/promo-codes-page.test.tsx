import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, serveApi, studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';

const activated = {
  code: 'GIFT-BIO',
  activatedAt: '2026-03-02T10:00:00Z',
  products: [{ id: 5, title: 'Биология ЕГЭ — май', productTypeId: 8 }],
};

beforeEach(() => setAppSettings(TEST_SETTINGS));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('the promo codes page (issue 8: "Промокоды" of the profile menu)', () => {
  it('has the field for either kind of code and lists the coupons the student activated', async () => {
    serveApi({ 'GET /api/products/my-coupons/': [activated] });
    await renderAppRoute('/promo-codes', { user: studentUser() });
    expect(await screen.findByRole('heading', { name: 'Промокоды', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Промокод' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Активированные промокоды' });
    expect(within(list).getByText('GIFT-BIO')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Биология ЕГЭ — май' })).toHaveAttribute('href', '/lessons/8');
  });

  it('shows no list while nothing is activated, and refreshes it after a code gives courses', async () => {
    let coupons: unknown[] = [];
    serveApi({
      'GET /api/products/my-coupons/': () => coupons,
      'POST /api/core/pay/coupon/': () => {
        coupons = [activated];
        return { products: activated.products };
      },
      'POST /api/cart/coupon/': () => errorBody(404, [{ attr: null, detail: 'Не найдено.', code: 'not_found' }]),
    });
    await renderAppRoute('/promo-codes', { user: studentUser() });
    const input = await screen.findByRole('textbox', { name: 'Промокод' });
    expect(screen.queryByRole('region', { name: 'Активированные промокоды' })).not.toBeInTheDocument();
    await userEvent.type(input, 'GIFT-BIO{Enter}');
    expect(await screen.findByText('Промокод активирован')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Активированные промокоды' })).toBeInTheDocument();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { lastCheckout } from '../lib/checkout-target';
import { apiError, fakeApi, json, makeTransaction, STUDENT, TRANSACTION_UUID } from '../testing/fake-api';
import { renderRoute } from '../testing/render-route';
import { CouponCallbackPage } from './coupon-callback-page';
import { MerchCallbackPage } from './merch-callback-page';
import { PaymentRejectPage } from './payment-reject-page';

const TRANSACTION = `GET /core/pay/transactions/${TRANSACTION_UUID}/`;

beforeEach(() => {
  sessionStorage.clear();
  setAppSettings(TEST_SETTINGS);
  sessionStore.setUser(STUDENT);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payment reject page (spec 1 §2, spec 2 §2)', () => {
  it("shows the transaction's error, that the cart is kept, and a retry of the same cart", async () => {
    fakeApi({
      [TRANSACTION]: () => json(makeTransaction({ status: 'declined', errorMessage: 'Платёж отклонён банком' })),
    });
    lastCheckout.save({ cartHash: 'guest-cart-1', isCartStandalone: true });
    const { router } = await renderRoute(
      '/payment/reject',
      PaymentRejectPage,
      `/payment/reject?transaction=${TRANSACTION_UUID}`,
    );
    expect(await screen.findByText('Платёж отклонён банком')).toBeInTheDocument();
    expect(screen.getByText('Твоя корзина сохранена')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться в корзину' })).toHaveAttribute(
      'href',
      '/cart/standalone/guest-cart-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.search).toMatchObject({ cartHash: 'guest-cart-1' });
  });

  it('works without a transaction, back to the own cart', async () => {
    const api = fakeApi({});
    await renderRoute('/payment/reject', PaymentRejectPage, '/payment/reject');
    expect(await screen.findByRole('heading', { name: 'Оплата не прошла' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться в корзину' })).toHaveAttribute('href', '/cart');
    expect(api.seen).toHaveLength(0);
  });
});

describe('coupon callback (spec 1 §2)', () => {
  it('activates the coupon once and links the products to their lessons', async () => {
    const api = fakeApi({
      'POST /core/pay/coupon/': () => json({ products: [{ id: 9, title: 'Физика: мини-курс', productTypeId: 6 }] }),
    });
    await renderRoute('/coupon-callback', CouponCallbackPage, '/coupon-callback?coupon=FREEPHYS');
    expect(await screen.findByRole('heading', { name: 'Купон активирован' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти к урокам: Физика: мини-курс' })).toHaveAttribute(
      'href',
      '/lessons/6',
    );
    expect(api.calls('POST /core/pay/coupon/')).toHaveLength(1);
    expect(api.calls('POST /core/pay/coupon/')[0]!.body).toEqual({ value: 'FREEPHYS' });
  });

  it('shows the server error and lets the user try again', async () => {
    const api = fakeApi({
      'POST /core/pay/coupon/': () => apiError(400, [{ attr: 'value', detail: 'Купон уже активирован' }]),
    });
    await renderRoute('/coupon-callback', CouponCallbackPage, '/coupon-callback?coupon=FREEPHYS');
    expect(await screen.findByText('Купон уже активирован')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    await waitFor(() => expect(api.calls('POST /core/pay/coupon/')).toHaveLength(2));
  });

  it('says so when the link has no code', async () => {
    fakeApi({});
    await renderRoute('/coupon-callback', CouponCallbackPage, '/coupon-callback');
    expect(await screen.findByText('В ссылке нет кода купона')).toBeInTheDocument();
  });
});

describe('merch callback (spec 1 §2)', () => {
  it('shows the state of an order that is one of our transactions', async () => {
    fakeApi({ [TRANSACTION]: () => json(makeTransaction({ status: 'succeeded' })) });
    await renderRoute('/merch-callback', MerchCallbackPage, `/merch-callback?order_id=${TRANSACTION_UUID}`);
    expect(await screen.findByRole('heading', { name: 'Заказ оплачен' })).toBeInTheDocument();
  });

  it('accepts any other shop order in a friendly way', async () => {
    const api = fakeApi({});
    await renderRoute('/merch-callback', MerchCallbackPage, '/merch-callback?order_id=A-1024');
    expect(await screen.findByRole('heading', { name: 'Заказ принят' })).toBeInTheDocument();
    expect(screen.getByText('Номер заказа: A-1024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/home');
    expect(api.seen).toHaveLength(0);
  });

  it('falls back to the friendly page for an unknown uuid', async () => {
    fakeApi({});
    await renderRoute('/merch-callback', MerchCallbackPage, `/merch-callback?order_id=${TRANSACTION_UUID}`);
    expect(await screen.findByRole('heading', { name: 'Заказ принят' })).toBeInTheDocument();
  });
});

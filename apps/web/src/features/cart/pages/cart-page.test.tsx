import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { cartItem, catalogProduct, errorBody, serveApi, studentUser, testCart } from '../../../shared/cart/test-cart';
import { renderWithRouter } from '../../../test/render';
import { CartSummary } from '../components/cart-summary';
import { CartPage } from './cart-page';

const couponCart = testCart({
  coupon: { value: 'PERCENT10', type: 3, discount: 30000 },
  discount: 30000,
  amount: 270000,
});

let toasts: MockInstance<typeof notifications.show>;
beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  sessionStore.setUser(studentUser());
  toasts = vi.spyOn(notifications, 'show').mockReturnValue('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.setUser(null);
});
const messages = () => toasts.mock.calls.map(([data]) => String((data as { message: unknown }).message));
/** Intl puts a narrow no-break space between thousands and before the currency sign. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('cart page (spec 2 §2 Cart screen)', () => {
  it('shows the items and the server’s amounts, and goes to checkout with the hash and method', async () => {
    serveApi({ 'GET /api/cart/': couponCart, 'GET /api/products/recommendations/': [] });
    const { router } = await renderWithRouter(<CartPage />, { path: '/cart' });
    const item = await screen.findByRole('article', { name: 'Математика ЕГЭ — март' });
    expect(within(item).getByText(/Иван Петров/)).toHaveTextContent('Тариф: Стандарт');
    const summary = screen.getByRole('region', { name: 'Итого' });
    expect(plain(summary.textContent)).toContain('Стоимость заказа3 000 ₽');
    expect(plain(summary.textContent)).toContain('Скидка−300 ₽');
    expect(plain(summary.textContent)).toContain('К оплате2 700 ₽');
    expect(within(summary).getByText('Промокод «PERCENT10»')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'По реквизитам' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Картой онлайн' }));
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к оформлению' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.search).toEqual({ cartHash: 'cart-hash-0001', method: 'card' });
  });

  it('goes to the requisites route when paying by requisites', async () => {
    serveApi({ 'GET /api/cart/': testCart(), 'GET /api/products/recommendations/': [] });
    const { router } = await renderWithRouter(<CartPage />, { path: '/cart' });
    await userEvent.click(await screen.findByRole('radio', { name: 'По реквизитам' }));
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к оформлению' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-by-details'));
    expect(router.state.location.search).toEqual({ cartHash: 'cart-hash-0001' });
  });

  it('offers only requisites when the server has no card system configured (docs/commerce.md)', async () => {
    const requisitesOnly = testCart({ orgInfo: { paymentInfo: { system: null, systems: [] }, ofertaUrl: '/oferta' } });
    serveApi({ 'GET /api/cart/': requisitesOnly, 'GET /api/products/recommendations/': [] });
    const { router } = await renderWithRouter(<CartPage />, { path: '/cart' });
    expect(await screen.findByRole('radio', { name: 'По реквизитам' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Картой онлайн' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к оформлению' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-by-details'));
  });

  it('disables checkout when the cart has no items and no bundles', async () => {
    await renderWithRouter(<CartSummary cart={testCart({ items: [], bundles: [], count: 0 })} />);
    expect(screen.getByRole('button', { name: 'Перейти к оформлению' })).toBeDisabled();
  });

  it('shows an empty cart with a link to the catalog', async () => {
    serveApi({
      'GET /api/cart/': testCart({ items: [], count: 0, amount: 0, initialAmount: 0 }),
      'GET /api/products/recommendations/': [],
    });
    await renderWithRouter(<CartPage />, { path: '/cart' });
    expect(await screen.findByText('В корзине пока пусто')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  });

  it('patches auto-renewal and replaces the cart from the answer', async () => {
    const renewed = testCart({
      items: [cartItem({ isProlongSubscription: true })],
      amountDescription: 'С автопродлением',
    });
    const sent = serveApi({
      'GET /api/cart/': testCart(),
      'PATCH /api/cart/11/': renewed,
      'GET /api/products/recommendations/': [],
    });
    await renderWithRouter(<CartPage />, { path: '/cart' });
    const toggle = await screen.findByRole('switch', { name: /Автопродление/ });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.getByText('С автопродлением')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'PATCH')!.body).toEqual({ is_prolong_subscription: true });
  });

  it('tells when auto-renewal fails to update and keeps the toggle', async () => {
    serveApi({
      'GET /api/cart/': testCart(),
      'PATCH /api/cart/11/': () => errorBody(500, [{ attr: null, detail: 'boom', code: 'error' }]),
      'GET /api/products/recommendations/': [],
    });
    await renderWithRouter(<CartPage />, { path: '/cart' });
    await userEvent.click(await screen.findByRole('switch', { name: /Автопродление/ }));
    await waitFor(() => expect(messages()).toEqual(['Не удалось обновить автопродление']));
    expect(screen.getByRole('switch', { name: /Автопродление/ })).not.toBeChecked();
  });

  it('removes the promo code and shows the answered cart; a failed removal is a toast', async () => {
    let fail = false;
    serveApi({
      'GET /api/cart/': couponCart,
      'DELETE /api/cart/coupon/': () =>
        fail ? errorBody(500, [{ attr: null, detail: 'boom', code: 'error' }]) : testCart(),
      'GET /api/products/recommendations/': [],
    });
    await renderWithRouter(<CartPage />, { path: '/cart' });
    fail = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Убрать промокод' }));
    await waitFor(() => expect(messages()).toEqual(['Не удалось обновить корзину']));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Убрать промокод' }));
    await waitFor(() => expect(screen.queryByText('Промокод «PERCENT10»')).not.toBeInTheDocument());
    expect(screen.queryByText('Скидка')).not.toBeInTheDocument();
  });

  it('says when the cart fails to load', async () => {
    serveApi({ 'GET /api/cart/': () => errorBody(500, [{ attr: null, detail: 'boom', code: 'error' }]) });
    await renderWithRouter(<CartPage />, { path: '/cart' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить корзину');
  });

  it('offers recommended products in RU', async () => {
    serveApi({ 'GET /api/cart/': testCart(), 'GET /api/products/recommendations/': [catalogProduct()] });
    await renderWithRouter(<CartPage />, { path: '/cart' });
    const section = await screen.findByRole('region', { name: 'Тебе может понравиться' });
    expect(within(section).getByRole('article', { name: 'Физика ЕГЭ — апрель' })).toBeInTheDocument();
  });

  it('hides recommendations in ACADEMY and does not ask for them', async () => {
    setAppSettings({ ...TEST_SETTINGS, variant: 'ACADEMY' });
    const sent = serveApi({ 'GET /api/cart/': testCart(), 'GET /api/products/recommendations/': [catalogProduct()] });
    await renderWithRouter(<CartPage />, { path: '/cart' });
    await screen.findByRole('article', { name: 'Математика ЕГЭ — март' });
    expect(screen.queryByText('Тебе может понравиться')).not.toBeInTheDocument();
    expect(sent.some((request) => request.path === '/api/products/recommendations/')).toBe(false);
  });
});

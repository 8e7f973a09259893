import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { snakeKeys, type Subscription } from '@school/contract';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderWithRouter } from '../../../test/render';
import { SubscriptionsPage } from './subscriptions-page';

const subscription = (id: number, status: Subscription['status'], title: string): Subscription => ({
  id,
  status,
  productType: { id: id + 10, title },
  ratePlanTitle: 'Стандарт',
  canUpgrade: status === 'active',
  price: 350000,
  nextChargeAt: '2025-04-01T09:00:00Z',
  accessUntil: '2025-03-31T20:59:59Z',
  createdAt: '2025-01-01T10:00:00Z',
});

const json = (body: unknown, status = 200) => Response.json(body, { status });
const emptyCart = { items: [], bundles: [], hash: 'abcdefgh', coupon: null, referral_program: null, amount: 0 };
let list: Subscription[];
let requests: { method: string; path: string; body?: unknown }[];
let toasts: unknown[];

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  list = [subscription(1, 'active', 'Математика ЕГЭ'), subscription(2, 'ended', 'Физика ОГЭ')];
  requests = [];
  toasts = [];
  vi.spyOn(notifications, 'show').mockImplementation((toast) => {
    toasts.push(toast.message);
    return '';
  });
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    requests.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname === '/api/products/product-subscriptions/') return json(snakeKeys(list));
    if (url.pathname === '/api/products/product-subscriptions/1/' && method === 'DELETE')
      return json(snakeKeys({ ...list[0]!, status: 'cancelled', nextChargeAt: null }));
    if (url.pathname === '/api/products/ending/')
      return json([
        { product_id: 5, title: 'Русский язык, март', ends_at: '2025-03-31T20:59:59Z', next_product_id: 6 },
      ]);
    if (url.pathname === '/api/cart/' && method === 'POST') return json({ ...emptyCart, count: 1 }, 201);
    return new Response(null, { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SubscriptionsPage (spec 2 §2)', () => {
  it('lists subscriptions with status, price, next charge and access', async () => {
    await renderWithRouter(<SubscriptionsPage />, { path: '/subscriptions' });
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first!).getByText('Активна')).toBeInTheDocument();
    expect(within(first!).getByText(/3\s500\s₽ в месяц/)).toBeInTheDocument();
    expect(within(first!).getByText('1 апреля 2025 г.')).toBeInTheDocument();
    // 20:59:59 UTC on 31 March is still 31 March in Moscow.
    expect(within(first!).getByText('31 марта 2025 г.')).toBeInTheDocument();
    expect(within(second!).getByText('Завершена')).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: 'Отключить автопродление' })).not.toBeInTheDocument();
  });

  it('turns auto-renewal off after the confirmation; access stays until the paid period ends', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<SubscriptionsPage />, { path: '/subscriptions' });
    const [first] = await screen.findAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Отключить автопродление' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отключить автопродление?' });
    expect(dialog).toHaveTextContent('сохранится до 31 марта 2025 г.');
    await user.click(within(dialog).getByRole('button', { name: 'Отключить' }));
    await waitFor(() => expect(within(first!).getByText('Автопродление отключено')).toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/api/products/product-subscriptions/1/',
    ]);
    expect(within(first!).queryByRole('button', { name: 'Отключить автопродление' })).not.toBeInTheDocument();
    expect(toasts).toContain('Автопродление отключено');
  });

  it('keeps the subscription when the confirmation is declined', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<SubscriptionsPage />, { path: '/subscriptions' });
    const [first] = await screen.findAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Отключить автопродление' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Оставить' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(within(first!).getByText('Активна')).toBeInTheDocument();
  });

  it('renews an ending product by adding the next one to the cart', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<SubscriptionsPage />, { path: '/subscriptions' });
    await user.click(await screen.findByRole('button', { name: 'Продлить «Русский язык, март»' }));
    await waitFor(() => expect(toasts).toContain('Добавили в корзину'));
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/cart/',
      body: { product: 6, replace: false },
    });
  });

  it('says there are no subscriptions yet and leads to the catalog', async () => {
    list = [];
    await renderWithRouter(<SubscriptionsPage />, { path: '/subscriptions' });
    expect(await screen.findByText('Подписок пока нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  });

  it('links renewal and upgrade from each subscription that has them, with the onboarding anchors', async () => {
    await renderWithRouter(<SubscriptionsPage />, { path: '/subscriptions' });
    const [active, ended] = await screen.findAllByRole('article');
    const renew = within(active!).getByRole('link', { name: 'Продлить подписку «Математика ЕГЭ»' });
    expect(renew).toHaveAttribute('href', '/subscriptions/1/renewal');
    expect(renew).toHaveAttribute('data-onboarding', 'subscriptionsProlong');
    const upgrade = within(active!).getByRole('link', { name: 'Улучшить тариф подписки «Математика ЕГЭ»' });
    expect(upgrade).toHaveAttribute('href', '/subscriptions/1/upgrade');
    expect(upgrade).toHaveAttribute('data-onboarding', 'subscriptionsUpgrade');
    // An ended subscription is neither renewed nor upgraded here (the catalog sells it anew).
    expect(within(ended!).queryByRole('link')).not.toBeInTheDocument();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenewalQuote, Subscription, UpgradeQuote } from '@school/contract';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';
import { errorResponse, stubApi } from '../../../test/stub-api';
import { json } from '../../../test/responses';

const subscription: Subscription = {
  id: 7,
  status: 'active',
  productType: { id: 3, title: 'Математика ЕГЭ · Мастер-группа' },
  ratePlanTitle: 'Стандарт',
  canUpgrade: true,
  price: 349_000,
  nextChargeAt: '2026-11-30T21:00:00Z',
  accessUntil: '2026-11-30T21:00:00Z',
  createdAt: '2026-11-01T10:00:00Z',
};
const product = { id: 41, title: 'Математика · Декабрь', startDate: '2026-12-01', endDate: '2026-12-31' };

const renewal: RenewalQuote = {
  subscription,
  product,
  ratePlan: { id: 1, title: 'Стандарт' },
  price: 349_000,
  accessUntil: '2026-12-31T21:00:00Z',
};
const upgrade: UpgradeQuote = {
  subscription,
  product: { ...product, id: 40, title: 'Математика · Ноябрь', startDate: '2026-11-01', endDate: '2026-11-30' },
  currentRatePlan: { id: 1, title: 'Стандарт', price: 349_000 },
  daysLeft: 3,
  periodDays: 30,
  options: [
    { ratePlan: { id: 2, title: 'Премиум', price: 499_000 }, price: 15_000 },
    { ratePlan: { id: 3, title: 'VIP', price: 799_000 }, price: 45_000 },
  ],
};
const emptyCart = { items: [], bundles: [], hash: 'subs-cart-hash', amount: 0 };

beforeEach(() => setAppSettings(TEST_SETTINGS));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

const normalize = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('the renewal page (spec 2 §2 "renewal")', () => {
  it('shows the next period, plan and price, then opens its standalone cart', async () => {
    const sent = stubApi({
      'GET /v2/subscriptions/7/renewal/': renewal,
      'POST /v2/subscriptions/7/renewal/': () => json({ cart_hash: 'subs-cart-hash' }, 201),
      'GET /cart/standalone/subs-cart-hash/': emptyCart,
    });
    const { router } = await renderAppRoute('/subscriptions/7/renewal', { user: studentUser() });
    const card = await screen.findByRole('region', { name: 'Математика ЕГЭ · Мастер-группа' });
    expect(card).toHaveTextContent('Математика · Декабрь');
    expect(card).toHaveTextContent('с 1 декабря 2026 г. по 31 декабря 2026 г.');
    expect(card).toHaveTextContent('Стандарт');
    expect(normalize(card.textContent)).toContain('3 490 ₽');
    // 21:00 UTC on 31 December is 1 January in Moscow: access runs to the end of the 31st.
    expect(card).toHaveTextContent('1 января 2027 г.');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Перейти к оплате' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/standalone/subs-cart-hash'));
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.path)).toEqual(['/v2/subscriptions/7/renewal/']);
  });

  it('says why when there is nothing to renew, with the way back', async () => {
    stubApi({
      'GET /v2/subscriptions/7/renewal/': () =>
        errorResponse(400, 'nothing_to_renew', 'Следующего периода этого курса пока нет: продлевать нечего.'),
    });
    await renderAppRoute('/subscriptions/7/renewal', { user: studentUser() });
    expect(await screen.findByText('Следующего периода этого курса пока нет: продлевать нечего.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться к подпискам' })).toHaveAttribute('href', '/subscriptions');
    expect(screen.queryByRole('button', { name: 'Перейти к оплате' })).not.toBeInTheDocument();
  });
});

describe('the upgrade page (spec 2 §2 "upgrade")', () => {
  it('offers the dearer plans at their prorated price and pays the chosen one', async () => {
    const sent = stubApi({
      'GET /v2/subscriptions/7/upgrade/': upgrade,
      'POST /v2/subscriptions/7/upgrade/': () => json({ cart_hash: 'subs-cart-hash' }, 201),
      'GET /cart/standalone/subs-cart-hash/': emptyCart,
    });
    const { router } = await renderAppRoute('/subscriptions/7/upgrade', { user: studentUser() });
    const card = await screen.findByRole('region', { name: 'Математика ЕГЭ · Мастер-группа' });
    expect(normalize(card.textContent)).toContain('Сейчас: тариф «Стандарт», 3 490 ₽ в месяц');
    expect(card).toHaveTextContent('Оплаченного доступа осталось 3 дн. (период тарифа — 30 дн.)');
    const user = userEvent.setup();
    // The first dearer plan is chosen; the button names what is paid now.
    expect(within(card).getByRole('radio', { name: 'Премиум' })).toBeChecked();
    expect(normalize(within(card).getByRole('button', { name: /Оплатить/ }).textContent)).toBe('Оплатить 150 ₽');
    await user.click(within(card).getByRole('radio', { name: 'VIP' }));
    const pay = within(card).getByRole('button', { name: /Оплатить/ });
    expect(normalize(pay.textContent)).toBe('Оплатить 450 ₽');
    await user.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/standalone/subs-cart-hash'));
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({
      path: '/v2/subscriptions/7/upgrade/',
      body: { rate_plan: 3 },
    });
  });

  it('says why an upgrade is refused', async () => {
    stubApi({
      'GET /v2/subscriptions/7/upgrade/': () =>
        errorResponse(400, 'subscription_not_active', 'Улучшить можно только активную подписку.'),
    });
    await renderAppRoute('/subscriptions/7/upgrade', { user: studentUser() });
    expect(await screen.findByText('Улучшить можно только активную подписку.')).toBeInTheDocument();
  });
});

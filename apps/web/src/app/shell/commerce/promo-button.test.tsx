import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { errorBody, serveApi, studentUser, testCart } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { renderRouter, renderWithRouter, testQueryClient } from '../../../test/render';
import { PromoButton } from './promo-button';
import { clearPromoFlagsForGuests, promoFlags } from './promo-flags';

const dot = () => document.querySelector('.mantine-Indicator-indicator');
const codeInput = () => screen.queryByRole('textbox', { name: 'Промокод' });
const openButton = () => screen.getByRole('button', { name: 'Ввести промокод' });

/** The button in a router whose page is the named route, as the app's shell shows it. */
async function renderOnRoute(name: string) {
  window.scrollTo = () => undefined;
  const root = createRootRoute({
    component: () => (
      <>
        <PromoButton />
        <Outlet />
      </>
    ),
  });
  const routeNamed = createRoute({ getParentRoute: () => root, path: '/page', staticData: { name } });
  const router = createRouter({
    routeTree: root.addChildren([routeNamed]),
    history: createMemoryHistory({ initialEntries: ['/page'] }),
  });
  return renderRouter(router, testQueryClient());
}

function pointerIs(coarse: boolean) {
  const original = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({
    ...original(query),
    matches: coarse && query === '(pointer: coarse)',
  }));
}

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  localStorage.clear();
  sessionStore.setUser(studentUser());
  pointerIs(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.setUser(null);
});

describe('header promo button (spec 3 §2, §4)', () => {
  it('shows a red dot until clicked once, for good', async () => {
    serveApi({});
    const first = await renderWithRouter(<PromoButton />);
    expect(dot()).toBeInTheDocument();
    await userEvent.click(openButton());
    expect(dot()).not.toBeInTheDocument();
    first.unmount();
    await renderWithRouter(<PromoButton />);
    expect(dot()).not.toBeInTheDocument();
  });

  it('opens by itself once for a new profile on the catalog, and leaves the focus where it was', async () => {
    sessionStore.setUser(studentUser({ isNew: true }));
    serveApi({});
    const first = await renderOnRoute('Catalog');
    expect(await screen.findByRole('textbox', { name: 'Промокод' })).not.toHaveFocus();
    first.unmount();
    await renderOnRoute('Catalog');
    expect(codeInput()).not.toBeInTheDocument();
  });

  it.each(['Home', 'PaymentSuccess', 'PaymentReject', 'Cart'])(
    'does not open by itself over the %s page (issue 8: only where it helps)',
    async (name) => {
      sessionStore.setUser(studentUser({ isNew: true }));
      serveApi({});
      await renderOnRoute(name);
      expect(codeInput()).not.toBeInTheDocument();
      // The chance is not spent there: the catalog still opens it.
      expect(promoFlags.autoOpened()).toBe(false);
    },
  );

  it('does not open by itself for a profile that is not new', async () => {
    serveApi({});
    await renderOnRoute('Catalog');
    expect(codeInput()).not.toBeInTheDocument();
  });

  it('moves the focus into the field when opened on a computer, not on a phone (no keyboard popping up)', async () => {
    serveApi({});
    const desktop = await renderWithRouter(<PromoButton />);
    await userEvent.click(openButton());
    await waitFor(() => expect(codeInput()).toHaveFocus());
    desktop.unmount();
    pointerIs(true);
    await renderWithRouter(<PromoButton />);
    await userEvent.click(openButton());
    expect(await screen.findByRole('textbox', { name: 'Промокод' })).not.toHaveFocus();
  });

  it('clears its flags when the session becomes a guest’s', () => {
    const stop = clearPromoFlagsForGuests();
    promoFlags.markClicked();
    promoFlags.markAutoOpened();
    sessionStore.setUser(studentUser());
    expect(promoFlags.clicked()).toBe(true);
    sessionStore.setUser(null);
    expect(promoFlags.clicked()).toBe(false);
    expect(promoFlags.autoOpened()).toBe(false);
    stop();
  });
});

describe('one field for both kinds of promo code (issue 8)', () => {
  const enter = async (code: string) => {
    await renderWithRouter(<PromoButton />);
    await userEvent.click(openButton());
    const input = await screen.findByRole('textbox', { name: 'Промокод' });
    expect(screen.getByRole('button', { name: 'Применить' })).toBeDisabled();
    await userEvent.type(input, `${code}{Enter}`);
    return input;
  };

  it('activates a coupon product and lists the products, linking to their lessons', async () => {
    const sent = serveApi({
      'POST /api/core/pay/coupon/': { products: [{ id: 5, title: 'Биология ЕГЭ — май', productTypeId: 8 }] },
    });
    await enter('GIFT-BIO');
    expect(await screen.findByText('Промокод активирован')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Биология ЕГЭ — май' })).toHaveAttribute('href', '/lessons/8');
    expect(sent.map((request) => request.body)).toEqual([{ value: 'GIFT-BIO' }]);
  });

  it('takes a cart discount code such as PERCENT10 and says what it did, with the way to the cart', async () => {
    const cart = testCart({
      coupon: { value: 'PERCENT10', type: 3, discount: 30000 },
      amount: 270000,
      discount: 30000,
      amountDescription: 'Скидка 10 % по промокоду PERCENT10',
    });
    const sent = serveApi({
      'POST /api/core/pay/coupon/': () => errorBody(404, [{ attr: null, detail: 'Не найдено.', code: 'not_found' }]),
      'POST /api/cart/coupon/': cart,
    });
    await enter('PERCENT10');
    expect(await screen.findByText('Промокод применён к корзине')).toBeInTheDocument();
    expect(screen.getByText('Скидка 10 % по промокоду PERCENT10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute('href', '/cart');
    expect(sent.map((request) => request.body)).toEqual([{ value: 'PERCENT10' }, { coupon_value: 'PERCENT10' }]);
  });

  it('says "this promo code does not exist" only when neither kind knows it, and clears it on change', async () => {
    const unknown = () => errorBody(404, [{ attr: null, detail: 'Не найдено.', code: 'not_found' }]);
    serveApi({ 'POST /api/core/pay/coupon/': unknown, 'POST /api/cart/coupon/': unknown });
    const input = await enter('NOPE');
    expect(await screen.findByText('Такого промокода не существует')).toBeInTheDocument();
    await userEvent.type(input, 'X');
    expect(screen.queryByText('Такого промокода не существует')).not.toBeInTheDocument();
  });

  it('shows why a cart code cannot be applied on the input', async () => {
    serveApi({
      'POST /api/core/pay/coupon/': () => errorBody(404, [{ attr: null, detail: 'Не найдено.', code: 'not_found' }]),
      'POST /api/cart/coupon/': () =>
        errorBody(400, [{ attr: 'coupon_value', detail: 'Срок действия промокода истёк.', code: 'expired' }]),
    });
    await enter('OLD2020');
    expect(await screen.findByText('Срок действия промокода истёк.')).toBeInTheDocument();
  });

  it('shows the server’s value error on the input, and a non-attribute error as a toast', async () => {
    const toasts = vi.spyOn(notifications, 'show').mockReturnValue('id');
    let answer = () => errorBody(400, [{ attr: 'value', detail: 'Промокод уже использован', code: 'used' }]);
    serveApi({ 'POST /api/core/pay/coupon/': () => answer() });
    const input = await enter('USED');
    expect(await screen.findByText('Промокод уже использован')).toBeInTheDocument();
    answer = () => errorBody(400, [{ attr: null, detail: 'Попробуй позже', code: 'throttled' }]);
    await userEvent.type(input, '1{Enter}');
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ message: 'Попробуй позже' })));
  });
});

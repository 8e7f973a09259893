import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { errorBody, serveApi, studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { renderWithRouter } from '../../../test/render';
import { PromoButton } from './promo-button';
import { clearPromoFlagsForGuests, promoFlags } from './promo-flags';

const dot = () => document.querySelector('.mantine-Indicator-indicator');

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  localStorage.clear();
  sessionStore.setUser(studentUser());
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
    await userEvent.click(screen.getByRole('button', { name: 'Активировать промокод' }));
    expect(dot()).not.toBeInTheDocument();
    first.unmount();
    await renderWithRouter(<PromoButton />);
    expect(dot()).not.toBeInTheDocument();
  });

  it('opens the popover by itself once for a new profile', async () => {
    sessionStore.setUser(studentUser({ isNew: true }));
    serveApi({});
    const first = await renderWithRouter(<PromoButton />);
    expect(await screen.findByRole('textbox', { name: 'Промокод' })).toBeInTheDocument();
    first.unmount();
    await renderWithRouter(<PromoButton />);
    expect(screen.queryByRole('textbox', { name: 'Промокод' })).not.toBeInTheDocument();
  });

  it('does not open by itself for a profile that is not new', async () => {
    serveApi({});
    await renderWithRouter(<PromoButton />);
    expect(screen.queryByRole('textbox', { name: 'Промокод' })).not.toBeInTheDocument();
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

  it('activates a coupon product and lists the products, linking to their lessons', async () => {
    const sent = serveApi({
      'POST /api/core/pay/coupon/': { products: [{ id: 5, title: 'Биология ЕГЭ — май', productTypeId: 8 }] },
    });
    await renderWithRouter(<PromoButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Активировать промокод' }));
    const input = await screen.findByRole('textbox', { name: 'Промокод' });
    expect(screen.getByRole('button', { name: 'Активировать' })).toBeDisabled();
    await userEvent.type(input, 'GIFT-BIO{Enter}');
    expect(await screen.findByText('Промокод активирован')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Биология ЕГЭ — май' })).toHaveAttribute('href', '/lessons/8');
    expect(sent[0]!.body).toEqual({ value: 'GIFT-BIO' });
  });

  it('puts a 404 on the input as "this promo code does not exist" and clears it on change', async () => {
    serveApi({
      'POST /api/core/pay/coupon/': () => errorBody(404, [{ attr: null, detail: 'Not found.', code: 'not_found' }]),
    });
    await renderWithRouter(<PromoButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Активировать промокод' }));
    const input = await screen.findByRole('textbox', { name: 'Промокод' });
    await userEvent.type(input, 'NOPE{Enter}');
    expect(await screen.findByText('Такого промокода не существует')).toBeInTheDocument();
    await userEvent.type(input, 'X');
    expect(screen.queryByText('Такого промокода не существует')).not.toBeInTheDocument();
  });

  it('shows the server’s value error on the input, and a non-attribute error as a toast', async () => {
    const toasts = vi.spyOn(notifications, 'show').mockReturnValue('id');
    let answer = () => errorBody(400, [{ attr: 'value', detail: 'Промокод уже использован', code: 'used' }]);
    serveApi({ 'POST /api/core/pay/coupon/': () => answer() });
    await renderWithRouter(<PromoButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Активировать промокод' }));
    const input = await screen.findByRole('textbox', { name: 'Промокод' });
    await userEvent.type(input, 'USED{Enter}');
    expect(await screen.findByText('Промокод уже использован')).toBeInTheDocument();
    answer = () => errorBody(400, [{ attr: null, detail: 'Попробуйте позже', code: 'throttled' }]);
    await userEvent.type(input, '1{Enter}');
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ message: 'Попробуйте позже' })));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { cartKeys } from '../../../shared/cart/cart-queries';
import { errorBody, serveApi, testCart, type SentRequest } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderWithProviders } from '../../../test/render';
import { CartPromo } from './cart-promo';

let toasts: MockInstance<typeof notifications.show>;
beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  toasts = vi.spyOn(notifications, 'show').mockReturnValue('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openForm() {
  await userEvent.click(screen.getByRole('button', { name: 'У меня есть промокод' }));
  return screen.getByRole('textbox', { name: 'Промокод' });
}

const answerWith = (response: () => Response) => serveApi({ 'POST /api/cart/coupon/': response });

describe('cart promo code form (spec 2 §2, §5)', () => {
  it('opens from "I have a promo code", cannot send an empty code, and Enter applies it', async () => {
    const applied = testCart({ coupon: { value: 'PERCENT10', type: 3, discount: 30000 }, amount: 270000 });
    const sent = serveApi({ 'POST /api/cart/coupon/': applied });
    const { queryClient } = renderWithProviders(<CartPromo />);
    const input = await openForm();
    expect(screen.getByRole('button', { name: 'Применить' })).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(screen.getByRole('button', { name: 'Применить' })).toBeDisabled();
    await userEvent.type(input, ' PERCENT10 {Enter}');
    await waitFor(() => expect(queryClient.getQueryData(cartKeys.own)).toEqual(applied));
    expect(sent.map((request: SentRequest) => request.body)).toEqual([{ coupon_value: 'PERCENT10' }]);
    // Applied: the form closes; the summary shows the coupon.
    expect(screen.queryByRole('textbox', { name: 'Промокод' })).not.toBeInTheDocument();
    // Focus stays on the page (the opener), not on the body, and the result is read out.
    await waitFor(() => expect(screen.getByRole('button', { name: 'У меня есть промокод' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Промокод «PERCENT10» применён');
  });

  it('sends a standalone cart’s hash in the query', async () => {
    const sent = serveApi({ 'POST /api/cart/coupon/': testCart({ hash: 'link-cart-01' }) });
    renderWithProviders(<CartPromo hash="link-cart-01" />);
    await userEvent.type(await openForm(), 'MINUS500{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.search).toBe('hash=link-cart-01');
  });

  it('shows the coupon_value error on the input and clears it when the text changes', async () => {
    answerWith(() =>
      errorBody(400, [{ attr: 'coupon_value', detail: 'Срок действия промокода истёк', code: 'expired' }]),
    );
    renderWithProviders(<CartPromo />);
    const input = await openForm();
    await userEvent.type(input, 'OLD2020{Enter}');
    expect(await screen.findByText('Срок действия промокода истёк')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(toasts).not.toHaveBeenCalled();
    await userEvent.type(input, '1');
    expect(screen.queryByText('Срок действия промокода истёк')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('puts a 404 on the input as "this promo code does not exist"', async () => {
    answerWith(() => errorBody(404, [{ attr: null, detail: 'Not found.', code: 'not_found' }]));
    renderWithProviders(<CartPromo />);
    await userEvent.type(await openForm(), 'NOPE{Enter}');
    expect(await screen.findByText('Такого промокода не существует')).toBeInTheDocument();
    expect(toasts).not.toHaveBeenCalled();
  });

  it('shows another attribute’s detail on the input', async () => {
    answerWith(() => errorBody(400, [{ attr: 'hash', detail: 'Корзина не найдена', code: 'invalid' }]));
    renderWithProviders(<CartPromo />);
    await userEvent.type(await openForm(), 'PERCENT10{Enter}');
    expect(await screen.findByText('Корзина не найдена')).toBeInTheDocument();
  });

  it('makes an error without an attribute a toast, leaving the input clean', async () => {
    answerWith(() =>
      errorBody(400, [{ attr: null, detail: 'Скидку по приглашению нельзя совмещать с промокодом', code: 'referral' }]),
    );
    renderWithProviders(<CartPromo />);
    const input = await openForm();
    await userEvent.type(input, 'PERCENT10{Enter}');
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Скидку по приглашению нельзя совмещать с промокодом' }),
      ),
    );
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });
});

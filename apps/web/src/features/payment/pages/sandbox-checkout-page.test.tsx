import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { browserLocation } from '../../../shared/lib/browser-location';
import { apiError, fakeApi, json, TRANSACTION_UUID } from '../testing/fake-api';
import { renderRoute } from '../testing/render-route';
import { SandboxCheckoutPage } from './sandbox-checkout-page';

const PATTERN = '/sandbox-checkout/$uuid';
const PATH = `/sandbox-checkout/${TRANSACTION_UUID}?signature=signed-link`;
const DECISION = `POST /core/pay/sandbox/transactions/${TRANSACTION_UUID}/decision/`;
const sandbox = (status = 'pending') => ({
  uuid: TRANSACTION_UUID,
  amount: 405000,
  currency: 'RUB',
  description: 'Заказ №12: Математика ЕГЭ — март',
  status,
});

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(status = 'pending') {
  return fakeApi({
    [`GET /core/pay/sandbox/transactions/${TRANSACTION_UUID}/`]: () => json(sandbox(status)),
    [DECISION]: ({ body }) =>
      json({
        redirectUrl: body?.approve
          ? `http://localhost/payment/success/${TRANSACTION_UUID}`
          : `http://localhost/payment/reject?transaction=${TRANSACTION_UUID}`,
      }),
  });
}

describe('sandbox checkout page (docs/commerce.md SANDBOX)', () => {
  it('shows a test payment with the amount, the description and a prefilled test card', async () => {
    serve();
    await renderRoute(PATTERN, SandboxCheckoutPage, PATH);
    expect(await screen.findByText('Заказ №12: Математика ЕГЭ — март')).toBeInTheDocument();
    expect(screen.getByText('Тестовый платёж')).toBeInTheDocument();
    expect(screen.getByLabelText('Номер карты')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByText(/^4\s050\s₽$/)).toBeInTheDocument();
  });

  it('approves and follows the answer', async () => {
    const api = serve();
    await renderRoute(PATTERN, SandboxCheckoutPage, PATH);
    await userEvent.click(await screen.findByRole('button', { name: /^Оплатить/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`http://localhost/payment/success/${TRANSACTION_UUID}`));
    // The decision carries the signed token of the link init answered (docs/commerce.md SANDBOX).
    expect(api.calls(DECISION)[0]!.body).toEqual({ approve: true, signature: 'signed-link' });
  });

  it('declines with Отменить and follows the answer', async () => {
    const api = serve();
    await renderRoute(PATTERN, SandboxCheckoutPage, PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`http://localhost/payment/reject?transaction=${TRANSACTION_UUID}`),
    );
    expect(api.calls(DECISION)[0]!.body).toEqual({ approve: false, signature: 'signed-link' });
  });

  it('does not offer a second decision', async () => {
    serve('succeeded');
    await renderRoute(PATTERN, SandboxCheckoutPage, PATH);
    expect(await screen.findByText('Этот платёж уже обработан')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Оплатить/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Посмотреть результат' })).toHaveAttribute(
      'href',
      `/payment/success/${TRANSACTION_UUID}`,
    );
  });

  it('says when the payment is unknown', async () => {
    fakeApi({});
    await renderRoute(PATTERN, SandboxCheckoutPage, PATH);
    expect(await screen.findByText('Платёж не найден')).toBeInTheDocument();
  });

  it('shows a failed decision with the server details', async () => {
    fakeApi({
      [`GET /core/pay/sandbox/transactions/${TRANSACTION_UUID}/`]: () => json(sandbox()),
      [DECISION]: () => apiError(409, [{ attr: null, detail: 'Платёж уже обработан' }]),
    });
    await renderRoute(PATTERN, SandboxCheckoutPage, PATH);
    await userEvent.click(await screen.findByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Платёж уже обработан');
    expect(assign).not.toHaveBeenCalled();
  });
});

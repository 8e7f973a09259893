import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { browserLocation } from '../../../shared/lib/browser-location';
import { sessionStore } from '../../../shared/session/session-store';
import { renderWithProviders, renderWithRouter } from '../../../test/render';
import { CLOUD_PAYMENTS_WIDGET_SRC } from '../lib/cloud-payments';
import type { ScriptLoader } from '../lib/load-script';
import { apiError, fakeApi, json, makeCart, PUBLIC_DOCUMENTS, STUDENT, TRANSACTION_UUID } from '../testing/fake-api';
import { CardCheckout } from './card-checkout';
import { YANDEX_PAY_SDK_SRC, YandexPayButton } from './yandex-pay-button';

const target = { isCartStandalone: false };
const withYandexPay = makeCart({
  orgInfo: { paymentInfo: { system: 'SANDBOX', systems: ['SANDBOX', 'CP', 'YA'] }, ofertaUrl: '/docs/oferta' },
});
const yandexButton = () => screen.queryByRole('button', { name: 'Оплатить через Yandex Pay' });
const payButton = () => screen.getByRole('button', { name: /^Оплатить \d/ });
const WIDGET = {
  publicId: 'pk_test',
  amount: 4050,
  currency: 'RUB',
  invoiceId: TRANSACTION_UUID,
  description: 'Математика ЕГЭ — март',
  accountId: '7',
  email: 'student@example.com',
};

function serve(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /settings/documents/public/': () => json(PUBLIC_DOCUMENTS),
    'POST /core/pay/init/': () => json({ redirectUrl: '/unused', transactionUuid: TRANSACTION_UUID }, 201),
    'POST /core/pay/cloudpayments/init-widget/': () => json(WIDGET),
    ...overrides,
  });
}

/** A widget that answers the way the test says. */
function fakeWidget(answer: 'success' | 'fail') {
  const pay = vi.fn(
    (
      _method: string,
      _options: Record<string, unknown>,
      callbacks: { onSuccess: (o: unknown) => void; onFail: (r: string, o: unknown) => void },
    ) => (answer === 'success' ? callbacks.onSuccess({}) : callbacks.onFail('Недостаточно средств', {})),
  );
  window.cp = {
    CloudPayments: vi.fn(function CloudPayments() {
      return { pay };
    }) as never,
  };
  return pay;
}

let toast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setAppSettings(TEST_SETTINGS);
  sessionStore.setUser(STUDENT);
  toast = vi.spyOn(notifications, 'show').mockImplementation(() => '');
});
afterEach(() => {
  delete window.cp;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Yandex-style button (spec 2 §4)', () => {
  it('loads its script lazily and hides when the script fails to load', async () => {
    let fail: (error: Error) => void = () => undefined;
    const loader = vi.fn<ScriptLoader>(() => new Promise((_resolve, reject) => (fail = reject)));
    renderWithProviders(<YandexPayButton onClick={() => undefined} loader={loader} />);
    expect(loader).toHaveBeenCalledWith(YANDEX_PAY_SDK_SRC);
    expect(yandexButton()).toBeDisabled();
    fail(new Error('blocked'));
    await waitFor(() => expect(yandexButton()).not.toBeInTheDocument());
  });

  it('is usable once its script has loaded', async () => {
    const onClick = vi.fn();
    renderWithProviders(<YandexPayButton onClick={onClick} loader={() => Promise.resolve()} />);
    await waitFor(() => expect(yandexButton()).toBeEnabled());
    await userEvent.click(yandexButton()!);
    expect(onClick).toHaveBeenCalled();
  });

  it('is offered in the RU variant only, and its refused payment is a toast with the caption', async () => {
    const api = serve({
      'POST /core/pay/init/': () => apiError(400, [{ attr: 'payment_system', detail: 'Yandex Pay не подключён' }]),
    });
    await renderWithRouter(
      <CardCheckout cart={withYandexPay} target={target} isGuest={false} loader={() => Promise.resolve()} />,
    );
    await waitFor(() => expect(yandexButton()).toBeEnabled());
    await userEvent.click(yandexButton()!);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Не удалось оплатить через Yandex Pay', message: 'Yandex Pay не подключён' }),
      ),
    );
    expect(api.calls('POST /core/pay/init/')[0]!.body).toMatchObject({ paymentSystem: 'YA' });
    // No 'failed to pay' notice for it: the toast says it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not there in the KZ variant', async () => {
    setAppSettings({ ...TEST_SETTINGS, variant: 'KZ' });
    serve();
    await renderWithRouter(
      <CardCheckout cart={withYandexPay} target={target} isGuest={false} loader={() => Promise.resolve()} />,
    );
    await waitFor(() => expect(payButton()).toBeInTheDocument());
    expect(yandexButton()).not.toBeInTheDocument();
  });

  it('is not there while the server has no Yandex Pay configured (docs/commerce.md)', async () => {
    serve();
    await renderWithRouter(
      <CardCheckout cart={makeCart()} target={target} isGuest={false} loader={() => Promise.resolve()} />,
    );
    await waitFor(() => expect(payButton()).toBeInTheDocument());
    expect(yandexButton()).not.toBeInTheDocument();
  });
});

describe('CloudPayments widget flow (spec 2 §4, §8)', () => {
  async function payWithCloudPayments(loader: ScriptLoader) {
    await renderWithRouter(<CardCheckout cart={makeCart()} target={target} isGuest={false} loader={loader} />, {
      path: '/payment',
    });
    await userEvent.click(screen.getByRole('radio', { name: /CloudPayments/ }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
  }

  it('opens the widget after the init and goes to the success page of the invoice', async () => {
    const assign = vi.spyOn(browserLocation, 'assign');
    const api = serve();
    const pay = fakeWidget('success');
    const loader = vi.fn<ScriptLoader>(() => Promise.resolve());
    const { router } = await renderWithRouter(
      <CardCheckout cart={makeCart()} target={target} isGuest={false} loader={loader} />,
      { path: '/payment' },
    );
    await userEvent.click(screen.getByRole('radio', { name: /CloudPayments/ }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment/success/${TRANSACTION_UUID}`));
    expect(api.calls('POST /core/pay/init/')[0]!.body).toMatchObject({ paymentSystem: 'CP' });
    expect(api.calls('POST /core/pay/cloudpayments/init-widget/')[0]!.body).toEqual({
      transactionUuid: TRANSACTION_UUID,
    });
    expect(loader).toHaveBeenCalledWith(CLOUD_PAYMENTS_WIDGET_SRC);
    expect(pay).toHaveBeenCalledWith(
      'charge',
      expect.objectContaining({ publicId: 'pk_test', invoiceId: TRANSACTION_UUID, amount: 4050 }),
      expect.anything(),
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('says so when the widget script cannot load', async () => {
    serve();
    await payWithCloudPayments(() => Promise.reject(new Error('blocked')));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Не удалось загрузить платёжный виджет CloudPayments');
    expect(payButton()).toBeEnabled();
  });

  it('shows the widget’s refusal as the failed-to-pay notice', async () => {
    serve();
    fakeWidget('fail');
    await payWithCloudPayments(() => Promise.resolve());
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Не удалось оплатить')).toBeInTheDocument();
    expect(within(notice).getByText('Недостаточно средств')).toBeInTheDocument();
  });

  it('is a widget init error without a public id', async () => {
    serve({ 'POST /core/pay/cloudpayments/init-widget/': () => json({ ...WIDGET, publicId: '' }) });
    fakeWidget('success');
    await payWithCloudPayments(() => Promise.resolve());
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось открыть платёжный виджет');
  });
});

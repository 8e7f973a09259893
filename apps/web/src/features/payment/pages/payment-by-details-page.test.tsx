import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { browserLocation } from '../../../shared/lib/browser-location';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';
import { fakeApi, json, makeCart, PUBLIC_DOCUMENTS, STUDENT, TRANSACTION_UUID } from '../testing/fake-api';

const PUBLIC_INFO = {
  paymentInfo: {
    recipient: 'ООО «Вектор»',
    bank: 'АО «Тестбанк»',
    bik: '044525000',
    account: '40702810900000000001',
    correspondentAccount: '30101810400000000225',
    purpose: 'Оплата образовательных услуг по заказу №',
  },
  additionalPaymentInfo: 'НДС не облагается',
  inn: '7700000000',
  ogrn: '1027700000000',
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setAppSettings(TEST_SETTINGS);
  sessionStore.setUser(STUDENT);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payment by details page (spec 2 §2, §3)', () => {
  it('shows the requisites with copy buttons and creates the order by requisites', async () => {
    const assign = vi.spyOn(browserLocation, 'assign');
    const api = fakeApi({
      'GET /cart/standalone/linked-cart-1/': () => json(makeCart({ isStandalone: true })),
      'GET /core/pay/public/': () => json(PUBLIC_INFO),
      'GET /settings/documents/public/': () => json(PUBLIC_DOCUMENTS),
      'POST /core/pay/init/': () =>
        json({ redirectUrl: '', transactionUuid: TRANSACTION_UUID, orderNumber: 1042 }, 201),
    });
    await renderAppRoute('/payment-by-details?cartHash=linked-cart-1&isCartStandalone=true');
    const requisites = await screen.findByRole('region', { name: 'Реквизиты для оплаты' });
    expect(await within(requisites).findByText('40702810900000000001')).toBeInTheDocument();
    expect(within(requisites).getByRole('button', { name: 'Скопировать: БИК' })).toBeInTheDocument();
    expect(within(requisites).getByText('7700000000')).toBeInTheDocument();
    expect(api.calls('GET /core/pay/public/')[0]!.query.get('hash')).toBe('linked-cart-1');

    const create = screen.getByRole('button', { name: 'Сформировать заказ' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    const created = await screen.findByRole('status', { name: /Заказ сформирован/ });
    // Issue 8: the number a payer writes in the payment purpose is short and human, not the uuid.
    expect(within(created).getByText('1042')).toBeInTheDocument();
    expect(within(created).queryByText(TRANSACTION_UUID)).not.toBeInTheDocument();
    const [init] = api.calls('POST /core/pay/init/');
    expect(init!.query.get('hash')).toBe('linked-cart-1');
    expect(init!.body).toMatchObject({ requisites: true, holderName: 'Смирнова Алиса', phone: '79161234567' });
    expect(assign).not.toHaveBeenCalled();
  });
});

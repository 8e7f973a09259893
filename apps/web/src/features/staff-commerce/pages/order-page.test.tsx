import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { snakeKeys, type StaffOrderDetail, type User } from '@school/contract';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';
import { json } from '../../../test/responses';
import { stubApi, type Sent } from '../../../test/stub-api';

const head: User = {
  id: 1,
  role: 'HEAD_MANAGER_ROLE',
  firstName: 'Ирина',
  lastName: 'Главная',
  email: 'head@example.com',
  avatar: null,
  student: null,
};

const refundRow = (id: number, status: 'pending' | 'succeeded' | 'failed', amount: number) => ({
  id,
  status,
  amount,
  currency: 'RUB',
  reason: 'Пропустил неделю',
  keepAccess: true,
  actor: { id: 1, fullName: 'Ирина Главная' },
  providerRefundId: status === 'succeeded' ? 'local-sandbox-1' : null,
  errorMessage: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const orderWith = (refunds: ReturnType<typeof refundRow>[], status: string): StaffOrderDetail => {
  const refundedAmount = refunds.filter((row) => row.status === 'succeeded').reduce((sum, row) => sum + row.amount, 0);
  return {
    id: 7,
    status,
    userId: 5,
    email: 'student@example.com',
    holderName: 'Ученик',
    amount: 200_000,
    initialAmount: 200_000,
    discount: 0,
    currency: 'RUB',
    createdAt: '2026-11-19T10:00:00.000Z',
    paidAt: '2026-11-19T10:05:00.000Z',
    phone: '+70000000000',
    coupon: null,
    items: [{ id: 1, productId: 3, title: 'Алгебра', price: 200_000, isGift: false }],
    transactions: [],
    refunds,
    refundedAmount,
    refundableAmount: 200_000 - refundedAmount,
  };
};

let sent: Sent[];
const writes = () =>
  sent.filter((request) => request.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

function serve(order: StaffOrderDetail) {
  sent = stubApi({
    'GET /staff/commerce/orders/7/': () => json(snakeKeys(order)),
    'POST /staff/commerce/orders/7/refund/': () =>
      json(snakeKeys(orderWith([refundRow(1, 'succeeded', 50_000)], 'partially_refunded'))),
    'POST /staff/commerce/refunds/2/resolve/': () =>
      json(snakeKeys(orderWith([refundRow(2, 'succeeded', 200_000)], 'refunded'))),
  });
}

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  sessionStore.setUser(head);
  vi.spyOn(notifications, 'show').mockReturnValue('id');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('OrderPage refunds (docs/staff-commerce.md "Refunds")', () => {
  it('refunds a part: the amount is prefilled with what is left, and a part keeps the access', async () => {
    serve(orderWith([], 'paid'));
    await renderAppRoute('/staff/commerce/orders/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Вернуть деньги' }));
    const dialog = await screen.findByRole('dialog', { name: /Вернуть деньги за заказ/ });
    const amount = within(dialog).getByRole('textbox', { name: /Сумма возврата/ });
    const keep = within(dialog).getByRole('checkbox', { name: 'Оставить доступ к курсам' });
    expect((keep as HTMLInputElement).checked).toBe(false);
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await waitFor(() => expect((keep as HTMLInputElement).checked).toBe(true));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Причина возврата/ }), 'Пропустил неделю');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть деньги' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'POST',
          path: '/staff/commerce/orders/7/refund/',
          body: { reason: 'Пропустил неделю', keep_access: true, amount: 50_000 },
        },
      ]),
    );
  });

  it('shows a pending refund and lets the manager resolve it', async () => {
    serve(orderWith([refundRow(2, 'pending', 200_000)], 'paid'));
    await renderAppRoute('/staff/commerce/orders/7');
    expect(await screen.findByText(/Возврат в обработке: платёжная система не подтвердила/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Вернуть деньги' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Разобрать возврат' }));
    const dialog = await screen.findByRole('dialog', { name: 'Возврат в обработке' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Деньги вернулись/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Номер возврата/ }), '9001');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Что проверено/ }), 'Есть в кабинете');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'POST',
          path: '/staff/commerce/refunds/2/resolve/',
          body: { outcome: 'succeeded', provider_refund_id: '9001', note: 'Есть в кабинете' },
        },
      ]),
    );
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { testQueryClient } from '../../../test/render';
import { POLL_INTERVAL_MS } from '../api/transaction';
import { fakeApi, json, makeTransaction, STUDENT, TRANSACTION_UUID } from '../testing/fake-api';
import { renderRoute } from '../testing/render-route';
import { PaymentSuccessPage } from './payment-success-page';

const PATTERN = '/payment/success/$transactionUuid';
const PATH = `/payment/success/${TRANSACTION_UUID}`;
const KEY = `GET /core/pay/transactions/${TRANSACTION_UUID}/`;

/** Answers the transaction's statuses in turn, the last one for ever after. */
function serveStatuses(...statuses: ('pending' | 'succeeded' | 'declined')[]) {
  let index = 0;
  return fakeApi({
    [KEY]: () => json(makeTransaction({ status: statuses[Math.min(index++, statuses.length - 1)]! })),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setAppSettings(TEST_SETTINGS);
  sessionStore.setUser(STUDENT);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tick = () => act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));

describe('payment success page (spec 2 §2)', () => {
  it('waits for the bank every 2 s, then celebrates with the products and refreshes the cart and the courses', async () => {
    const api = serveStatuses('pending', 'pending', 'succeeded');
    const queryClient = testQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await renderRoute(PATTERN, PaymentSuccessPage, PATH, queryClient);
    expect(await screen.findByRole('heading', { name: 'Ждём подтверждения от банка' })).toBeInTheDocument();
    expect(api.calls(KEY)).toHaveLength(1);
    await tick();
    await waitFor(() => expect(api.calls(KEY)).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Ждём подтверждения от банка' })).toBeInTheDocument();
    await tick();
    expect(await screen.findByRole('heading', { name: 'Оплата прошла!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти к урокам: Математика ЕГЭ — март' })).toHaveAttribute(
      'href',
      '/lessons/3',
    );
    expect(
      screen.getByText('Оплачено 4 050 ₽', { normalizer: (text) => text.replace(/\s/g, ' ') }),
    ).toBeInTheDocument();
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toEqual(expect.arrayContaining(['["cart"]', '["courses","my-product-types"]', '["lessons"]']));
    // Polling stops with the answer.
    await tick();
    await tick();
    expect(api.calls(KEY)).toHaveLength(3);
  });

  it('goes to the reject page when the bank declines', async () => {
    serveStatuses('pending', 'declined');
    const { router } = await renderRoute(PATTERN, PaymentSuccessPage, PATH);
    await screen.findByRole('heading', { name: 'Ждём подтверждения от банка' });
    await tick();
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/reject'));
    expect(router.state.location.search).toEqual({ transaction: TRANSACTION_UUID });
  });

  it('stops after 60 s and lets the user ask again', async () => {
    const api = serveStatuses('pending');
    await renderRoute(PATTERN, PaymentSuccessPage, PATH);
    await screen.findByRole('heading', { name: 'Ждём подтверждения от банка' });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('heading', { name: 'Банк ещё не ответил' })).toBeInTheDocument();
    const asked = api.calls(KEY).length;
    expect(asked).toBeGreaterThanOrEqual(30);
    expect(asked).toBeLessThanOrEqual(32);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.calls(KEY)).toHaveLength(asked);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Проверить ещё раз' }));
    expect(await screen.findByRole('heading', { name: 'Ждём подтверждения от банка' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls(KEY).length).toBeGreaterThan(asked));
  });

  it('sends a path that is not a transaction uuid to not-found', async () => {
    fakeApi({});
    const { router } = await renderRoute(PATTERN, PaymentSuccessPage, '/payment/success/123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { browserLocation } from '../../../shared/lib/browser-location';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';
import { apiError, fakeApi, json, makeCart, PUBLIC_DOCUMENTS, STUDENT, TRANSACTION_UUID } from '../testing/fake-api';

const path = '/payment?cartHash=guest-cart-1&isCartStandalone=true';
const PHONE = '77011234567';
const login = { access: 'a', refresh: 'r', user: { ...STUDENT, id: 43, firstName: 'Әлия', lastName: 'Ким' } };
const field = (label: RegExp, scope: HTMLElement) => within(scope).getByLabelText(label, { selector: 'input' });
const payButton = () => screen.getByRole('button', { name: /^Оплатить \d/ });
const codeInputs = () => screen.getAllByLabelText('Код из СМС');

function serve(register: () => Response) {
  let keys = 0;
  return fakeApi({
    'GET /cart/standalone/guest-cart-1/': () => json(makeCart({ isStandalone: true, currency: 'KZT' })),
    'GET /settings/documents/public/': () => json(PUBLIC_DOCUMENTS),
    'POST /v3/auth/otp-request/': () => json({ resendAfter: 60 }),
    'POST /v3/auth/otp-confirm/': () => json({ phoneKey: `key-${++keys}` }),
    'POST /v3/auth/register/': register,
    'POST /core/pay/init/': () => json({ redirectUrl: '/sandbox-checkout/x', transactionUuid: TRANSACTION_UUID }, 201),
  });
}

type User = ReturnType<typeof userEvent.setup>;

/** Types a whole value at once (a paste): the fields' rules are what is tested, not the keystrokes. */
async function fill(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function fillRegistration(user: User) {
  const account = await screen.findByRole('region', { name: 'Аккаунт ученика' });
  await fill(user, field(/^Имя/, account), 'Әлия');
  await fill(user, field(/^Фамилия/, account), 'Ким');
  await fill(user, field(/Электронная почта/, account), 'aliya@example.com');
  await fill(user, field(/^Телефон(\s\*)?$/, account), '7011234567');
  await fill(user, field(/^Пароль/, account), 'secret12');
  await fill(user, field(/Telegram/, account), 'aliya_kim');
  await user.click(within(account).getByRole('checkbox', { name: /условия оферты/ }));
  await user.click(within(account).getByRole('checkbox', { name: /обработку персональных данных/ }));
  // The payer's full name must be Russian letters only: the Kazakh 'Ә' is corrected there.
  const payer = screen.getByRole('region', { name: 'Данные плательщика' });
  await fill(user, field(/^ФИО/, payer), 'Ким Алия');
  return account;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setAppSettings({ ...TEST_SETTINGS, variant: 'KZ', currency: 'KZT', timeZone: 'Asia/Almaty', timeZoneLabel: null });
  sessionStore.setUser(null);
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('registration v3 with phone confirmation on the payment page (spec 2 §3, §4; spec 1 §5)', () => {
  it('asks for the code, checks it at the 4th digit, registers with the key and pays; the key serves one attempt', async () => {
    const user = userEvent.setup({ delay: null });
    let attempts = 0;
    const api = serve(() =>
      ++attempts === 1
        ? apiError(400, [{ attr: 'email', detail: 'Пользователь с такой почтой уже есть' }])
        : json(login, 201),
    );
    await renderAppRoute(path);
    const account = await fillRegistration(user);
    await waitFor(() => expect(payButton()).toBeEnabled());

    await user.click(payButton());
    expect(await screen.findByRole('dialog', { name: 'Подтверди телефон' })).toBeInTheDocument();
    expect(api.calls('POST /v3/auth/otp-request/')[0]!.body).toEqual({ phone: PHONE });
    expect(api.calls('POST /v3/auth/register/')).toHaveLength(0);

    await user.type(codeInputs()[0]!, '123');
    expect(api.calls('POST /v3/auth/otp-confirm/')).toHaveLength(0);
    await user.type(codeInputs()[3]!, '4');
    await waitFor(() => expect(api.calls('POST /v3/auth/register/')).toHaveLength(1));
    expect(api.calls('POST /v3/auth/otp-confirm/')[0]!.body).toEqual({ phone: PHONE, code: '1234' });
    expect(api.calls('POST /v3/auth/register/')[0]!.body).toEqual({
      firstName: 'Әлия',
      lastName: 'Ким',
      email: 'aliya@example.com',
      phoneKey: 'key-1',
      password: 'secret12',
      telegram: 'aliya_kim',
      acceptedPublicOffer: true,
      acceptedPdpp: true,
      subscribedForNews: true,
    });
    expect(await within(account).findByText('Пользователь с такой почтой уже есть')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The first key was cleared with the failed attempt: the next one confirms the phone again.
    await fill(user, field(/Электронная почта/, account), 'aliya2@example.com');
    await user.click(payButton());
    await screen.findByRole('dialog', { name: 'Подтверди телефон' });
    expect(api.calls('POST /v3/auth/otp-request/')).toHaveLength(2);
    await user.type(codeInputs()[0]!, '5678');
    await waitFor(() => expect(api.calls('POST /core/pay/init/')).toHaveLength(1));
    expect(api.calls('POST /v3/auth/register/')[1]!.body).toMatchObject({
      phoneKey: 'key-2',
      email: 'aliya2@example.com',
    });
    expect(api.calls('POST /core/pay/init/')[0]!.body).toMatchObject({ phone: PHONE, holderName: 'Ким Алия' });
    expect(sessionStore.get().user?.id).toBe(43);
  });

  it('shows a wrong code under the code field and lets the user type it again', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serve(() => json(login, 201));
    await renderAppRoute(path);
    await fillRegistration(user);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) =>
        input.endsWith('/v3/auth/otp-confirm/')
          ? apiError(400, [{ attr: 'code', detail: 'Неверный код' }])
          : api.fetchMock(input, init),
      ),
    );
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    await screen.findByRole('dialog', { name: 'Подтверди телефон' });
    await user.type(codeInputs()[0]!, '0000');
    expect(await screen.findByText('Неверный код')).toBeInTheDocument();
    await waitFor(() => expect(codeInputs()[0]).toHaveValue(''));
    await waitFor(() => expect(codeInputs()[0]).toHaveFocus());
    expect(api.calls('POST /v3/auth/register/')).toHaveLength(0);
  });

  it('offers a new code only after the mm:ss countdown of 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = serve(() => json(login, 201));
    await renderAppRoute(path);
    await fillRegistration(user);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Подтверди телефон' });
    expect(within(dialog).getByText(/через 01:00|через 00:59/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(within(dialog).getByText(/через 00:(30|29)/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Отправить код ещё раз' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await user.click(within(dialog).getByRole('button', { name: 'Отправить код ещё раз' }));
    await waitFor(() => expect(api.calls('POST /v3/auth/otp-request/')).toHaveLength(2));
    expect(await within(dialog).findByText(/через 01:00|через 00:59/)).toBeInTheDocument();
  });

  it('says the code cannot be sent when the request fails without a field, and puts a phone error on the phone', async () => {
    const user = userEvent.setup({ delay: null });
    let failure = apiError(503, []);
    const api = serve(() => json(login, 201));
    await renderAppRoute(path);
    const account = await fillRegistration(user);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) =>
        input.endsWith('/v3/auth/otp-request/') ? failure.clone() : api.fetchMock(input, init),
      ),
    );
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(await within(account).findByText('Произошла ошибка, невозможно отправить код')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    failure = apiError(400, [{ attr: 'phone', detail: 'Номер заблокирован' }]);
    await user.click(payButton());
    expect(await within(account).findByText('Номер заблокирован')).toBeInTheDocument();
  });
});

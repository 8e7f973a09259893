import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { Cart, PaymentSystem } from '@school/contract';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { browserLocation } from '../../../shared/lib/browser-location';
import { sessionStore } from '../../../shared/session/session-store';
import { tokenStore } from '../../../shared/session/token-store';
import { renderAppRoute } from '../../../test/render-route';
import {
  apiError,
  emptyCart,
  fakeApi,
  json,
  makeCart,
  PUBLIC_DOCUMENTS,
  STUDENT,
  TRANSACTION_UUID,
} from '../testing/fake-api';

const REDIRECT_URL = `http://localhost/sandbox-checkout/${TRANSACTION_UUID}`;
const field = (label: RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(label, { selector: 'input' });
/** Types a whole value at once (a paste): the fields' rules are what is tested, not the keystrokes. */
async function fill(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(value);
}
const payButton = () => screen.getByRole('button', { name: /^Оплатить 4\s050\s₽$/ });

function serve(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /cart/': () => json(makeCart()),
    'GET /settings/documents/public/': () => json(PUBLIC_DOCUMENTS),
    'POST /core/pay/init/': () => json({ redirectUrl: REDIRECT_URL, transactionUuid: TRANSACTION_UUID }, 201),
    ...overrides,
  });
}

let assign: ReturnType<typeof vi.spyOn>;
let toast: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setAppSettings(TEST_SETTINGS);
  sessionStore.setUser(STUDENT);
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  toast = vi.spyOn(notifications, 'show').mockImplementation(() => '');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payment page: the card form (spec 2 §2, §5)', () => {
  it('shows the order the server priced, prefilled from the student', async () => {
    serve();
    await renderAppRoute('/payment');
    const summary = await screen.findByRole('region', { name: 'Твой заказ' });
    expect(within(summary).getByText('Математика ЕГЭ — март')).toBeInTheDocument();
    expect(within(summary).getByText('Преподаватель: Анна Петрова')).toBeInTheDocument();
    expect(within(summary).getByText('Тариф «Стандарт»')).toBeInTheDocument();
    expect(within(summary).getByText('Подарок: Сборник задач')).toBeInTheDocument();
    expect(within(summary).getByText('Промокод PERCENT10')).toBeInTheDocument();
    expect(field(/^ФИО/)).toHaveValue('Смирнова Алиса');
    expect(field(/Телефон/)).toHaveValue('+7 (916) 123-45-67');
    expect(field(/Электронная почта/)).toHaveValue('student@example.com');
  });

  it('checks the full name by the contract rule and collapses repeated spaces on blur', async () => {
    serve();
    await renderAppRoute('/payment');
    const name = await screen.findByLabelText(/^ФИО/, { selector: 'input' });
    const check = async (value: string, message: string | null) => {
      await userEvent.clear(name);
      if (value) await fill(name, value);
      await userEvent.tab();
      if (message) expect(await screen.findByText(message)).toBeInTheDocument();
    };
    await check('', 'Обязательное поле');
    await check('Ivanov Ivan', 'Поле может содержать только русские буквы');
    await check('Иванов', 'Введи ФИО в формате: фамилия, имя, отчество');
    await check('Иванов Иван Иванович Петров', 'Введи ФИО в формате: фамилия, имя, отчество');
    await check('Иванов И', 'Каждая часть ФИО должна содержать не меньше 2 букв');
    await check('  Иванов    Иван   Иванович ', null);
    expect(name).toHaveValue('Иванов Иван Иванович');
    await waitFor(() => expect(screen.queryByText(/Введи ФИО|русские буквы|не меньше 2 букв/)).not.toBeInTheDocument());
  });

  it('keeps pay disabled until the forms are valid, naming the field to fill on the button', async () => {
    sessionStore.setUser({ ...STUDENT, student: { ...STUDENT.student!, phone: null } });
    serve();
    await renderAppRoute('/payment');
    await screen.findByRole('region', { name: 'Твой заказ' });
    await waitFor(() => expect(payButton()).toBeDisabled());
    expect(payButton()).toHaveAccessibleDescription('Чтобы оплатить, заполни поле «Телефон»');
    await fill(field(/Телефон/), '9161234567');
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(payButton()).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/Чтобы оплатить/)).not.toBeInTheDocument();
    await userEvent.clear(field(/Электронная почта/));
    await waitFor(() => expect(payButton()).toBeDisabled());
    expect(payButton()).toHaveAccessibleDescription('Чтобы оплатить, заполни поле «Электронная почта»');
  });

  it('keeps pay disabled for a cart without items and bundles', async () => {
    serve({ 'GET /cart/': () => json(emptyCart()) });
    await renderAppRoute('/payment');
    expect(await screen.findByText('В корзине ничего нет')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Оплатить 0/ })).toBeDisabled();
  });

  it('starts the payment with the init payload and goes to the provider', async () => {
    const api = serve();
    await renderAppRoute('/payment');
    await screen.findByRole('region', { name: 'Твой заказ' });
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(REDIRECT_URL));
    const [init] = api.calls('POST /core/pay/init/');
    expect(init!.query.get('hash')).toBeNull();
    expect(init!.body).toEqual({
      paymentSystem: 'SANDBOX',
      requisites: false,
      holderName: 'Смирнова Алиса',
      phone: '79161234567',
      email: 'student@example.com',
      subscribe: false,
      redirect: `${window.location.origin}/payment/success/`,
      errorRedirect: `${window.location.origin}/payment/reject`,
      sourceUrl: window.location.href,
    });
    // The reject page finds the cart again by what was remembered.
    expect(JSON.parse(sessionStorage.getItem('payment.lastCheckout')!)).toEqual({ isCartStandalone: false });
  });

  it('answers a refused start with the toast and the notice with the server details', async () => {
    serve({
      'POST /core/pay/init/': () =>
        apiError(400, [{ attr: null, detail: 'CloudPayments не настроен на этом сервере', code: 'not_configured' }]),
    });
    await renderAppRoute('/payment');
    await userEvent.click(await screen.findByRole('radio', { name: /CloudPayments/ }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Не удалось оплатить')).toBeInTheDocument();
    expect(within(notice).getByText('CloudPayments не настроен на этом сервере')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Не удалось перейти к оплате' }));
    expect(assign).not.toHaveBeenCalled();
    expect(payButton()).toBeEnabled();
  });

  it('puts the server field errors of the start on the card form', async () => {
    serve({
      'POST /core/pay/init/': () =>
        apiError(400, [{ attr: 'email', detail: 'Этот адрес не принимает письма', code: 'invalid' }]),
    });
    await renderAppRoute('/payment');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    expect(await screen.findAllByText('Этот адрес не принимает письма')).toHaveLength(2);
  });

  it('says when the cart cannot be loaded', async () => {
    serve({ 'GET /cart/': () => apiError(500, [{ attr: null, detail: 'boom' }]) });
    await renderAppRoute('/payment');
    expect(await screen.findByText('Не удалось загрузить корзину')).toBeInTheDocument();
  });

  it('opens the requisites page for method=details', async () => {
    serve();
    const { router } = await renderAppRoute('/payment?method=details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-by-details'));
  });
});

describe('payment page: a guest with a standalone cart (spec 2 §4)', () => {
  const path = '/payment?cartHash=guest-cart-1&isCartStandalone=true';
  const login = {
    access: 'access-1',
    refresh: 'refresh-1',
    user: { ...STUDENT, id: 42, firstName: 'Анна', lastName: 'Ким', email: 'anna@example.com' },
  };

  async function fillRegistration() {
    const account = await screen.findByRole('region', { name: 'Аккаунт ученика' });
    await fill(field(/^Имя/, account), 'Анна');
    await fill(field(/^Фамилия/, account), 'Ким');
    await fill(field(/Электронная почта/, account), 'anna@example.com');
    await fill(field(/Телефон/, account), '9161234567');
    await fill(field(/^Пароль/, account), 'secret12');
    await fill(field(/Повтори пароль/, account), 'secret12');
    await fill(field(/ВКонтакте/, account), 'anna.kim');
    await userEvent.click(within(account).getByRole('checkbox', { name: /условия оферты/ }));
  }

  beforeEach(() => sessionStore.setUser(null));

  it('registers, signs in with the returned tokens, then pays the standalone cart', async () => {
    const api = serve({
      'GET /cart/standalone/guest-cart-1/': () => json(makeCart({ hash: 'guest-cart-1', isStandalone: true })),
      'POST /v2/auth/registration/': () => json(login, 201),
    });
    await renderAppRoute(path);
    await fillRegistration();
    // The payer form follows the registration while untouched.
    const payer = screen.getByRole('region', { name: 'Данные плательщика' });
    expect(field(/^ФИО/, payer)).toHaveValue('Ким Анна');
    expect(field(/Электронная почта/, payer)).toHaveValue('anna@example.com');
    expect(field(/Телефон/, payer)).toHaveValue('+7 (916) 123-45-67');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(REDIRECT_URL));

    const [registration] = api.calls('POST /v2/auth/registration/');
    expect(registration!.body).toEqual({
      firstName: 'Анна',
      lastName: 'Ким',
      email: 'anna@example.com',
      phone: '79161234567',
      password: 'secret12',
      password2: 'secret12',
      vk: 'https://vk.com/anna.kim',
      acceptedPublicOffer: true,
      subscribedForNews: false,
    });
    expect(tokenStore.access).toBe('access-1');
    expect(sessionStore.get().user?.id).toBe(42);
    const [init] = api.calls('POST /core/pay/init/');
    expect(init!.query.get('hash')).toBe('guest-cart-1');
    expect(init!.body).toMatchObject({ holderName: 'Ким Анна', phone: '79161234567', email: 'anna@example.com' });
    // Registration came first, the payment after it.
    const order = api.seen.map((request) => request.path);
    expect(order.indexOf('/v2/auth/registration/')).toBeLessThan(order.indexOf('/core/pay/init/'));
  });

  it('keeps pay disabled until the registration is valid too', async () => {
    serve({ 'GET /cart/standalone/guest-cart-1/': () => json(makeCart({ isStandalone: true })) });
    await renderAppRoute(path);
    const account = await screen.findByRole('region', { name: 'Аккаунт ученика' });
    expect(payButton()).toBeDisabled();
    await waitFor(() => expect(payButton()).toHaveAccessibleDescription('Чтобы оплатить, заполни поле «Имя»'));
    await fill(field(/^Имя/, account), 'Анна');
    await waitFor(() => expect(payButton()).toHaveAccessibleDescription('Чтобы оплатить, заполни поле «Фамилия»'));
  });

  it('names the offer when only the consent is missing', async () => {
    serve({ 'GET /cart/standalone/guest-cart-1/': () => json(makeCart({ isStandalone: true })) });
    await renderAppRoute(path);
    await fillRegistration();
    const account = screen.getByRole('region', { name: 'Аккаунт ученика' });
    await userEvent.click(within(account).getByRole('checkbox', { name: /условия оферты/ }));
    await waitFor(() => expect(payButton()).toHaveAccessibleDescription('Чтобы оплатить, прими условия оферты'));
  });

  it('shows registration field errors on their fields and general ones as notices', async () => {
    const api = serve({
      'GET /cart/standalone/guest-cart-1/': () => json(makeCart({ isStandalone: true })),
      'POST /v2/auth/registration/': () =>
        apiError(400, [
          { attr: 'email', detail: 'Пользователь с такой почтой уже есть' },
          { attr: 'accepted_public_offer', detail: 'Оферта не принята' },
        ]),
    });
    await renderAppRoute(path);
    await fillRegistration();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    const account = screen.getByRole('region', { name: 'Аккаунт ученика' });
    expect(await within(account).findByText('Пользователь с такой почтой уже есть')).toBeInTheDocument();
    expect(within(account).getByRole('alert')).toHaveTextContent('Оферта не принята');
    expect(api.calls('POST /core/pay/init/')).toHaveLength(0);
    expect(sessionStore.get().user).toBeNull();
  });

  it('reports a failed login after the registration on its own, without paying', async () => {
    const api = serve({
      'GET /cart/standalone/guest-cart-1/': () => json(makeCart({ isStandalone: true })),
      'POST /v2/auth/registration/': () => json({ ...login, user: { ...login.user, role: 'TUTOR_ROLE' } }, 201),
    });
    await renderAppRoute(path);
    await fillRegistration();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    expect(await screen.findByText('Аккаунт создан, но войти не удалось')).toBeInTheDocument();
    expect(api.calls('POST /core/pay/init/')).toHaveLength(0);
  });
});

describe('payment page: only the systems the server configured (docs/commerce.md, issue 7)', () => {
  const withSystems = (system: Cart['orgInfo']['paymentInfo']['system'], systems: PaymentSystem[]) =>
    makeCart({ orgInfo: { paymentInfo: { system, systems }, ofertaUrl: '/docs/oferta' } });
  const radio = (name: RegExp) => screen.queryByRole('radio', { name });

  it('does not offer CloudPayments where only the sandbox is configured', async () => {
    const api = serve({ 'GET /cart/': () => json(withSystems('SANDBOX', ['SANDBOX'])) });
    await renderAppRoute('/payment');
    await screen.findByRole('region', { name: 'Твой заказ' });
    expect(radio(/Банковская карта/)).toBeChecked();
    expect(radio(/CloudPayments/)).not.toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    await waitFor(() => expect(api.calls('POST /core/pay/init/')).toHaveLength(1));
    expect(api.calls('POST /core/pay/init/')[0]!.body).toMatchObject({ paymentSystem: 'SANDBOX' });
  });

  it('offers CloudPayments alone, chosen, where the sandbox is off', async () => {
    const api = serve({ 'GET /cart/': () => json(withSystems('CP', ['CP'])) });
    await renderAppRoute('/payment');
    await screen.findByRole('region', { name: 'Твой заказ' });
    expect(radio(/CloudPayments/)).toBeChecked();
    expect(radio(/Банковская карта/)).not.toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    await waitFor(() => expect(api.calls('POST /core/pay/init/')).toHaveLength(1));
    expect(api.calls('POST /core/pay/init/')[0]!.body).toMatchObject({ paymentSystem: 'CP' });
  });

  it('opens the requisites page when no card system is configured', async () => {
    serve({ 'GET /cart/': () => json(withSystems(null, [])) });
    const { router } = await renderAppRoute('/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-by-details'));
    expect(screen.queryByRole('button', { name: /^Оплатить 4\s050\s₽$/ })).not.toBeInTheDocument();
  });
});

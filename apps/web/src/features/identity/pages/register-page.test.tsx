import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Variant } from '@school/contract';
import { setAppSettings } from '../../../shared/config/app-settings';
import { browserLocation } from '../../../shared/lib/browser-location';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';
import { json, notFound } from '../../../test/responses';

const redirect = 'http://localhost:3000/oauth-callback?redirect=%2Fhome';
const path = `/id/register?client_id=web&client_redirect=${encodeURIComponent(redirect)}`;
const user = {
  id: 2,
  role: 'STUDENT_ROLE',
  first_name: 'Анна',
  last_name: 'Ким',
  email: 'anna@example.com',
  avatar: null,
  student: null,
};
const documents = {
  terms_of_use: '/docs/terms',
  politics: '/docs/politics',
  oferta: '/docs/oferta',
  apartment_lottery: '',
  mailing: '',
};

function server(handler: (path: string) => Response | undefined) {
  const fetchMock = vi.fn((url: string) => {
    const path = url.replace('/api', '');
    return Promise.resolve(handler(path) ?? (path === '/settings/documents/public/' ? json(documents) : notFound()));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function settings(variant: Variant = 'RU') {
  setAppSettings({
    variant,
    productName: 'Вектор',
    timeZone: 'Europe/Moscow',
    timeZoneLabel: null,
    currency: 'RUB',
    locale: 'ru-RU',
    supportPhone: '',
    flagsClientKey: 'sdk',
  });
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fillValidForm() {
  await userEvent.type(field(/^Имя/), 'Анна');
  await userEvent.type(field(/^Фамилия/), 'Ким');
  await userEvent.type(field(/Электронная почта/), 'anna@example.com');
  await userEvent.type(field(/Телефон/), '9161234567');
  await userEvent.type(field(/^Пароль/), 'secret12');
  await userEvent.type(field(/Повтори пароль/), 'secret12');
  await userEvent.click(screen.getByRole('checkbox', { name: /условия оферты/ }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.setUser(null);
  settings();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('identity registration page (spec 2 §3, §5)', () => {
  it('shows every field error on submit without calling the server', async () => {
    const fetchMock = server(() => undefined);
    await renderAppRoute(path);
    await userEvent.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
    expect(await screen.findByText('Введите корректный номер телефона')).toBeInTheDocument();
    expect(screen.getByText('Нужно принять условия оферты')).toBeInTheDocument();
    expect(screen.getAllByText('Обязательное поле').length).toBeGreaterThanOrEqual(4);
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/v2/auth/registration/');
  });

  it('checks names, password length and repetition', async () => {
    server(() => undefined);
    await renderAppRoute(path);
    await userEvent.type(field(/^Имя/), 'Anna');
    await userEvent.type(field(/^Пароль/), 'abc');
    await userEvent.type(field(/Повтори пароль/), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
    expect(await screen.findByText('Поле может содержать только кириллицу и дефис')).toBeInTheDocument();
    expect(screen.getByText('Не менее 6 символов')).toBeInTheDocument();
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
  });

  it('masks the phone and clears it when the country changes', async () => {
    server(() => undefined);
    await renderAppRoute(path);
    await userEvent.type(field(/Телефон/), '9161234567');
    expect(field(/Телефон/)).toHaveValue('+7 (916) 123-45-67');
    await userEvent.click(field(/Страна/));
    await userEvent.click(await screen.findByRole('option', { name: /Беларусь/ }));
    expect(field(/Телефон/)).toHaveValue('');
    await userEvent.type(field(/Телефон/), '291234567');
    expect(field(/Телефон/)).toHaveValue('+375 (29) 123-45-67');
  });

  it('has only the KZ country in the Kazakhstan variant', async () => {
    settings('KZ');
    server(() => undefined);
    await renderAppRoute(path);
    expect(screen.queryByLabelText(/Страна/)).not.toBeInTheDocument();
    await userEvent.type(field(/Телефон/), '7011234567');
    expect(field(/Телефон/)).toHaveValue('+7 (701) 123-45-67');
  });

  it('links the offer to the public documents', async () => {
    server(() => undefined);
    await renderAppRoute(path);
    expect(await screen.findByRole('link', { name: 'условия оферты' })).toHaveAttribute('href', '/docs/oferta');
    expect(screen.getByRole('link', { name: 'политику конфиденциальности' })).toHaveAttribute('href', '/docs/politics');
  });

  it('registers with digits only, signs in and returns to the client', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const fetchMock = server((path) => {
      if (path === '/v2/auth/registration/') return json({ access: 'A', refresh: 'R', user }, 201);
      if (path === '/v2/auth/authorize/') return json({ redirect_url: `${redirect}&token=C` });
      return undefined;
    });
    await renderAppRoute(path);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${redirect}&token=C`));
    const call = fetchMock.mock.calls.find(([url]) => url.endsWith('/v2/auth/registration/'))!;
    expect(JSON.parse(String((call as unknown as [string, RequestInit])[1].body))).toEqual({
      first_name: 'Анна',
      last_name: 'Ким',
      email: 'anna@example.com',
      phone: '79161234567',
      password: 'secret12',
      password2: 'secret12',
      accepted_public_offer: true,
      subscribed_for_news: false,
    });
    expect(sessionStore.get().user?.id).toBe(2);
  });

  it('puts a taken e-mail on the e-mail field', async () => {
    server((path) =>
      path === '/v2/auth/registration/'
        ? json(
            {
              type: 'validation_error',
              errors: [{ attr: 'email', detail: 'Пользователь с такой почтой уже зарегистрирован.', code: 'unique' }],
            },
            400,
          )
        : undefined,
    );
    await renderAppRoute(path);
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
    expect(await screen.findByText('Пользователь с такой почтой уже зарегистрирован.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

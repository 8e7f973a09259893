import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAppSettings } from '../../../shared/config/app-settings';
import { browserLocation } from '../../../shared/lib/browser-location';
import { sessionStore } from '../../../shared/session/session-store';
import { tokenStore } from '../../../shared/session/token-store';
import { renderAppRoute } from '../../../test/render-route';
import { json, notFound } from '../../../test/responses';

const redirect = 'http://localhost:3000/oauth-callback?redirect=%2Fhome';
const client = `client_id=web&client_redirect=${encodeURIComponent(redirect)}`;
const apiUser = {
  id: 3,
  role: 'STUDENT_ROLE',
  first_name: 'Аня',
  last_name: 'Ким',
  email: 'a@example.com',
  avatar: null,
  student: null,
};

function server(handler: (path: string) => Response | undefined) {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
    Promise.resolve(handler(url.replace('/api', '')) ?? notFound()),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const bodyOf = (fetchMock: ReturnType<typeof server>, path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === `/api${path}`)![1]!.body)) as unknown;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.setUser(null);
  setAppSettings({
    variant: 'RU',
    productName: 'Вектор',
    timeZone: 'Europe/Moscow',
    timeZoneLabel: null,
    currency: 'RUB',
    locale: 'ru-RU',
    supportPhone: '',
    flagsClientKey: 'sdk',
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an identity page opened without a client (issue 8)', () => {
  it('reopens with the app as its client, keeping the reset token', async () => {
    server(() => undefined);
    const { router } = await renderAppRoute('/id/create-password?reset_token=T0K3N');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ client_id: 'web', reset_token: 'T0K3N' }));
    expect(String(router.state.location.search.client_redirect)).toMatch(/\/oauth-callback\?redirect=%2Fhome$/);
    expect(await screen.findByRole('button', { name: 'Сохранить пароль' })).toBeInTheDocument();
  });
});

describe('recover password page', () => {
  it('sends the reset request with the client and points to the outbox when there is one', async () => {
    const fetchMock = server((path) =>
      path === '/v2/auth/password-reset/' ? json({}) : path === '/dev/outbox/' ? json([]) : undefined,
    );
    await renderAppRoute(`/id/recover-password?${client}`);
    await userEvent.type(screen.getByLabelText(/Электронная почта/), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByText('Проверь почту')).toBeInTheDocument();
    expect(screen.getByText(/a@example\.com/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/v2/auth/password-reset/')).toEqual({
      email: 'a@example.com',
      client_id: 'web',
      client_redirect: redirect,
    });
    expect(await screen.findByRole('link', { name: 'Открыть исходящие' })).toHaveAttribute('href', '/dev/outbox');
  });

  it('has no outbox link when a real mail adapter is configured', async () => {
    server((path) => (path === '/v2/auth/password-reset/' ? json({}) : undefined));
    await renderAppRoute(`/id/recover-password?${client}`);
    await userEvent.type(screen.getByLabelText(/Электронная почта/), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByText('Проверь почту')).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => url === '/api/dev/outbox/')).toBe(true));
    expect(screen.queryByRole('link', { name: 'Открыть исходящие' })).not.toBeInTheDocument();
  });

  it('uses the client remembered from the previous identity page', async () => {
    sessionStorage.setItem('identity.client', JSON.stringify({ clientId: 'web', clientRedirect: redirect }));
    server(() => undefined);
    await renderAppRoute('/id/recover-password');
    expect(screen.getByRole('button', { name: 'Отправить ссылку' })).toBeInTheDocument();
  });
});

describe('create password page', () => {
  it('asks for a new link when the reset token is missing', async () => {
    server(() => undefined);
    await renderAppRoute(`/id/create-password?${client}`);
    expect(screen.getByText(/Ссылка для смены пароля неполная/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/id\/recover-password\?/),
    );
  });

  it('sets the password by the token and then offers the login with the same client', async () => {
    const fetchMock = server((path) => (path === '/v2/auth/password-reset/confirm/' ? json({}) : undefined));
    await renderAppRoute(`/id/create-password?reset_token=abcDEF123&${client}`);
    await userEvent.type(screen.getByLabelText(/^Новый пароль/), 'secret12');
    await userEvent.type(screen.getByLabelText(/Повтори пароль/), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText('Пароль обновлён')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/v2/auth/password-reset/confirm/')).toEqual({
      token: 'abcDEF123',
      password: 'secret12',
      password2: 'secret12',
    });
    const login = new URL(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')!, 'http://localhost');
    expect(login.pathname).toBe('/id/login');
    expect(login.searchParams.get('client_redirect')).toBe(redirect);
  });

  it('shows an expired token as an alert', async () => {
    server(() =>
      json(
        {
          type: 'validation_error',
          errors: [{ attr: 'token', detail: 'Ссылка недействительна или устарела.', code: 'invalid_token' }],
        },
        400,
      ),
    );
    await renderAppRoute(`/id/create-password?reset_token=old&${client}`);
    await userEvent.type(screen.getByLabelText(/^Новый пароль/), 'secret12');
    await userEvent.type(screen.getByLabelText(/Повтори пароль/), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка недействительна или устарела.');
  });
});

describe('change password page', () => {
  it('sends a user without a session to the identity login with the same client', async () => {
    server(() => undefined);
    const { router } = await renderAppRoute(`/id/change-password?${client}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/id/login'));
    expect(router.state.location.search).toMatchObject({ client_id: 'web', client_redirect: redirect });
  });

  it('changes the password, keeps the new tokens and returns to the client', async () => {
    tokenStore.set({ access: 'A1', refresh: 'R1' });
    sessionStore.setUser({
      id: 3,
      role: 'STUDENT_ROLE',
      firstName: 'Аня',
      lastName: 'Ким',
      email: 'a@example.com',
      avatar: null,
      student: null,
    });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const fetchMock = server((path) => {
      if (path === '/v2/auth/change-password/') return json({ access: 'A2', refresh: 'R2', user: apiUser });
      if (path === '/v2/auth/authorize/') return json({ redirect_url: `${redirect}&token=C` });
      return undefined;
    });
    await renderAppRoute(`/id/change-password?${client}`);
    await userEvent.type(screen.getByLabelText(/Текущий пароль/), 'demo1234');
    await userEvent.type(screen.getByLabelText(/^Новый пароль/), 'secret12');
    await userEvent.type(screen.getByLabelText(/Повтори пароль/), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${redirect}&token=C`));
    expect(bodyOf(fetchMock, '/v2/auth/change-password/')).toEqual({
      old_password: 'demo1234',
      password: 'secret12',
      password2: 'secret12',
    });
    expect(tokenStore.refresh).toBe('R2');
    const authorize = fetchMock.mock.calls.find(([url]) => url.endsWith('/authorize/'))![1]!;
    expect((authorize.headers as Record<string, string>).Authorization).toBe('Bearer A2');
  });

  it('shows a wrong current password on its field', async () => {
    tokenStore.set({ access: 'A1', refresh: 'R1' });
    sessionStore.setUser({
      id: 3,
      role: 'STUDENT_ROLE',
      firstName: 'Аня',
      lastName: 'Ким',
      email: 'a@example.com',
      avatar: null,
      student: null,
    });
    server(() =>
      json(
        {
          type: 'validation_error',
          errors: [{ attr: 'old_password', detail: 'Неверный текущий пароль.', code: 'wrong_password' }],
        },
        400,
      ),
    );
    await renderAppRoute(`/id/change-password?${client}`);
    await userEvent.type(screen.getByLabelText(/Текущий пароль/), 'wrong1');
    await userEvent.type(screen.getByLabelText(/^Новый пароль/), 'secret12');
    await userEvent.type(screen.getByLabelText(/Повтори пароль/), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Неверный текущий пароль.')).toBeInTheDocument();
  });
});

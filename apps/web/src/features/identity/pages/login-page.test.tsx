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
const query = `client_id=web&client_redirect=${encodeURIComponent(redirect)}`;
const user = {
  id: 1,
  role: 'STUDENT_ROLE',
  first_name: 'Аня',
  last_name: 'Ким',
  email: 'a@example.com',
  avatar: null,
  student: null,
};

type Handler = (path: string, init: RequestInit) => Response;
function server(handler: Handler) {
  const fetchMock = vi.fn((url: string, init: RequestInit) => Promise.resolve(handler(url.replace('/api', ''), init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const noProviders: Handler = (path) => (path === '/v2/auth/o/providers/' ? json([]) : notFound());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.setUser(null);
  setAppSettings({
    variant: 'RU',
    productName: 'Вектор',
    timeZone: 'Europe/Moscow',
    timeZoneLabel: 'МСК',
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

describe('identity login page', () => {
  it("shows 'ClientId not provided' instead of the form without a client", async () => {
    server(noProviders);
    await renderAppRoute('/id/login');
    expect(screen.getByRole('alert')).toHaveTextContent('ClientId not provided');
    expect(screen.queryByLabelText(/Электронная почта/)).not.toBeInTheDocument();
  });

  it("shows 'Invalid clientRedirect' for a bad redirect", async () => {
    server(noProviders);
    await renderAppRoute('/id/login?client_id=web&client_redirect=nowhere');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid clientRedirect');
  });

  it('validates the fields before calling the server', async () => {
    const fetchMock = server(noProviders);
    await renderAppRoute(`/id/login?${query}`);
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/Электронная почта/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите корректный адрес почты')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/v3/auth/login/');
  });

  it('signs in, stores the tokens, authorizes the client with them and leaves for its redirect', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const fetchMock = server((path) => {
      if (path === '/v3/auth/login/') return json({ access: 'A', refresh: 'R', user });
      if (path === '/v2/auth/authorize/') return json({ redirect_url: `${redirect}&token=CODE` });
      return noProviders(path, {});
    });
    await renderAppRoute(`/id/login?${query}`);
    await userEvent.type(screen.getByLabelText(/Электронная почта/), 'a@example.com');
    await userEvent.type(screen.getByLabelText(/Пароль/), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${redirect}&token=CODE`));
    const authorize = fetchMock.mock.calls.find(([url]) => url.endsWith('/v2/auth/authorize/'))![1];
    expect((authorize.headers as Record<string, string>).Authorization).toBe('Bearer A');
    expect(JSON.parse(String(authorize.body))).toEqual({ client_id: 'web', client_redirect: redirect });
    expect(tokenStore.refresh).toBe('R');
    expect(sessionStore.get().user?.firstName).toBe('Аня');
  });

  it('shows a general server error as an alert and field errors on their fields', async () => {
    server((path) => {
      if (path === '/v3/auth/login/') {
        return json(
          {
            type: 'validation_error',
            errors: [
              { attr: null, detail: 'Не удалось войти: неверная почта или пароль.', code: 'authentication_failed' },
              { attr: 'email', detail: 'Почта на проверке', code: 'x' },
            ],
          },
          400,
        );
      }
      return noProviders(path, {});
    });
    await renderAppRoute(`/id/login?${query}`);
    await userEvent.type(screen.getByLabelText(/Электронная почта/), 'a@example.com');
    await userEvent.type(screen.getByLabelText(/Пароль/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось войти: неверная почта или пароль.');
    expect(screen.getByText('Почта на проверке')).toBeInTheDocument();
  });

  it('keeps the client in links to registration and recovery, and in session storage', async () => {
    server(noProviders);
    await renderAppRoute(`/id/login?${query}`);
    const register = screen.getByRole('link', { name: 'Зарегистрироваться' });
    const href = new URL(register.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/id/register');
    expect(href.searchParams.get('client_id')).toBe('web');
    expect(href.searchParams.get('client_redirect')).toBe(redirect);
    expect(screen.getByRole('link', { name: 'Забыли пароль?' }).getAttribute('href')).toMatch(
      /^\/id\/recover-password\?/,
    );
    expect(sessionStorage.getItem('identity.client')).toContain('"clientId":"web"');
  });

  it('offers VK ID only when the server has it, starting a PKCE flow', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    server((path) =>
      path === '/v2/auth/o/providers/'
        ? json([{ provider: 'vk', authorize_url: 'https://id.vk.com/authorize', client_id: '5100' }])
        : notFound(),
    );
    await renderAppRoute(`/id/login?${query}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Войти через VK ID' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const url = new URL(assign.mock.calls[0]![0]);
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/vk-id-callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const flow = JSON.parse(sessionStorage.getItem('oauth.flow')!) as { state: string; client: unknown };
    expect(flow.state).toBe(url.searchParams.get('state'));
    expect(flow.client).toEqual({ clientId: 'web', clientRedirect: redirect });
  });

  it('has no VK ID button when no provider is configured', async () => {
    server(noProviders);
    await renderAppRoute(`/id/login?${query}`);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Войти через VK ID' })).not.toBeInTheDocument();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAppSettings } from '../../../shared/config/app-settings';
import { changeLanguage } from '../../../shared/i18n/i18n';
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
  it('opened with no client (a bookmark), sends the user to the app’s own sign-in, not to an English error', async () => {
    server(noProviders);
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    const { router } = await renderAppRoute('/id/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText('ClientId not provided')).not.toBeInTheDocument();
    // /login goes on to this page with the app as its client (spec 1 §2).
    await waitFor(() => expect(replace).toHaveBeenCalledWith(expect.stringMatching(/^\/id\/login\?client_id=web&/)));
  });

  it('says in Russian that the redirect is not allowed, with the way to sign in', async () => {
    server(noProviders);
    await renderAppRoute('/id/login?client_id=web&client_redirect=nowhere');
    expect(screen.getByRole('alert')).toHaveTextContent('Адрес, куда вернуться после входа, недопустим.');
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
  });

  it('shows why the user signs in again after the session ended (spec 1 §8), once', async () => {
    server(noProviders);
    sessionStorage.setItem('sign-in-notice', 'Authorization session are expired.');
    const first = await renderAppRoute(`/id/login?${query}`);
    expect(screen.getByRole('status')).toHaveTextContent('Сеанс входа закончился. Войди снова, чтобы продолжить.');
    first.unmount();
    await renderAppRoute(`/id/login?${query}`);
    expect(screen.queryByText(/Сеанс входа закончился/)).not.toBeInTheDocument();
  });

  it('offers the interface languages under the form', async () => {
    server(noProviders);
    await renderAppRoute(`/id/login?${query}`);
    const languages = screen.getByRole('navigation', { name: 'Язык интерфейса' });
    expect(within(languages).getByRole('button', { name: 'Русский' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(languages).getByRole('button', { name: 'Қазақша' }));
    expect(await screen.findByRole('button', { name: 'Кіру' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('kk');
    changeLanguage('ru');
  });

  it('validates the fields before calling the server', async () => {
    const fetchMock = server(noProviders);
    await renderAppRoute(`/id/login?${query}`);
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/Электронная почта/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введи корректный адрес почты')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/v3/auth/login/');
  });

  it('puts the cursor in the first wrong field and checks each change after a submit (issue 8: no form library)', async () => {
    server(noProviders);
    await renderAppRoute(`/id/login?${query}`);
    await userEvent.type(screen.getByLabelText(/Пароль/), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(screen.getByLabelText(/Электронная почта/)).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/Электронная почта/), 'a@example.com');
    await waitFor(() => expect(screen.queryByText('Обязательное поле')).not.toBeInTheDocument());
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
    expect(screen.getByRole('link', { name: 'Не помнишь пароль?' }).getAttribute('href')).toMatch(
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

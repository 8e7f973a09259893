import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { browserLocation } from '../../../shared/lib/browser-location';
import { sessionStore } from '../../../shared/session/session-store';
import { tokenStore } from '../../../shared/session/token-store';
import { renderAppRoute } from '../../../test/render-route';
import { json } from '../../../test/responses';

const apiUser = {
  id: 5,
  role: 'STUDENT_ROLE',
  first_name: 'Вика',
  last_name: 'Ли',
  email: 'v@example.com',
  avatar: null,
  student: null,
};
const client = { clientId: 'web', clientRedirect: 'http://localhost:3000/oauth-callback?redirect=%2Fhome' };

function storeFlow(withClient = true) {
  sessionStorage.setItem(
    'oauth.flow',
    JSON.stringify({
      provider: 'vk',
      state: 'S1',
      codeVerifier: 'V'.repeat(64),
      redirectUri: 'http://localhost:3000/vk-id-callback',
      client: withClient ? client : null,
    }),
  );
}

async function open(path: string) {
  return (await renderAppRoute(path)).router;
}

function server(handler: (path: string) => Response) {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => Promise.resolve(handler(url.replace('/api', ''))));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.setUser(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VK ID callback (spec 1 §2)', () => {
  it('exchanges the code with the stored verifier and returns to the identity client', async () => {
    storeFlow();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const fetchMock = server((path) =>
      path === '/v2/auth/o/login/'
        ? json({ access: 'A', refresh: 'R', user: apiUser })
        : json({ redirect_url: `${client.clientRedirect}&token=C` }),
    );
    const payload = encodeURIComponent(
      JSON.stringify({ type: 'code_v2', code: 'CODE', device_id: 'DEV', state: 'S1' }),
    );
    await open(`/vk-id-callback?payload=${payload}`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${client.clientRedirect}&token=C`));
    const [loginUrl, login] = fetchMock.mock.calls[0]!;
    expect(loginUrl).toBe('/api/v2/auth/o/login/');
    expect(JSON.parse(String(login!.body))).toEqual({
      provider: 'vk',
      code: 'CODE',
      device_id: 'DEV',
      code_verifier: 'V'.repeat(64),
      redirect_uri: 'http://localhost:3000/vk-id-callback',
    });
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({
      client_id: 'web',
      client_redirect: client.clientRedirect,
    });
    expect(tokenStore.access).toBe('A');
    expect(sessionStorage.getItem('oauth.flow')).toBeNull();
  });

  it('goes into the app when the login was not started by an identity client', async () => {
    storeFlow(false);
    server(() => json({ access: 'A', refresh: 'R', user: apiUser }));
    const router = await open('/vk-id-callback?code=CODE&device_id=DEV&state=S1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(sessionStore.get().user?.id).toBe(5);
  });

  it('refuses an answer whose state is not the one this tab stored', async () => {
    storeFlow();
    const fetchMock = server(() => json({}));
    await open('/vk-id-callback?code=CODE&device_id=DEV&state=OTHER');
    expect(await screen.findByText('Не удалось войти')).toBeInTheDocument();
    expect(screen.getByText(/не относится к этому входу/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Попробовать снова' }).getAttribute('href')).toMatch(
      /^\/id\/login\?client_id=web&/,
    );
  });

  it('shows the server’s reason when VK ID refuses the code', async () => {
    storeFlow();
    server(() =>
      json(
        {
          type: 'client_error',
          errors: [{ attr: null, detail: 'Не удалось войти через VK ID.', code: 'oauth_failed' }],
        },
        400,
      ),
    );
    await open('/vk-id-callback?code=CODE&device_id=DEV&state=S1');
    expect(await screen.findByText('Не удалось войти через VK ID.')).toBeInTheDocument();
  });

  it("links VK to the signed-in student on type 'connect' (issue 9) and sends any other type to not-found", async () => {
    storeFlow(false);
    tokenStore.set({ access: 'A', refresh: 'R' });
    sessionStore.setUser({
      id: 5,
      role: 'STUDENT_ROLE',
      firstName: 'Вика',
      lastName: 'Ли',
      email: 'v@example.com',
      avatar: null,
      student: null,
    });
    const fetchMock = server(() => json({ id: 5 }));
    const connected = await open('/vk-id-callback/connect?code=CODE&device_id=DEV&state=S1');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v2/core/connect/vk/');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      code: 'CODE',
      device_id: 'DEV',
      code_verifier: 'V'.repeat(64),
    });
    await waitFor(() => expect(connected.state.location.pathname).toBe('/profile'));
    const router = await open('/vk-id-callback/other?code=CODE');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });
});

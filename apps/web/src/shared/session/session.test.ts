import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '@school/contract';
import { setSessionErrorHandler } from '../api/client';
import { sessionStore } from './session-store';
import { applyLogin, beforeLogout, logout, startSession } from './session';
import { tokenStore } from './token-store';
import { json } from '../../test/responses';

const fail = (status: number) =>
  json({ type: 'client_error', errors: [{ attr: null, detail: 'no', code: 'no' }] }, status);
const user = {
  id: 7,
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
  return { fetchMock, paths: () => fetchMock.mock.calls.map(([url]) => url.replace('/api', '')) };
}
const bearer = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

function openAt(url: string): void {
  window.history.replaceState(null, '', url);
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.setUser(null);
  setSessionErrorHandler(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  openAt('/');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('session start (spec 1 §4)', () => {
  it('first logs in by a one-time code in the URL, and removes it from the URL', async () => {
    tokenStore.set({ access: 'stored', refresh: 'stored-r' });
    openAt('/oauth-callback?redirect=%2Fhome&token=CODE1');
    const { fetchMock, paths } = server(() => json({ access: 'A', refresh: 'R', user }));
    await startSession(window.location);
    expect(paths()).toEqual(['/v2/auth/obtain-code/']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ auth_code: 'CODE1' });
    expect(sessionStore.get().user?.firstName).toBe('Аня');
    expect(tokenStore.access).toBe('A');
    expect(window.location.pathname + window.location.search).toBe('/oauth-callback?redirect=%2Fhome');
  });

  it('falls through to URL tokens when the code fails, logging only', async () => {
    openAt('/home?token=BAD&access=UA&refresh=UR');
    const { paths } = server((path) => (path === '/v2/auth/obtain-code/' ? fail(400) : json(user)));
    await startSession(window.location);
    expect(paths()).toEqual(['/v2/auth/obtain-code/', '/v3/auth/verify/']);
    expect(console.warn).toHaveBeenCalled();
    expect(tokenStore.access).toBe('UA');
    expect(sessionStore.get().user?.id).toBe(7);
    expect(window.location.search).toBe('');
  });

  it('logs the previous session out before using URL tokens', async () => {
    tokenStore.set({ access: 'OLD', refresh: 'OLD-R' });
    openAt('/home?access=UA&refresh=UR');
    const { fetchMock, paths } = server((path) => (path === '/v2/auth/logout/' ? json({}) : json(user)));
    await startSession(window.location);
    expect(paths()).toEqual(['/v2/auth/logout/', '/v3/auth/verify/']);
    expect(bearer(fetchMock.mock.calls[0]![1])).toBe('Bearer OLD');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ refresh: 'OLD-R' });
    expect(bearer(fetchMock.mock.calls[1]![1])).toBe('Bearer UA');
    expect(tokenStore.refresh).toBe('UR');
  });

  it('verifies stored tokens, refreshing and verifying again after a 401', async () => {
    tokenStore.set({ access: 'expired', refresh: 'R1' });
    const { paths } = server((path, init) => {
      if (path === '/v3/auth/refresh/') return json({ access: 'fresh', refresh: 'R2' });
      return bearer(init) === 'Bearer fresh' ? json(user) : fail(401);
    });
    await startSession(window.location);
    expect(paths()).toEqual(['/v3/auth/verify/', '/v3/auth/refresh/', '/v3/auth/verify/']);
    expect(sessionStore.get().user?.id).toBe(7);
    expect(tokenStore.refresh).toBe('R2');
  });

  it('refreshes and verifies again after a verify failure of another kind', async () => {
    tokenStore.set({ access: 'A1', refresh: 'R1' });
    let verifies = 0;
    const { paths } = server((path) => {
      if (path === '/v3/auth/refresh/') return json({ access: 'A2', refresh: 'R2' });
      verifies += 1;
      return verifies === 1 ? fail(500) : json(user);
    });
    await startSession(window.location);
    expect(paths()).toEqual(['/v3/auth/verify/', '/v3/auth/refresh/', '/v3/auth/verify/']);
    expect(sessionStore.get().user?.id).toBe(7);
  });

  it('clears the session when stored tokens cannot be renewed', async () => {
    tokenStore.set({ access: 'expired', refresh: 'spent' });
    server(() => fail(401));
    await startSession(window.location);
    expect(tokenStore.access).toBeNull();
    expect(tokenStore.refresh).toBeNull();
    expect(sessionStore.get().user).toBeNull();
  });

  it('keeps stored tokens when the server cannot be reached, asking nothing more (start-up shows it is down)', async () => {
    tokenStore.set({ access: 'A1', refresh: 'R1' });
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    await startSession(window.location);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(tokenStore.access).toBe('A1');
    expect(tokenStore.refresh).toBe('R1');
    expect(sessionStore.get().user).toBeNull();
  });

  it('does not call the server for a guest', async () => {
    const { fetchMock } = server(() => json(user));
    await startSession(window.location);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStore.get().user).toBeNull();
  });

  it('leaves a URL without session params alone', async () => {
    openAt('/home?tab=2#top');
    const replace = vi.spyOn(window.history, 'replaceState');
    server(() => json(user));
    await startSession(window.location);
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('logout (spec 1 §4)', () => {
  const login: LoginResponse = {
    access: 'A',
    refresh: 'R',
    user: {
      id: 7,
      role: 'STUDENT_ROLE',
      firstName: 'Аня',
      lastName: 'Ким',
      email: 'a@example.com',
      avatar: null,
      student: null,
    },
  };

  it('revokes the refresh token and clears the local session', async () => {
    applyLogin(login);
    const { fetchMock, paths } = server(() => json({}));
    await logout();
    expect(paths()).toEqual(['/v2/auth/logout/']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ refresh: 'R' });
    expect(tokenStore.access).toBeNull();
    expect(sessionStore.get().user).toBeNull();
  });

  it('clears the local session even when the call fails', async () => {
    applyLogin(login);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await logout();
    expect(console.warn).toHaveBeenCalledWith('Logout call failed', expect.anything());
    expect(tokenStore.refresh).toBeNull();
    expect(sessionStore.get().user).toBeNull();
  });

  it('runs the before-logout steps with the bearer token first; a failing step only warns', async () => {
    applyLogin(login);
    const { paths } = server(() => json({}));
    const seen: (string | null)[] = [];
    const stops = [
      beforeLogout(() => Promise.resolve(void seen.push(tokenStore.access))),
      beforeLogout(() => Promise.reject(new Error('push gone'))),
    ];
    await logout();
    stops.forEach((stop) => stop());
    expect(seen).toEqual(['A']);
    expect(console.warn).toHaveBeenCalledWith('Logout step failed', expect.any(Error));
    expect(paths()).toEqual(['/v2/auth/logout/']);
    expect(sessionStore.get().user).toBeNull();
  });
});

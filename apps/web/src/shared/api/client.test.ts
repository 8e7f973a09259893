import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from './contract';
import { tokenStore } from '../session/token-store';
import { ApiError, NetworkError } from './api-error';
import { call, SESSION_EXPIRED, setSessionErrorHandler, toQueryString } from './client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const error401 = () =>
  json({ type: 'client_error', errors: [{ attr: null, detail: 'Token is expired', code: 'token_not_valid' }] }, 401);
const user = {
  id: 1,
  role: 'STUDENT_ROLE',
  first_name: 'Аня',
  last_name: 'Ким',
  email: 'a@example.com',
  avatar: null,
  student: null,
};

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
function server(handler: Handler) {
  const fetchMock = vi.fn((url: string, init: RequestInit) => Promise.resolve(handler(url, init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const headerOf = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

let onSessionError: ReturnType<typeof vi.fn<(message: string) => void>>;

beforeEach(() => {
  localStorage.clear();
  onSessionError = vi.fn<(message: string) => void>();
  setSessionErrorHandler(onSessionError);
});
afterEach(() => vi.unstubAllGlobals());

describe('call conventions (spec 1 §7)', () => {
  it('sends the Platform header and no Authorization without a token', async () => {
    const fetchMock = server(() => json([]));
    await call(contract.core.classYears);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v2/core/class-years/');
    expect(headerOf(init, 'Platform')).toBe('newdesign');
    expect(headerOf(init, 'Authorization')).toBeUndefined();
  });

  it('adds the bearer token from the store', async () => {
    tokenStore.set({ access: 'A1', refresh: 'R1' });
    const fetchMock = server(() => json(user));
    await call(contract.auth.verify);
    expect(headerOf(fetchMock.mock.calls[0]![1], 'Authorization')).toBe('Bearer A1');
  });

  it('sends the body in snake_case', async () => {
    const fetchMock = server(() => json({}));
    await call(contract.auth.passwordReset, {
      body: { email: 'a@example.com', clientId: 'web', clientRedirect: 'http://localhost/x' },
    });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.method).toBe('POST');
    expect(headerOf(init, 'Content-Type')).toBe('application/json');
    expect(bodyOf(init)).toEqual({ email: 'a@example.com', client_id: 'web', client_redirect: 'http://localhost/x' });
  });

  it('answers in camelCase', async () => {
    server(() => json({ access: 'A', refresh: 'R', user }));
    const answer = await call(contract.auth.login, { body: { email: 'a@example.com', password: 'secret1' } });
    expect(answer.user).toMatchObject({ firstName: 'Аня', lastName: 'Ким' });
  });

  it('puts query params in snake_case with arrays joined by commas', async () => {
    expect(toQueryString({ classYear: 9, productIds: [1, 2, 3], empty: undefined, none: null })).toBe(
      '?class_year=9&product_ids=1,2,3',
    );
    expect(toQueryString({})).toBe('');
    const fetchMock = server(() => json([]));
    await call(contract.core.classTypes, { query: { classYear: 11 } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v2/core/class-types/?class_year=11');
  });

  it('throws an ApiError with the error body, also for a body that is not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server(() =>
      json({ type: 'validation_error', errors: [{ attr: 'email', detail: 'Занято', code: 'unique' }] }, 400),
    );
    const failure = await call(contract.core.classYears).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).fields).toEqual({ email: 'Занято' });
    server(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const proxy = await call(contract.core.classYears).catch((error: unknown) => error);
    expect(proxy).toBeInstanceOf(ApiError);
    expect((proxy as ApiError).status).toBe(502);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('turns a failed connection into a NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(call(contract.core.classYears)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('401 handling (spec 1 §4, §8)', () => {
  it('refreshes once and retries once with the new token', async () => {
    tokenStore.set({ access: 'old', refresh: 'R1' });
    const fetchMock = server((url, init) => {
      if (url.endsWith('/v3/auth/refresh/')) return json({ access: 'new', refresh: 'R2' });
      return headerOf(init, 'Authorization') === 'Bearer new' ? json(user) : error401();
    });
    const answer = await call(contract.auth.verify);
    expect(answer.firstName).toBe('Аня');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/v3/auth/verify/',
      '/api/v3/auth/refresh/',
      '/api/v3/auth/verify/',
    ]);
    expect(bodyOf(fetchMock.mock.calls[1]![1])).toEqual({ refresh: 'R1' });
    expect(tokenStore.access).toBe('new');
    expect(tokenStore.refresh).toBe('R2');
    expect(onSessionError).not.toHaveBeenCalled();
  });

  it('runs the session-error handler when the retry is a 401 again', async () => {
    tokenStore.set({ access: 'old', refresh: 'R1' });
    const fetchMock = server((url) =>
      url.endsWith('/v3/auth/refresh/') ? json({ access: 'new', refresh: 'R2' }) : error401(),
    );
    await expect(call(contract.auth.verify)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onSessionError).toHaveBeenCalledExactlyOnceWith(SESSION_EXPIRED);
    expect(SESSION_EXPIRED).toBe('Authorization session are expired.');
  });

  it('runs the session-error handler when the refresh fails, without retrying', async () => {
    tokenStore.set({ access: 'old', refresh: 'spent' });
    const fetchMock = server(() => error401());
    await expect(call(contract.auth.verify)).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v3/auth/verify/', '/api/v3/auth/refresh/']);
    expect(onSessionError).toHaveBeenCalledExactlyOnceWith(SESSION_EXPIRED);
  });

  it('runs the session-error handler when there is no refresh token', async () => {
    localStorage.setItem('auth.access', 'only-access');
    const fetchMock = server(() => error401());
    await expect(call(contract.auth.verify)).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onSessionError).toHaveBeenCalledExactlyOnceWith(SESSION_EXPIRED);
  });

  it('treats a 401 of a caller without tokens as a plain answer', async () => {
    const fetchMock = server(() => error401());
    await expect(call(contract.auth.verify)).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onSessionError).not.toHaveBeenCalled();
  });

  it('survives a refresh answer that is not JSON', async () => {
    tokenStore.set({ access: 'old', refresh: 'R1' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server((url) => (url.endsWith('/v3/auth/refresh/') ? new Response('oops', { status: 200 }) : error401()));
    await expect(call(contract.auth.verify)).rejects.toBeInstanceOf(ApiError);
    expect(onSessionError).toHaveBeenCalledExactlyOnceWith(SESSION_EXPIRED);
    expect(tokenStore.access).toBe('old');
    vi.mocked(console.warn).mockRestore();
  });

  it('lets concurrent 401s share one refresh', async () => {
    tokenStore.set({ access: 'old', refresh: 'R1' });
    let release: () => void = () => undefined;
    const refreshed = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = server(async (url, init) => {
      if (url.endsWith('/v3/auth/refresh/')) {
        await refreshed;
        return json({ access: 'new', refresh: 'R2' });
      }
      return headerOf(init, 'Authorization') === 'Bearer new' ? json(user) : error401();
    });
    const calls = [call(contract.auth.verify), call(contract.auth.verify), call(contract.core.classYears)];
    await vi.waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/refresh/'))).toHaveLength(1));
    release();
    await Promise.all(calls);
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/refresh/'))).toHaveLength(1);
    expect(onSessionError).not.toHaveBeenCalled();
  });

  it('retries without a new refresh when another call renewed the token meanwhile', async () => {
    tokenStore.set({ access: 'old', refresh: 'R1' });
    const fetchMock = server((url, init) => {
      if (headerOf(init, 'Authorization') === 'Bearer old') {
        // The token was renewed (by another call) while this request was on its way.
        tokenStore.set({ access: 'new', refresh: 'R2' });
        return error401();
      }
      return json(user);
    });
    await call(contract.auth.verify);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v3/auth/verify/', '/api/v3/auth/verify/']);
  });

  it('never refreshes for the refresh call itself', async () => {
    tokenStore.set({ access: 'old', refresh: 'R1' });
    const fetchMock = server(() => error401());
    await expect(call(contract.auth.refresh, { body: { refresh: 'R1' } })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onSessionError).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appSettings } from '../shared/config/app-settings';
import { paths } from '../shared/config/paths';
import { sessionStore } from '../shared/session/session-store';
import { tokenStore } from '../shared/session/token-store';
import { json } from '../test/responses';
import { bootstrap } from './bootstrap';
import { router } from './router/router';
import { warmUpIntl } from './warm-up-intl';

vi.mock('./warm-up-intl', () => ({ warmUpIntl: vi.fn() }));

const SETTINGS = '/api/settings/app/';
const VERIFY = '/api/v3/auth/verify/';
const user = { id: 7, role: 'STUDENT_ROLE', first_name: 'Аня', last_name: 'Ким', email: 'a@example.com' };

/** `fetch` whose answers the test gives, one request at a time. */
function heldFetch() {
  const held = new Map<string, (response: Response) => void>();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => new Promise<Response>((resolve) => held.set(url, resolve))),
  );
  return held;
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.setUser(null);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  tokenStore.set({ access: 'A1', refresh: 'R1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('start-up (issue 8: no waiting in line)', () => {
  it('asks for the settings and the session at the same time', async () => {
    const held = heldFetch();
    const started = bootstrap();
    await vi.waitFor(() => expect([...held.keys()].sort()).toEqual([SETTINGS, VERIFY]));
    held.get(VERIFY)!(json(user));
    held.get(SETTINGS)!(json({ variant: 'KZ', product_name: 'Вектор KZ', time_zone: 'Asia/Almaty' }));
    await started;
    expect(appSettings().productName).toBe('Вектор KZ');
    expect(sessionStore.get().user?.id).toBe(7);
  });

  it('makes the Intl formatters while the settings and the session are on their way', async () => {
    const held = heldFetch();
    const started = bootstrap();
    await vi.waitFor(() => expect(warmUpIntl).toHaveBeenCalledWith(expect.objectContaining({ locale: 'ru-RU' })));
    expect(held.size).toBe(2);
    held.get(VERIFY)!(json(user));
    held.get(SETTINGS)!(json({ variant: 'RU' }));
    await started;
  });

  it('does not make them for a visitor without a session (the sign-in pages format nothing)', async () => {
    tokenStore.clear();
    vi.mocked(warmUpIntl).mockClear();
    const held = heldFetch();
    const started = bootstrap();
    await vi.waitFor(() => expect([...held.keys()]).toEqual([SETTINGS]));
    held.get(SETTINGS)!(json({ variant: 'RU' }));
    await started;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warmUpIntl).not.toHaveBeenCalled();
  });

  it('with the server down: the offline settings, the tokens kept, the server-not-responding page', async () => {
    const navigate = vi.spyOn(router, 'navigate').mockResolvedValue(undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await bootstrap();
    expect(appSettings().variant).toBe('RU');
    expect(tokenStore.refresh).toBe('R1');
    expect(navigate).toHaveBeenCalledWith({ to: paths.serverNotResponding, replace: true });
  });
});

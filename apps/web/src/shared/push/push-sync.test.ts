import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppSettings, User } from '@school/contract';
import { setAppSettings } from '../config/app-settings';
import { sessionStore } from '../session/session-store';
import { logout } from '../session/session';
import { tokenStore } from '../session/token-store';
import { json } from '../../test/responses';
import { startPushSync } from './push-sync';

const KEY = 'BPublicVapidKey';
const SETTINGS = { variant: 'RU', timeZone: 'Europe/Moscow', webPushPublicKey: KEY } as AppSettings;
const student = (id: number) => ({ id, role: 'STUDENT_ROLE' }) as User;
const SUBSCRIPTION_JSON = {
  endpoint: 'http://127.0.0.1:9/push/1',
  expirationTime: null,
  keys: { p256dh: 'p', auth: 'a' },
};

/** A browser with web push: the permission, a registered worker and its push manager (fakes; jsdom has none). */
function fakeBrowser(permission: NotificationPermission) {
  const events: string[] = [];
  let stored: object | null = null;
  const subscription = {
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: vi.fn(() => {
      events.push('browser unsubscribe');
      stored = null;
      return Promise.resolve(true);
    }),
  };
  const pushManager = {
    subscribe: vi.fn(() => {
      stored = subscription;
      return Promise.resolve(subscription);
    }),
    getSubscription: vi.fn(() => Promise.resolve(stored)),
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: () => Promise.resolve(registration) },
  });
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    events.push(`${url.replace('/api', '')} ${headers.Authorization ?? 'no token'}`);
    return Promise.resolve(json({}));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { events, pushManager, subscription, fetchMock };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop = () => undefined as void;

beforeEach(() => {
  localStorage.clear();
  sessionStore.setUser(null);
  setAppSettings(SETTINGS);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('web push subscription (spec 3 §4)', () => {
  it('subscribes at start with a session when the permission is granted, and stores the subscription', async () => {
    const browser = fakeBrowser('granted');
    tokenStore.set({ access: 'A', refresh: 'R' });
    sessionStore.setUser(student(7));
    stop = startPushSync();
    await vi.waitFor(() => expect(browser.fetchMock).toHaveBeenCalled());
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEY });
    const [url, init] = browser.fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v2/core/webpush/subscribe/');
    expect(JSON.parse(String(init.body))).toEqual({
      subscription: { endpoint: SUBSCRIPTION_JSON.endpoint, expiration_time: null, keys: { p256dh: 'p', auth: 'a' } },
      browser: '',
      user_agent: navigator.userAgent,
    });
  });

  it('subscribes after login and again for another user', async () => {
    const browser = fakeBrowser('granted');
    stop = startPushSync();
    sessionStore.setUser(student(7));
    await vi.waitFor(() => expect(browser.fetchMock).toHaveBeenCalledTimes(1));
    sessionStore.setUser(student(7));
    sessionStore.setUser(student(8));
    await vi.waitFor(() => expect(browser.fetchMock).toHaveBeenCalledTimes(2));
    await settle();
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(2);
  });

  it.each<NotificationPermission>(['default', 'denied'])(
    'does nothing while the permission is %s',
    async (permission) => {
      const browser = fakeBrowser(permission);
      stop = startPushSync();
      sessionStore.setUser(student(7));
      await settle();
      expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
      expect(browser.fetchMock).not.toHaveBeenCalled();
    },
  );

  it('does nothing without a VAPID key', async () => {
    const browser = fakeBrowser('granted');
    setAppSettings({ ...SETTINGS, webPushPublicKey: undefined });
    stop = startPushSync();
    sessionStore.setUser(student(7));
    await settle();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('only warns when subscribing fails', async () => {
    const browser = fakeBrowser('granted');
    browser.pushManager.subscribe.mockImplementation(() => Promise.reject(new DOMException('no push service')));
    stop = startPushSync();
    sessionStore.setUser(student(7));
    await vi.waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith('Web push subscription failed', expect.anything()),
    );
    expect(browser.fetchMock).not.toHaveBeenCalled();
  });

  it('logout tells the server with the bearer token before the session ends, then drops the browser subscription', async () => {
    const browser = fakeBrowser('granted');
    tokenStore.set({ access: 'A', refresh: 'R' });
    sessionStore.setUser(student(7));
    stop = startPushSync();
    await vi.waitFor(() => expect(browser.fetchMock).toHaveBeenCalledTimes(1));
    browser.events.length = 0;
    await logout();
    expect(browser.events).toEqual([
      '/v2/core/webpush/unsubscribe/ Bearer A',
      'browser unsubscribe',
      '/v2/auth/logout/ Bearer A',
    ]);
    expect(JSON.parse(String(browser.fetchMock.mock.calls[1]![1].body))).toMatchObject({
      subscription: { endpoint: SUBSCRIPTION_JSON.endpoint },
    });
  });

  it('logout without a subscription calls only the logout endpoint', async () => {
    const browser = fakeBrowser('default');
    tokenStore.set({ access: 'A', refresh: 'R' });
    stop = startPushSync();
    await logout();
    expect(browser.events).toEqual(['/v2/auth/logout/ Bearer A']);
  });
});

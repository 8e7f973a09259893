import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppSettings } from '../config/app-settings';
import { TEST_SETTINGS } from '../flags/test-flags';
import { ARRIVAL_KEY, keepArrival } from '../marketing/arrival';
import { storedMarketingParams } from '../marketing/marketing-params';
import { sessionStore } from '../session/session-store';
import { startDeferredAnalytics } from './deferred-analytics';

describe('the deferred start of analytics', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    sessionStore.setUser(null);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    delete window.dataLayer;
  });

  it("stores the kept arrival's marketing params and loads the configured tag manager", () => {
    setAppSettings({ ...TEST_SETTINGS, tagManagerId: 'GTM-K9' });
    keepArrival('?utm_source=admitad&cl_uid=c1&x=2');
    const client = { page: vi.fn(), track: vi.fn(), identify: vi.fn(), group: vi.fn(), reset: vi.fn() };
    startDeferredAnalytics(client);
    expect(storedMarketingParams()).toEqual({ utm_source: 'admitad', cl_uid: 'c1' });
    expect(localStorage.getItem(ARRIVAL_KEY)).toBeNull();
    expect(document.head.querySelector('script')?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-K9');
  });
});

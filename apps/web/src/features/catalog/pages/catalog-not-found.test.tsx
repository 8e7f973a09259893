import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi, studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  serveApi({});
  // The catalog's own requests go unanswered here: only the address matters.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('the catalog’s product type in the address (spec 2 §2: numeric)', () => {
  it.each(['/catalog/abc', '/catalog/12abc', '/catalog/0', '/catalog/-3'])(
    '%s is not found (issue 8)',
    async (path) => {
      const { router } = await renderAppRoute(path, { user: studentUser() });
      expect(router.state.location.pathname).toBe('/not-found');
    },
  );

  it.each(['/catalog', '/catalog/12'])('%s is the catalog', async (path) => {
    const { router } = await renderAppRoute(path, { user: studentUser() });
    expect(router.state.location.pathname).toBe(path);
  });
});

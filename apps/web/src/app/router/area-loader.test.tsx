import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createMemoryHistory, Outlet } from '@tanstack/react-router';
import type { User } from '@school/contract';
import { studentUser } from '../../shared/cart/test-cart';
import { setAppSettings } from '../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../shared/flags/test-flags';
import { sessionStore } from '../../shared/session/session-store';
import { renderRouter, testQueryClient } from '../../test/render';
import { areaRoutesLoaded, knowsPath } from './area-loader';
import { rootRoute } from './page-route';
import { createAppRouter } from './router';

const admin: User = { ...studentUser(), role: 'MAIN_MANAGER_ROLE', student: null };

/** The app's router at `path`, its areas not loaded yet (this file never imports area-routes.ts itself). */
function open(path: string) {
  rootRoute.update({ component: Outlet });
  return renderRouter(createAppRouter(createMemoryHistory({ initialEntries: [path] })), testQueryClient());
}

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(Response.json({}, { status: 404 })));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.setUser(null);
});

// Issue 8: the sign-in and student first visits carry neither the staff, tutor and manager routes
// nor their chunks' lists; the areas join the route table when an address needs them.
describe('the route table of the staff, tutor and manager areas', () => {
  it('is not in the first route table, which still knows the student pages', () => {
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
    expect(areaRoutesLoaded()).toBe(false);
    expect(knowsPath(router, '/home')).toBe(true);
    expect(knowsPath(router, '/staff/audit')).toBe(false);
  });

  it('loads for a deep link into the console, which then opens with its own guard', async () => {
    sessionStore.setUser(admin);
    const { router } = await open('/staff/audit');
    await waitFor(() => expect(router.state.matches.at(-1)?.staticData.name).toBe('StaffAudit'));
    expect(router.state.location.pathname).toBe('/staff/audit');
    expect(areaRoutesLoaded()).toBe(true);
  });

  it('keeps a student out of the console as before: the not-found page', async () => {
    sessionStore.setUser(studentUser());
    const { router } = await open('/staff/audit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it('still sends an address no area knows to the not-found page', async () => {
    sessionStore.setUser(admin);
    const { router } = await open('/no-such-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { studentUser } from '../../shared/cart/test-cart';
import { setAppSettings } from '../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../shared/flags/test-flags';
import { sessionStore } from '../../shared/session/session-store';
import { renderAppRoute } from '../../test/render-route';

// The home page's chunk cannot be loaded (a deploy replaced it) — and the one reload already happened.
vi.mock('../../features/home/pages/home-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/home-page-1a2b.js');
});

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  window.history.replaceState(null, '', '/home?chunk-load-retry=true');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.setUser(null);
  window.history.replaceState(null, '', '/');
});

describe('a page that cannot load after the one chunk reload (spec 1 §2)', () => {
  it('shows the product’s error page, not the router’s English "Something went wrong!"', async () => {
    await renderAppRoute('/home?chunk-load-retry=true', { user: studentUser() });
    expect(await screen.findByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Попробовать снова' })).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show Error/ })).not.toBeInTheDocument();
  });
});

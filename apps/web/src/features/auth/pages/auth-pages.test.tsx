import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { User } from '@school/contract';
import { browserLocation } from '../../../shared/lib/browser-location';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';

const student: User = {
  id: 1,
  role: 'STUDENT_ROLE',
  firstName: 'Аня',
  lastName: 'Ким',
  email: 'a@example.com',
  avatar: null,
  student: null,
};

beforeEach(() => sessionStore.setUser(null));
afterEach(() => vi.restoreAllMocks());

describe('Authorization page (spec 1 §2 /login)', () => {
  it('sends a signed-in user home by role', async () => {
    sessionStore.setUser({ ...student, role: 'TUTOR_ROLE' });
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    const { router } = await renderAppRoute('/login?redirect=%2Fsecret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a guest to the identity login that will come back to the redirect', async () => {
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    await renderAppRoute('/login?redirect=%2Fhome%3Ftab%3D2');
    expect(screen.getByText('Переходим на страницу входа…')).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledOnce());
    const target = new URL(replace.mock.calls[0]![0], window.location.origin);
    expect(target.pathname).toBe('/id/login');
    expect(target.searchParams.get('client_id')).toBe('web');
    const back = new URL(target.searchParams.get('client_redirect')!);
    expect(back.pathname).toBe('/oauth-callback');
    expect(back.searchParams.get('redirect')).toBe('/home?tab=2');
    expect(screen.getByRole('link', { name: 'Перейти ко входу' })).toHaveAttribute('href', replace.mock.calls[0]![0]);
  });

  it('never follows a redirect to another site', async () => {
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    await renderAppRoute('/login?redirect=%2F%2Fevil.example');
    await waitFor(() => expect(replace).toHaveBeenCalledOnce());
    const back = new URL(
      new URL(replace.mock.calls[0]![0], window.location.origin).searchParams.get('client_redirect')!,
    );
    expect(back.searchParams.get('redirect')).toBe('/');
  });
});

describe('OAuth callback page', () => {
  it('goes on to the redirect once the session start has signed the user in', async () => {
    sessionStore.setUser(student);
    const { router } = await renderAppRoute('/oauth-callback?redirect=%2Fhome%3Ftab%3D2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.searchStr).toBe('?tab=2');
  });

  it("says 'Не удалось войти' with a way to try again when the code did not work", async () => {
    await renderAppRoute('/oauth-callback?redirect=%2Fhome');
    expect(screen.getByText('Не удалось войти')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Попробовать снова' }).getAttribute('href')).toMatch(
      /^\/id\/login\?client_id=web&/,
    );
  });
});

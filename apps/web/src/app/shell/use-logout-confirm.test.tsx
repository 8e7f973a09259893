import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../test/render';
import { useLogoutConfirm } from './use-logout-confirm';

const { logout } = vi.hoisted(() => ({ logout: vi.fn<() => Promise<void>>() }));
vi.mock('../../shared/session/session', () => ({ logout }));

function Trigger() {
  return <button onClick={useLogoutConfirm()}>open</button>;
}

async function openDialog() {
  const view = await renderWithRouter(<Trigger />, { path: '/home' });
  const clear = vi.spyOn(view.queryClient, 'clear');
  await userEvent.click(screen.getByRole('button', { name: 'open' }));
  expect(await screen.findByText('Выйти из аккаунта?')).toBeInTheDocument();
  return { ...view, clear };
}

describe('logout confirmation (spec 3 §2, spec 1 §4)', () => {
  beforeEach(() => {
    logout.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('"Выйти" logs out, clears the cache and goes to Authorization', async () => {
    logout.mockResolvedValue();
    const { router, clear } = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(logout).toHaveBeenCalledOnce();
    expect(clear).toHaveBeenCalledOnce();
  });

  it('"Выйти" still clears and navigates when the logout call fails', async () => {
    logout.mockRejectedValue(new Error('network down'));
    const { router, clear } = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(clear).toHaveBeenCalledOnce();
  });

  it('"Остаться" closes the dialog and does nothing else', async () => {
    const { router, clear } = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByText('Выйти из аккаунта?')).not.toBeInTheDocument());
    expect(logout).not.toHaveBeenCalled();
    expect(clear).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/home');
  });
});

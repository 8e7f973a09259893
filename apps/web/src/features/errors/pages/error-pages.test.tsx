import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithRouter } from '../../../test/render';
import { NotFoundPage, ServerNotRespondingPage } from './error-pages';

describe('error pages (spec 1 §2)', () => {
  it('the 404 page explains itself and leads home', async () => {
    await renderWithRouter(<NotFoundPage />, { path: '/not-found' });
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    // Opened directly, there is no page to go back to.
    expect(screen.queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument();
  });

  it('offers going back once there is somewhere to go back to', async () => {
    const { router } = await renderWithRouter(<NotFoundPage />, { path: '/home' });
    await router.navigate({ to: '/not-found' });
    expect(await screen.findByRole('button', { name: 'Назад' })).toBeInTheDocument();
  });

  it('the server-not-responding page offers a retry', async () => {
    await renderWithRouter(<ServerNotRespondingPage />, { path: '/server-not-responding' });
    expect(screen.getByRole('heading', { level: 1, name: 'Сервер не отвечает' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Попробовать снова' })).toBeInTheDocument();
  });
});

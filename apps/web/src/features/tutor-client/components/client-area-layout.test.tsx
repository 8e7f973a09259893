import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../../test/render';
import { ClientAreaLayout } from './client-area-layout';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/v2/core/class-types/')
        return json([{ id: 1, title: 'Математика', color: { base: '#7048e8', toxic: '#9775fa' }, class_years: [11] }]);
      if (url.pathname === '/api/tutor/clients/7/')
        return json({
          id: 7,
          student: {
            id: 9,
            first_name: 'Алиса',
            last_name: 'Смирнова',
            email: 'a@example.com',
            phone: null,
            avatar: null,
          },
          class_type_id: 1,
          class_year: 11,
          since: '2024-09-01',
          status: 'active',
          lessons_per_week: 2,
          notes: '',
          registration_date: '2024-01-10T10:00:00Z',
        });
      return json(
        { type: 'client_error', errors: [{ attr: null, detail: 'Клиент не найден.', code: 'not_found' }] },
        404,
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ClientAreaLayout', () => {
  it("shows the client's name, subject and status, the way back and the tabs as links", async () => {
    await renderWithRouter(
      <ClientAreaLayout clientId={7} tab="lectures" current="routes.clientLectureAssign">
        <p>страница</p>
      </ClientAreaLayout>,
      { path: '/clients/7/lecture/assign' },
    );
    expect(await screen.findByRole('heading', { name: 'Смирнова Алиса', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Математика')).toBeInTheDocument();
    expect(screen.getByText('Занимается')).toBeInTheDocument();
    // The breadcrumbs come first (their name is the shell's text, loaded with the app's shell).
    const crumbs = screen.getAllByRole('navigation')[0]!;
    expect(within(crumbs).getByRole('link', { name: 'Мои ученики' })).toHaveAttribute('href', '/clients');
    expect(within(crumbs).getByRole('link', { name: 'Смирнова Алиса' })).toHaveAttribute('href', '/clients/7');
    const tabs = screen.getByRole('navigation', { name: 'Разделы ученика' });
    expect(within(tabs).getByRole('link', { name: 'Обзор' })).toHaveAttribute('href', '/clients/7');
    expect(within(tabs).getByRole('link', { name: 'Домашние задания' })).toHaveAttribute(
      'href',
      '/clients/7/personal-works',
    );
    expect(within(tabs).getByRole('link', { name: 'Лекции' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('страница')).toBeInTheDocument();
  });

  it("answers another tutor's client like a missing one, without the page", async () => {
    await renderWithRouter(
      <ClientAreaLayout clientId={8} tab="overview">
        <p>страница</p>
      </ClientAreaLayout>,
      { path: '/clients/8' },
    );
    expect(await screen.findByText('Такого ученика у вас нет.')).toBeInTheDocument();
    expect(screen.queryByText('страница')).not.toBeInTheDocument();
  });
});

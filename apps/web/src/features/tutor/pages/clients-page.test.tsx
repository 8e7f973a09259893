import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../test/render';
import { emulatePhone } from '../../../test/phone';
import { ClientsPage } from './clients-page';

const CLASS_TYPES = [
  { id: 1, title: 'Математика', color: { base: '#7048e8', toxic: '#9775fa' }, class_years: [9, 10, 11] },
];

const client = (id: number, lastName: string, status = 'active') => ({
  id,
  student: {
    id: 100 + id,
    first_name: 'Имя',
    last_name: lastName,
    email: `s${id}@example.com`,
    phone: null,
    avatar: null,
  },
  class_type_id: 1,
  class_year: 11,
  since: '2024-09-01',
  status,
  lessons_per_week: 2,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let clientsAnswer: () => Response;
const requests: URL[] = [];

beforeEach(() => {
  requests.length = 0;
  clientsAnswer = () => json({ count: 2, results: [client(1, 'Козлов'), client(2, 'Соколов', 'paused')] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      requests.push(url);
      if (url.pathname === '/api/v2/core/class-types/') return json(CLASS_TYPES);
      if (url.pathname === '/api/tutor/clients/') return clientsAnswer();
      if (url.pathname === '/api/tutor/clients/2/')
        return json({
          ...client(2, 'Соколов', 'paused'),
          notes: 'Пауза до каникул.',
          registration_date: '2024-01-10T10:00:00Z',
        });
      return json({ type: 'client_error', errors: [{ attr: null, detail: 'Not found.', code: 'not_found' }] }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const clientRequests = () => requests.filter((url) => url.pathname === '/api/tutor/clients/');

describe('ClientsPage', () => {
  it('lists the clients with their subject, class year and status', async () => {
    await renderWithRouter(<ClientsPage />, { path: '/clients' });
    const row = (await screen.findByText('Козлов Имя')).closest('tr')!;
    expect(within(row).getByText('11 класс')).toBeInTheDocument();
    expect(within(row).getByText('Занимается')).toBeInTheDocument();
    expect(await within(row).findByText('Математика')).toBeInTheDocument();
    expect(screen.getByText('Всего: 2')).toBeInTheDocument();
    expect(clientRequests()[0]!.search).toBe('?limit=20&offset=0');
  });

  it('searches after the typing stops and filters by status', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<ClientsPage />, { path: '/clients' });
    await screen.findByText('Козлов Имя');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск учеников' }), 'Сок');
    await waitFor(() => expect(clientRequests().at(-1)!.searchParams.get('search')).toBe('Сок'));
    // One request for the whole word, not one per letter.
    expect(clientRequests().filter((url) => url.searchParams.has('search'))).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'На паузе' }));
    await waitFor(() => expect(clientRequests().at(-1)!.searchParams.get('status')).toBe('paused'));
  });

  it('shows an empty state', async () => {
    clientsAnswer = () => json({ count: 0, results: [] });
    await renderWithRouter(<ClientsPage />, { path: '/clients' });
    expect(await screen.findByText('Учеников пока нет')).toBeInTheDocument();
  });

  it('says the load failed and tries again on request', async () => {
    clientsAnswer = () => json({ type: 'server_error', errors: [{ attr: null, detail: 'x', code: 'error' }] }, 500);
    const user = userEvent.setup();
    await renderWithRouter(<ClientsPage />, { path: '/clients' });
    expect(await screen.findByText('Не удалось загрузить клиентов')).toBeInTheDocument();
    clientsAnswer = () => json({ count: 1, results: [client(1, 'Козлов')] });
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Козлов Имя')).toBeInTheDocument();
  });

  it('opens the client area from a row and from the name link', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithRouter(<ClientsPage />, { path: '/clients' });
    const link = await screen.findByRole('link', { name: 'Соколов Имя' });
    expect(link).toHaveAttribute('href', '/clients/2');
    await user.click(screen.getByText('s1@example.com'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/1'));
  });

  it('shows cards instead of a table on a phone', async () => {
    const phone = emulatePhone();
    await renderWithRouter(<ClientsPage />, { path: '/clients' });
    const cards = await screen.findByRole('list', { name: 'Мои ученики' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(cards).getAllByRole('listitem')[1]!;
    expect(card).toHaveTextContent('s2@example.com');
    expect(within(card).getByText('На паузе')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Соколов Имя' })).toHaveAttribute('href', '/clients/2');
    phone.mockRestore();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@school/contract';
import { sessionStore } from '../../../shared/session/session-store';
import { emulatePhone } from '../../../test/phone';
import { renderAppRoute } from '../../../test/render-route';

const customer = (id: number, role: 'student' | 'tutor', fullName: string) => ({
  id,
  role,
  full_name: fullName,
  email: `c${id}@example.com`,
  phone: '79161234567',
  registration_date: '2024-09-01T10:00:00Z',
  active_tutors: role === 'student' ? 2 : null,
  active_clients: role === 'tutor' ? 7 : null,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const manager: User = {
  id: 7,
  role: 'MANAGER_CS',
  firstName: 'Ольга',
  lastName: 'Менеджерова',
  email: 'manager@example.com',
  avatar: null,
  student: null,
};

let answer: (url: URL) => Response;
const requests: URL[] = [];

beforeEach(() => {
  sessionStore.setUser(manager);
  requests.length = 0;
  answer = (url) =>
    url.searchParams.get('role') === 'tutor'
      ? json({ count: 1, results: [customer(3, 'tutor', 'Репетиторова Вера')] })
      : json({ count: 1, results: [customer(1, 'student', 'Смирнова Алиса')] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      requests.push(url);
      return answer(url);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('CustomersPage', () => {
  it('lists students by default with their active tutors', async () => {
    await renderAppRoute('/customers');
    const row = (await screen.findByText('Смирнова Алиса')).closest('tr')!;
    expect(within(row).getByText('+7 916 123-45-67')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('Репетиторов сейчас')).toBeInTheDocument();
    expect(requests[0]!.search).toBe('?role=student&limit=20&offset=0');
  });

  it('opens a student on their slots and a tutor on theirs (issue 12)', async () => {
    await renderAppRoute('/customers');
    expect(await screen.findByRole('link', { name: 'Смирнова Алиса' })).toHaveAttribute(
      'href',
      '/customers/1/client-slots',
    );
  });

  it('opens a tutor on their slots and bookings', async () => {
    await renderAppRoute('/customers?role=tutor');
    expect(await screen.findByRole('link', { name: 'Репетиторова Вера' })).toHaveAttribute(
      'href',
      '/customers/3/tutor-slots',
    );
  });

  it('shows cards instead of a table on a phone', async () => {
    const phone = emulatePhone();
    await renderAppRoute('/customers');
    const cards = await screen.findByRole('list', { name: 'Клиенты' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(cards).getByRole('listitem');
    expect(within(card).getByText('Смирнова Алиса')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'c1@example.com' })).toHaveAttribute('href', 'mailto:c1@example.com');
    expect(within(card).getByText('Репетиторов сейчас').nextSibling).toHaveTextContent('2');
    phone.mockRestore();
  });

  it('reads the role from the URL', async () => {
    await renderAppRoute('/customers?role=tutor');
    expect(await screen.findByText('Репетиторова Вера')).toBeInTheDocument();
    expect(screen.getByText('Учеников сейчас')).toBeInTheDocument();
  });

  it('writes the chosen role to the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderAppRoute('/customers');
    await screen.findByText('Смирнова Алиса');
    await user.click(screen.getByRole('radio', { name: 'Репетиторы' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ role: 'tutor' }));
    expect(await screen.findByText('Репетиторова Вера')).toBeInTheDocument();
  });

  it('searches after the typing stops', async () => {
    const user = userEvent.setup();
    await renderAppRoute('/customers');
    await screen.findByText('Смирнова Алиса');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск клиентов' }), 'алиса');
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('search')).toBe('алиса'));
    expect(requests.filter((url) => url.searchParams.has('search'))).toHaveLength(1);
  });

  it('says nothing was found', async () => {
    answer = () => json({ count: 0, results: [] });
    await renderAppRoute('/customers');
    expect(await screen.findByText('Учеников пока нет')).toBeInTheDocument();
  });

  it('says the load failed and retries', async () => {
    answer = () => json({ type: 'server_error', errors: [{ attr: null, detail: 'x', code: 'error' }] }, 500);
    const user = userEvent.setup();
    await renderAppRoute('/customers');
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить клиентов');
    answer = () => json({ count: 1, results: [customer(1, 'student', 'Смирнова Алиса')] });
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Смирнова Алиса')).toBeInTheDocument();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { User } from '@school/contract';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { renderWithRouter } from '../../../test/render';
import { ProductsOfMonth } from './products-of-month';

let flagValue: unknown = true;
vi.mock('../../../shared/flags/use-flag', () => ({ useFlag: () => flagValue, useFlagsReady: () => true }));

const student: User = {
  id: 7,
  role: 'STUDENT_ROLE',
  firstName: 'Анна',
  lastName: 'Смирнова',
  email: 'student@example.com',
  avatar: null,
  student: {
    registrationDate: '2024-09-01',
    phone: null,
    levelTitle: 'Новичок',
    exp: 0,
    acceptedPersonalData: true,
    acceptedApartmentLottery: false,
    isNew: false,
  },
};

const product = (id: number, title: string) => ({
  id,
  full_title: title,
  avatar: null,
  teacher: { avatar: null, full_name: 'Иван Петров' },
  product_type: { id: id * 10, title, course_type: { sys_course_type: { title: 'Мастер-группа' } } },
});

const json = (body: unknown, status = 200) => Response.json(body, { status });
let menuAnswer: (date: string) => Response;
let requests: { method: string; url: URL; body?: unknown }[];
const menuDates = () =>
  requests.filter(({ url }) => url.pathname === '/api/products/menu/').map(({ url }) => url.searchParams.get('dates'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-15T12:00:00+03:00'));
  setAppSettings(TEST_SETTINGS);
  sessionStore.setUser(student);
  flagValue = true;
  requests = [];
  vi.spyOn(notifications, 'show').mockImplementation(() => '');
  menuAnswer = (date) =>
    json([
      {
        date,
        products_purchased: [product(1, 'Математика'), product(2, 'Физика'), product(3, 'Химия')],
        products_renewal: [product(4, 'Биология'), product(5, 'История')],
        umits_goal: { class_year_id: 11, goals: [{ title: 'Информатика', class_type_id: 4 }] },
      },
    ]);
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname === '/api/products/menu/') return menuAnswer(url.searchParams.get('dates')!);
    if (url.pathname === '/api/cart/' && method === 'POST') return json({ items: [], bundles: [], count: 1 }, 201);
    return new Response(null, { status: 404 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.setUser(null);
});

const renderBlock = () => renderWithRouter(<ProductsOfMonth onNavigate={() => undefined} />, { path: '/home' });

describe('products-of-month block (spec 3 §2)', () => {
  it('goes back 5 months and forward 6, and returns to the current month', async () => {
    const user = userEvent.setup();
    await renderBlock();
    expect(await screen.findByText('Март 2025')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Предыдущий месяц' });
    for (let step = 0; step < 5; step += 1) await user.click(previous);
    expect(screen.getByText('Октябрь 2024')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'К текущему месяцу' }));
    expect(screen.getByText('Март 2025')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'К текущему месяцу' })).not.toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Следующий месяц' });
    for (let step = 0; step < 6; step += 1) await user.click(next);
    expect(screen.getByText('Сентябрь 2025')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await waitFor(() => expect(menuDates()).toContain('2025-09-01'));
    expect(menuDates().slice(0, 6)).toEqual([
      '2025-03-01',
      '2025-02-01',
      '2025-01-01',
      '2024-12-01',
      '2024-11-01',
      '2024-10-01',
    ]);
  });

  it("shows 3 entries until 'ещё N', purchased ones linking to their lessons", async () => {
    const user = userEvent.setup();
    await renderBlock();
    const block = await screen.findByRole('region', { name: 'Курсы месяца' });
    expect(await within(block).findByRole('link', { name: /Математика/ })).toHaveAttribute('href', '/lessons/10');
    expect(within(block).getByText('Химия')).toBeInTheDocument();
    expect(within(block).queryByText('Биология')).not.toBeInTheDocument();
    await user.click(within(block).getByRole('button', { name: 'ещё 2' }));
    expect(within(block).getByText('Биология')).toBeInTheDocument();
    expect(within(block).getByText('История')).toBeInTheDocument();
    expect(within(block).queryByRole('button', { name: /^ещё/ })).not.toBeInTheDocument();
  });

  it('adds a locked renewal entry to the cart on click', async () => {
    const user = userEvent.setup();
    await renderBlock();
    await user.click(await screen.findByRole('button', { name: 'ещё 2' }));
    await user.click(screen.getByRole('button', { name: 'Биология: продлить, добавить в корзину' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({ product: 4, replace: false });
  });

  it('sends a goal card to the catalog on the next month with the class year and class type', async () => {
    await renderBlock();
    const goal = await screen.findByRole('link', { name: 'Добавить предмет «Информатика»: открыть каталог' });
    const href = new URL(goal.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/catalog');
    expect(Object.fromEntries(href.searchParams)).toEqual({ classType: '4', classYear: '11', month: '2025-04-01' });
  });

  it('says when the month has no courses', async () => {
    menuAnswer = (date) => json([{ date, products_purchased: [], products_renewal: [], umits_goal: null }]);
    await renderBlock();
    expect(await screen.findByText('В этом месяце нет курсов')).toBeInTheDocument();
  });

  it('says it failed to display when the menu does not load', async () => {
    menuAnswer = () => json({ type: 'server_error', errors: [{ attr: null, detail: 'boom', code: 'error' }] }, 500);
    await renderBlock();
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось показать, попробуй перезагрузить страницу');
  });

  it('shows a link to the lessons section instead when student-menu-purchases is off', async () => {
    flagValue = false;
    await renderBlock();
    expect(screen.getByRole('link', { name: 'Мои уроки' })).toHaveAttribute('href', '/lessons');
    expect(screen.queryByRole('region', { name: 'Курсы месяца' })).not.toBeInTheDocument();
    expect(menuDates()).toEqual([]);
  });

  it('is not shown to other roles', async () => {
    sessionStore.setUser({ ...student, role: 'TUTOR_ROLE', student: null });
    await renderBlock();
    expect(screen.queryByRole('region', { name: 'Курсы месяца' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Мои уроки' })).not.toBeInTheDocument();
    expect(menuDates()).toEqual([]);
  });
});

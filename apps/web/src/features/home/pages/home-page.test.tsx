import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snakeKeys, type Banner, type StudentBalance, type User } from '@school/contract';
import { moderatedLesson } from '../../../shared/chat-moderation/test-moderation';
import { FlagsProvider } from '../../../shared/flags/flags-provider';
import { serveFlags } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { renderWithRouter } from '../../../test/render';
import { HomePage } from './home-page';

const page = (
  <FlagsProvider>
    <HomePage />
  </FlagsProvider>
);

const student: User = {
  id: 1,
  role: 'STUDENT_ROLE',
  firstName: 'Аня',
  lastName: 'Петрова',
  email: 'student@example.com',
  avatar: null,
  student: {
    registrationDate: '2025-01-01',
    phone: null,
    levelTitle: 'Отличник',
    exp: 1840,
    acceptedPersonalData: true,
    acceptedApartmentLottery: false,
    isNew: false,
  },
};
const balance: StudentBalance = {
  balance: { exp: 1840, umcoins: 320, medals: 7, keys: 3, bonuses: 0 },
  limits: { umcoins: null, medals: null, keys: null, exp: null, strike: null },
};
const banner: Banner = {
  id: 5,
  title: 'Пробный экзамен',
  text: 'Проверь себя',
  link: '/home',
  linkText: 'Подробнее',
  color: 'violet',
};

/** An amount as a screen reader hears it: the hidden currency name, then the number. */
const amount = (text: RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && text.test(element.textContent ?? '');

let requests: { url: string; method: string; body: unknown }[] = [];

const PENDING = Symbol('never answers');

function serve(routes: Record<string, unknown>) {
  requests = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    requests.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    const path = url.replace(/\?.*/, '');
    if (routes[path] === PENDING) return new Promise<Response>(() => undefined);
    return path in routes ? Response.json(routes[path]) : new Response(null, { status: 404 });
  });
}

describe('home page (spec 1 §2)', () => {
  beforeEach(async () => {
    await serveFlags({ 'home-greeting': { defaultValue: 'default' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.setUser(null);
  });

  it('greets a student and shows the balance bar, today’s lessons and the banners', async () => {
    sessionStore.setUser(student);
    serve({
      '/api/v2/students/student-balance/': balance,
      '/api/core/banner/': [banner],
      '/api/core/banner/close/': { ok: true },
      '/api/lessons/today/': [],
    });
    await renderWithRouter(page, { path: '/home' });
    expect(screen.getByRole('heading', { name: 'Привет, Аня!' })).toBeInTheDocument();
    expect(await screen.findByText('Сегодня уроков нет')).toBeInTheDocument();
    expect(await screen.findByText(amount(/^Опыт: 1\s840$/))).toBeInTheDocument();
    expect(screen.getByText(amount(/^Умкоины: 320$/))).toBeInTheDocument();
    expect(screen.getByText(amount(/^Медали: 7$/))).toBeInTheDocument();
    expect(screen.getByText(amount(/^Ключи: 3$/))).toBeInTheDocument();
    expect(await screen.findByText('Пробный экзамен')).toBeInTheDocument();
  });

  it('leads from a banner to its page, never to the page it is on (issue 8)', async () => {
    sessionStore.setUser(student);
    serve({
      '/api/v2/students/student-balance/': balance,
      '/api/core/banner/': [banner, { ...banner, id: 6, title: 'Расписание недели', link: '/schedule/week' }],
    });
    await renderWithRouter(page, { path: '/home' });
    const toHome = (await screen.findByText('Пробный экзамен')).closest('article')!;
    expect(within(toHome).queryByRole('link')).not.toBeInTheDocument();
    const toSchedule = screen.getByText('Расписание недели').closest('article')!;
    expect(within(toSchedule).getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', '/schedule/week');
  });

  it('removes a closed banner before the server answers and tells the server', async () => {
    sessionStore.setUser(student);
    serve({
      '/api/v2/students/student-balance/': balance,
      '/api/core/banner/': [banner],
      '/api/core/banner/close/': PENDING,
    });
    await renderWithRouter(page, { path: '/home' });
    await userEvent.click(await screen.findByRole('button', { name: 'Закрыть баннер' }));
    await waitFor(() => expect(screen.queryByText('Пробный экзамен')).not.toBeInTheDocument());
    expect(requests).toContainEqual({ url: '/api/core/banner/close/', method: 'POST', body: { id: 5 } });
  });

  it('welcomes other staff with their role name', async () => {
    sessionStore.setUser({ ...student, role: 'SUPPORT_MANAGER', firstName: 'Олег', student: null });
    serve({});
    await renderWithRouter(page, { path: '/home' });
    expect(await screen.findByRole('heading', { name: 'Здравствуйте, Олег!' })).toBeInTheDocument();
    expect(screen.getByText(/^Вы вошли как: /)).toBeInTheDocument();
    expect(screen.getByText('Разделы для вашей роли появятся здесь, когда будут готовы.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('gives a chat moderator the lessons on air and the open reports, each a card to its page (issue 11)', async () => {
    sessionStore.setUser({ ...student, role: 'CHAT_MODERATOR', firstName: 'Олег', student: null });
    serve({
      '/api/v2/chat/moderation/lessons/': [
        snakeKeys(moderatedLesson()),
        snakeKeys(moderatedLesson({ id: 42, title: 'Электрохимия', isLive: false })),
      ],
      '/api/v2/chat/reports/': { count: 5, results: [] },
    });
    await renderWithRouter(page, { path: '/home' });
    expect(await screen.findByText('Вы вошли как: Модератор чата')).toBeInTheDocument();
    expect(screen.queryByText('Разделы для вашей роли появятся здесь, когда будут готовы.')).not.toBeInTheDocument();
    const lessons = screen.getByRole('link', { name: /Модерация/ });
    expect(lessons).toHaveAttribute('href', '/moderation');
    expect(await within(lessons).findByText('В эфире: 1')).toBeInTheDocument();
    const reports = screen.getByRole('link', { name: /Жалобы на сообщения/ });
    expect(reports).toHaveAttribute('href', '/moderation/reports');
    expect(await within(reports).findByText('Открытых жалоб: 5')).toBeInTheDocument();
    const live = screen.getByRole('region', { name: 'Сейчас в эфире' });
    expect(within(live).getByRole('link', { name: 'Производная: разбор пробника' })).toHaveAttribute(
      'href',
      '/lesson/41',
    );
    expect(within(live).queryByText('Электрохимия')).not.toBeInTheDocument();
    expect(requests.map((request) => request.url)).toContain('/api/v2/chat/reports/?status=OPEN&limit=1&offset=0');
  });

  it('tells a moderator when no lesson is on air', async () => {
    sessionStore.setUser({ ...student, role: 'HEAD_MODERATOR', firstName: 'Олег', student: null });
    serve({ '/api/v2/chat/moderation/lessons/': [], '/api/v2/chat/reports/': { count: 0, results: [] } });
    await renderWithRouter(page, { path: '/home' });
    expect(await screen.findByText('Сейчас ни один урок не идёт в эфире.')).toBeInTheDocument();
    expect(await screen.findByText('В эфире: 0')).toBeInTheDocument();
  });

  it('leads a curator to the checking queue in one tap, with the number of works waiting (issue 10)', async () => {
    sessionStore.setUser({ ...student, role: 'CURATOR_ROLE', firstName: 'Олег', student: null });
    serve({ '/api/v2/homework/checking/': { count: 3, results: [] } });
    await renderWithRouter(page, { path: '/home' });
    expect(await screen.findByText('Вы вошли как: Куратор')).toBeInTheDocument();
    const card = screen.getByRole('link', { name: /Проверка домашек/ });
    expect(card).toHaveAttribute('href', '/checking');
    expect(await within(card).findByText('Ждут проверки: 3')).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toContain('/api/v2/homework/checking/?limit=1&offset=0');
    // A curator moderates the chats of their subjects too (issue 11).
    expect(screen.getByRole('link', { name: /Жалобы на сообщения/ })).toHaveAttribute('href', '/moderation/reports');
  });
});

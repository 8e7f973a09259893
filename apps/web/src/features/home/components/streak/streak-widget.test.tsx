import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlagsProvider } from '../../../../shared/flags/flags-provider';
import { serveFlags } from '../../../../shared/flags/test-flags';
import { renderWithRouter } from '../../../../test/render';
import { StudentHome } from '../student-home';
import { prefetchStudentHome } from '../../pages/home-page';
import { queryClient } from '../../../../shared/api/query-client';
import { sessionStore } from '../../../../shared/session/session-store';

const student = {
  id: 1,
  role: 'STUDENT_ROLE' as const,
  firstName: 'Аня',
  lastName: 'Петрова',
  email: 'student@example.com',
  avatar: null,
  student: null,
};

const week = (statuses: string[]) =>
  statuses.map((status, index) => ({ date: `2026-11-${String(23 + index).padStart(2, '0')}`, status }));

const strike = (changes: Record<string, unknown> = {}) => ({
  strike_days: 0,
  week_statuses: week([
    'not_earned',
    'not_earned',
    'not_earned',
    'in_progress',
    'not_earned',
    'not_earned',
    'not_earned',
  ]),
  next_reward: { umcoins: 10, medals: 0, strike_days: 3 },
  today_earned: false,
  today_progress: [
    { kind: 'lesson', done: 0, needed: 1 },
    { kind: 'homework_task', done: 0, needed: 5 },
    { kind: 'memory_card', done: 2, needed: 5 },
  ],
  freezes: 0,
  freeze_limit: 2,
  freeze_price: 30,
  time_zone: 'Europe/Moscow',
  ...changes,
});

let requests: { path: string; method: string }[];

/** The rest of the home page, answered empty. */
const HOME: Record<string, () => unknown> = {
  'GET /api/v2/students/student-balance/': () => ({
    balance: { exp: 0, umcoins: 40, medals: 0, keys: 0, bonuses: 0 },
    limits: { umcoins: null, medals: null, keys: null, exp: null, strike: null },
  }),
  'GET /api/core/banner/': () => [],
  'GET /api/lessons/today/': () => [],
};

function serve(streak: Record<string, () => unknown>) {
  const answers = { ...HOME, ...streak };
  requests = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/\?.*/, '');
    requests.push({ path, method: init.method ?? 'GET' });
    const answer = answers[`${init.method ?? 'GET'} ${path}`];
    return answer
      ? Response.json(answer(), { status: init.method === 'POST' ? 201 : 200 })
      : new Response(null, { status: 404 });
  });
}

const page = (
  <FlagsProvider>
    <StudentHome user={student} />
  </FlagsProvider>
);
const widget = () => screen.findByRole('region', { name: 'Серия дней' });

describe('the home streak widget (spec 1 §2)', () => {
  afterEach(() => vi.unstubAllGlobals());
  beforeEach(async () => {
    await serveFlags({ 'student-activity': { defaultValue: true } });
  });

  it("at zero asks to start today, shows the week from Monday and today's cards", async () => {
    serve({ 'GET /api/gamification/daily-strike/': () => strike() });
    await renderWithRouter(page, { path: '/home' });
    const region = await widget();
    expect(within(region).getByText('0 дней подряд')).toBeInTheDocument();
    expect(within(region).getByText(/^Начни серию сегодня/)).toBeInTheDocument();
    const days = within(region).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveAccessibleName('понедельник, 23 ноября: не засчитан');
    expect(days[3]).toHaveAccessibleName('четверг, 26 ноября: сегодня, ещё можно успеть');
    expect(within(region).getByText('Карточки сегодня: 2 из 5')).toBeInTheDocument();
    expect(within(region).getByText('Награда за 3 дня подряд')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Учить карточки' })).toHaveAttribute('href', '/progress');
  });

  it('once today is earned shows the progress message and a frozen day apart', async () => {
    serve({
      'GET /api/gamification/daily-strike/': () =>
        strike({
          strike_days: 3,
          today_earned: true,
          week_statuses: week(['earned', 'frozen', 'earned', 'earned', 'not_earned', 'not_earned', 'not_earned']),
        }),
    });
    await renderWithRouter(page, { path: '/home' });
    const region = await widget();
    expect(within(region).getByText('3 дня подряд')).toBeInTheDocument();
    expect(within(region).getByText(/^Сегодня день засчитан/)).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')[1]).toHaveAccessibleName('вторник, 24 ноября: сохранён заморозкой');
    expect(within(region).queryByRole('link', { name: 'Учить карточки' })).not.toBeInTheDocument();
  });

  it('the modal lists exactly the three ways to earn a day', async () => {
    serve({ 'GET /api/gamification/daily-strike/': () => strike() });
    await renderWithRouter(page, { path: '/home' });
    await userEvent.click(within(await widget()).getByRole('button', { name: 'Как работает серия' }));
    const modal = await screen.findByRole('dialog', { name: 'Серия дней' });
    expect(
      within(modal)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['посмотришь урок', 'решишь пять задач домашнего задания', 'выучишь пять карточек']);
  });

  it('buys a freeze and shows the count the server answers; at the limit the button is off', async () => {
    serve({
      'GET /api/gamification/daily-strike/': () => strike({ freezes: 1 }),
      'POST /api/gamification/daily-strike/freezes/': () => strike({ freezes: 2 }),
    });
    await renderWithRouter(page, { path: '/home' });
    const region = await widget();
    expect(within(region).getByText('Заморозки: 1 из 2')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Купить за 30 умкоинов' }));
    expect(await within(region).findByText('Заморозки: 2 из 2')).toBeInTheDocument();
    expect(requests).toContainEqual({ path: '/api/gamification/daily-strike/freezes/', method: 'POST' });
    expect(within(region).getByRole('button', { name: 'Купить за 30 умкоинов' })).toBeDisabled();
  });

  it('with the flag off asks nothing and shows nothing', async () => {
    await serveFlags({ 'student-activity': { defaultValue: false } });
    serve({ 'GET /api/gamification/daily-strike/': () => strike() });
    await renderWithRouter(page, { path: '/home' });
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/v2/students/student-balance/')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Серия дней' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.path)).not.toContain('/api/gamification/daily-strike/');
  });

  it('holds its place while the flags load, asking nothing until the flag is known', async () => {
    let answerFlags: (response: Response) => void = () => undefined;
    await serveFlags({}, () => new Promise<Response>((resolve) => (answerFlags = resolve)));
    serve({ 'GET /api/gamification/daily-strike/': () => strike() });
    const { container } = await renderWithRouter(page, { path: '/home' });
    const slot = container.querySelector('[data-flag-slot="student-activity"]');
    expect(slot?.querySelector('.mantine-Skeleton-root')).not.toBeNull();
    expect(requests.map((request) => request.path)).not.toContain('/api/gamification/daily-strike/');
    answerFlags(
      Response.json({
        status: 200,
        features: { 'student-activity': { defaultValue: true } },
        dateUpdated: '2025-01-02',
      }),
    );
    expect(await widget()).toBeInTheDocument();
  });

  it('the route asks for the streak as it loads only when the flag shows it', async () => {
    sessionStore.setUser(student);
    serve({ 'GET /api/gamification/daily-strike/': () => strike() });
    await prefetchStudentHome(queryClient);
    expect(requests.map((request) => request.path)).toContain('/api/gamification/daily-strike/');

    queryClient.clear();
    await serveFlags({ 'student-activity': { defaultValue: false } });
    serve({ 'GET /api/gamification/daily-strike/': () => strike() });
    await prefetchStudentHome(queryClient);
    expect(requests.map((request) => request.path)).not.toContain('/api/gamification/daily-strike/');
    sessionStore.setUser(null);
  });
});

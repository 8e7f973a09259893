import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderAppRoute } from '../../../test/render-route';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const LEVELS = [
  { level: 1, title: 'Новичок', threshold: 0 },
  { level: 2, title: 'Ученик', threshold: 300 },
  { level: 3, title: 'Знаток', threshold: 800 },
];
const nextLevel = {
  exp: 450,
  level: LEVELS[1],
  next: LEVELS[2],
  progress: 150,
  required: 500,
  levels: LEVELS,
};
const tasks = {
  date: '2026-11-26',
  tasks: [
    {
      code: 'watch_lesson',
      title: 'Посмотри урок до конца',
      target: 1,
      progress: 1,
      completed: true,
      reward: { currency: 'umcoins', amount: 10 },
    },
    {
      code: 'solve_tasks',
      title: 'Реши 5 задач домашнего задания',
      target: 5,
      progress: 2,
      completed: false,
      reward: { currency: 'umcoins', amount: 15 },
    },
  ],
};

let requests: string[];
let historyStatus: number;

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  requests = [];
  historyStatus = 200;
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    requests.push(url.pathname + url.search);
    if (url.pathname === '/api/students/next-level/') return json(nextLevel);
    if (url.pathname === '/api/gamification/individual-tasks/') return json(tasks);
    if (url.pathname === '/api/v2/students/exp-history/') {
      if (historyStatus !== 200) return json({ type: 'server_error', errors: [] }, historyStatus);
      const offset = Number(url.searchParams.get('offset'));
      const results = Array.from({ length: offset === 0 ? 10 : 2 }, (_, index) => ({
        id: 100 - offset - index,
        amount: index === 0 && offset === 0 ? -500 : 25,
        reason:
          index === 0 && offset === 0 ? 'Понижение уровня: месяц без занятий' : `Просмотр урока ${offset + index}`,
        code: 'lesson_viewed',
        created_at: '2026-11-20T10:00:00Z',
      }));
      return json({ count: 12, results });
    }
    return new Response(null, { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('/loyalty (spec 1 §2 student progress)', () => {
  it('shows the level, the progress to the next level and today’s tasks', async () => {
    await renderAppRoute('/loyalty', { user: studentUser() });
    expect(await screen.findByRole('heading', { name: 'Ученик' })).toBeInTheDocument();
    expect(screen.getByText('Уровень 2')).toBeInTheDocument();
    expect(screen.getByText('До уровня «Знаток» осталось 350 опыта')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Прогресс до следующего уровня' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    const solve = (await screen.findByText('Реши 5 задач домашнего задания')).closest('li')!;
    expect(within(solve).getByText('2 из 5')).toBeInTheDocument();
    const watch = screen.getByText('Посмотри урок до конца').closest('li')!;
    expect(within(watch).getByText('Выполнено')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Как получать награды' })).toHaveAttribute('href', '/loyalty/about');
  });

  it('lists the experience history newest first with a sign, and pages through it', async () => {
    const user = userEvent.setup();
    await renderAppRoute('/loyalty', { user: studentUser() });
    const drop = (await screen.findByText('Понижение уровня: месяц без занятий')).closest('li')!;
    expect(within(drop).getByText('−500')).toBeInTheDocument();
    expect(requests).toContain('/api/v2/students/exp-history/?limit=10&offset=0');
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(await screen.findByText('Просмотр урока 11')).toBeInTheDocument();
    expect(requests).toContain('/api/v2/students/exp-history/?limit=10&offset=10');
  });

  it('says when the history failed and tries again', async () => {
    historyStatus = 500;
    const user = userEvent.setup();
    await renderAppRoute('/loyalty', { user: studentUser() });
    expect(await screen.findByText('Не удалось загрузить историю опыта')).toBeInTheDocument();
    historyStatus = 200;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByText('Понижение уровня: месяц без занятий')).toBeInTheDocument());
  });

  it('is for students: a tutor is sent away', async () => {
    const { router } = await renderAppRoute('/loyalty', {
      user: { ...studentUser(), role: 'TUTOR_ROLE', student: null },
    });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/loyalty'));
    expect(requests.filter((r) => r.includes('next-level'))).toEqual([]);
  });
});

describe('/loyalty/about', () => {
  it('tells what each currency is for and how to earn it, and lists the levels', async () => {
    await renderAppRoute('/loyalty/about', { user: studentUser() });
    expect(await screen.findByRole('heading', { name: 'Программа наград', level: 1 })).toBeInTheDocument();
    for (const name of ['Опыт', 'Умкоины', 'Медали', 'Ключи', 'Бонусы']) {
      expect(screen.getByRole('heading', { name, level: 3 })).toBeInTheDocument();
    }
    expect(screen.getByText(/25 опыта за урок, просмотренный до конца/)).toBeInTheDocument();
    expect(await screen.findByText('Знаток — от 800 опыта')).toBeInTheDocument();
  });
});

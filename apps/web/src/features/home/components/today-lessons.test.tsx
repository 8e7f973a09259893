import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snakeKeys } from '@school/contract';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { makeLesson } from '../../../shared/lessons/test-lessons';
import { renderWithRouter } from '../../../test/render';
import { TodayLessons } from './today-lessons';

const json = (body: unknown, status = 200) => Response.json(body, { status });
let answer: () => Response | Promise<Response>;
let calls = 0;

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  calls = 0;
  vi.stubGlobal('fetch', async (input: string) => {
    if (input !== '/api/lessons/today/') return new Response(null, { status: 404 });
    calls += 1;
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("today's lessons on the student home", () => {
  it('shows skeletons while loading', async () => {
    answer = () => new Promise(() => undefined);
    await renderWithRouter(<TodayLessons />, { path: '/home' });
    expect(screen.getByRole('heading', { level: 2, name: 'Уроки сегодня' })).toBeInTheDocument();
    expect(document.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(0);
  });

  it('lists the lessons as cards with their subject and buttons', async () => {
    const start = new Date(Date.now() + 3 * 60_000).toISOString();
    answer = () =>
      json(
        snakeKeys([
          makeLesson({ id: 1, title: 'Логарифмы', startDatetime: start }),
          makeLesson({
            id: 2,
            title: 'Законы Ньютона',
            classType: { id: 3, title: 'Физика', color: { base: '#1c7ed6', toxic: '#4dabf7' } },
            startDatetime: new Date(Date.now() + 5 * 3600_000).toISOString(),
          }),
        ]),
      );
    await renderWithRouter(<TodayLessons />, { path: '/home' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Логарифмы' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Прямой эфир' })).toHaveAttribute('href', '/lesson/1');
    expect(screen.getByText('Физика')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Мы готовим вебинар' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Расписание' })).toHaveAttribute('href', '/schedule/month');
  });

  it('says there are no lessons today and links to the schedule', async () => {
    answer = () => json([]);
    await renderWithRouter(<TodayLessons />, { path: '/home' });
    expect(await screen.findByText('Сегодня уроков нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Расписание' })).toHaveAttribute('href', '/schedule/month');
  });

  it("says 'failed to load lessons' and tries again", async () => {
    answer = () => json({ type: 'server_error', errors: [{ attr: null, detail: 'x', code: 'error' }] }, 500);
    await renderWithRouter(<TodayLessons />, { path: '/home' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить уроки');
    answer = () => json([]);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Сегодня уроков нет')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});

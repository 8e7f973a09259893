import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { json } from '../../../test/responses';
import { renderAppRoute } from '../../../test/render-route';
import { listItem } from '../test-homework';

let listCalls: string[];
let failing: boolean;

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  listCalls = [];
  failing = false;
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v2/core/class-types/')
      return json([
        { id: 1, title: 'Математика' },
        { id: 2, title: 'Физика' },
      ]);
    if (url.pathname === '/api/v2/homework/') {
      listCalls.push(url.search);
      if (failing) return json({ type: 'server_error', errors: [] }, 500);
      if (url.searchParams.get('class_type') === '2') return json({ count: 0, results: [] });
      return json({
        count: 12,
        results: [
          listItem(),
          listItem({
            homeworkId: 6,
            title: 'Кинематика',
            status: 'CHECKED_BY_SITE',
            score: 9,
            tasksDone: 10,
            deadline: '2020-01-01T00:00:00Z',
          }),
        ],
      });
    }
    return new Response(null, { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('/homework/list (spec 2 §2, issue 10)', () => {
  it('asks for the filters and page of the URL and shows each homework', async () => {
    await renderAppRoute('/homework/list?subject=1&status=todo&deadline=week&page=2', { user: studentUser() });
    const first = (await screen.findByText('Квадратные уравнения')).closest('a')!;
    expect(listCalls).toEqual(['?class_type=1&status=todo&deadline=week&limit=10&offset=10']);
    expect(first).toHaveAttribute('href', '/homework/5');
    expect(within(first).getByText('Не сдано')).toBeInTheDocument();
    expect(within(first).getByText('3 из 10')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Задач со звёздочкой: 2' })).toBeInTheDocument();
    const checked = screen.getByText('Кинематика').closest('a')!;
    expect(checked).toHaveAttribute('href', '/homework/6/completed');
    expect(within(checked).getByText('9 из 12 б.')).toBeInTheDocument();
    expect(within(checked).getByText('Проверено сайтом')).toBeInTheDocument();
  });

  it('writes a changed filter into the URL and starts from the first page', async () => {
    const user = userEvent.setup();
    const { router } = await renderAppRoute('/homework/list?page=2', { user: studentUser() });
    await screen.findByText('Кинематика');
    await user.click(screen.getByRole('textbox', { name: 'Предмет' }));
    await user.click(await screen.findByRole('option', { name: 'Физика' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ subject: 2 }));
    expect(await screen.findByText('Домашек нет')).toBeInTheDocument();
    expect(listCalls.at(-1)).toBe('?class_type=2&limit=10&offset=0');
  });

  it('says when the list failed to load and tries again', async () => {
    failing = true;
    const user = userEvent.setup();
    await renderAppRoute('/homework/list', { user: studentUser() });
    expect(await screen.findByText('Не удалось загрузить домашние задания')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Кинематика')).toBeInTheDocument();
  });
});

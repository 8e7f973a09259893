import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@school/contract';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderAppRoute } from '../../../test/render-route';
import { json } from '../../../test/responses';
import { checkingSubjects, queueItem } from '../test-checking';
import { stubApi } from '../../../test/stub-api';

const curator: User = { ...studentUser(), id: 9, role: 'CURATOR_ROLE', firstName: 'Олег', student: null };
const QUEUE = 'GET /v2/homework/checking/';
const SUBJECTS = 'GET /v2/homework/checking/subjects/';
const queueRequests = (sent: { method: string; path: string; query: Record<string, string> }[]) =>
  sent.filter((request) => `${request.method} ${request.path}` === QUEUE).map((request) => request.query);

beforeEach(() => setAppSettings(TEST_SETTINGS));
afterEach(() => vi.unstubAllGlobals());

describe('/checking, the queue (issue 10)', () => {
  it('lists what waits with the filters of the URL, each row leading to its submission', async () => {
    const sent = stubApi({
      [SUBJECTS]: checkingSubjects,
      [QUEUE]: { count: 1, results: [queueItem({ status: 'RESENT' })] },
    });
    await renderAppRoute('/checking?subject=2', { user: curator });
    const row = (await screen.findByText('Аня Петрова')).closest('li')!;
    expect(within(row).getByText('Производная и её применение')).toBeInTheDocument();
    expect(within(row).getByText('2 задания на проверку')).toBeInTheDocument();
    expect(within(row).getByText('После доработки')).toBeInTheDocument();
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/checking/77?subject=2');
    expect(screen.getByText('Ждут проверки: 1')).toBeInTheDocument();
    expect(queueRequests(sent)).toEqual([{ class_type: '2', limit: '20', offset: '0' }]);
    expect(screen.getByRole('combobox', { name: 'Предмет' })).toHaveValue('2');
  });

  it('writes a chosen homework and its subject into the URL and asks for them', async () => {
    const sent = stubApi({ [SUBJECTS]: checkingSubjects, [QUEUE]: { count: 1, results: [queueItem()] } });
    const { router } = await renderAppRoute('/checking?page=2', { user: curator });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Домашнее задание' }), 'Кинематика (1)');
    await waitFor(() => expect(router.state.location.search).toEqual({ subject: 3, homework: 50 }));
    await waitFor(() =>
      expect(queueRequests(sent).at(-1)).toEqual({ class_type: '3', homework: '50', limit: '20', offset: '0' }),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Предмет' }), 'Все предметы');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('says all is checked when nothing waits, and offers the whole queue when the filters find nothing', async () => {
    stubApi({ [SUBJECTS]: [], [QUEUE]: { count: 0, results: [] } });
    await renderAppRoute('/checking', { user: curator });
    expect(await screen.findByText('Всё проверено')).toBeInTheDocument();
    vi.unstubAllGlobals();

    stubApi({ [SUBJECTS]: checkingSubjects, [QUEUE]: { count: 0, results: [] } });
    const { router } = await renderAppRoute('/checking?subject=3', { user: curator });
    expect(await screen.findByText('По этим фильтрам работ нет')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Показать все работы' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('shows a failed load with a retry that loads again', async () => {
    let fail = true;
    stubApi({
      [SUBJECTS]: checkingSubjects,
      [QUEUE]: () => (fail ? json({ type: 'server_error', errors: [] }, 500) : json({ count: 0, results: [] })),
    });
    await renderAppRoute('/checking', { user: curator });
    expect(await screen.findByText('Не удалось загрузить очередь')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Всё проверено')).toBeInTheDocument();
  });

  it('is for checkers: a student is sent away', async () => {
    stubApi({});
    const { router } = await renderAppRoute('/checking', { user: studentUser() });
    expect(router.state.location.pathname).not.toBe('/checking');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { snakeKeys, type User } from '@school/contract';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderAppRoute } from '../../../test/render-route';
import { json } from '../../../test/responses';
import { queueItem } from '../test-checking';
import { submissionDetail } from '../../../shared/homework-checking/test-checking';
import { errorResponse, stubApi, type Sent } from '../../../test/stub-api';

const curator: User = { ...studentUser(), id: 9, role: 'TEACHER_ROLE', firstName: 'Олег', student: null };
const DETAIL = 'GET /v2/homework/submissions/77/';
const CHECK = 'POST /v2/homework/checking/77/';
const QUEUE = 'GET /v2/homework/checking/';
const checks = (sent: Sent[]) => sent.filter((request) => `${request.method} ${request.path}` === CHECK);
const task = (number: number) => screen.getByRole('region', { name: `Задание ${number}` });

let shown: string[];
beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  shown = [];
  vi.spyOn(notifications, 'show').mockImplementation((notification) => {
    shown.push(String(notification.message));
    return '';
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/checking/{submissionId}, one submission (issue 10)', () => {
  it('shows the statements, the answers with photos and the site’s result, and bounds each criterion', async () => {
    stubApi({ [DETAIL]: submissionDetail() });
    await renderAppRoute('/checking/77', { user: curator });
    expect(await screen.findByRole('heading', { name: 'Производная и её применение', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Аня Петрова')).toBeInTheDocument();
    expect(within(task(1)).getByText('0,25')).toBeInTheDocument();
    expect(within(task(1)).getByText('Верно')).toBeInTheDocument();
    expect(within(task(2)).getByText('f′(x) = 2x')).toBeInTheDocument();
    expect(within(task(2)).getByText('Задание со звёздочкой')).toBeInTheDocument();

    await userEvent.click(within(task(2)).getByRole('button', { name: 'Открыть фото «решение.jpg» целиком' }));
    expect(await screen.findByRole('img', { name: 'решение.jpg' })).toHaveAttribute('src', '/uploads/photo-1.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));

    // Only the site's point so far; a criterion goes from 0 up to its maximum and no further.
    expect(screen.getByText('Итого: 1 из 6')).toBeInTheDocument();
    const more = within(task(2)).getByRole('button', { name: 'Добавить балл: Обоснование' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(more).toBeDisabled();
    expect(within(task(2)).getByRole('textbox', { name: /Обоснование/ })).toHaveValue('2');
    const answerPoints = within(task(2)).getByRole('textbox', { name: /Верный ответ/ });
    await userEvent.type(answerPoints, '7');
    expect(answerPoints).toHaveValue('');
    await userEvent.type(answerPoints, '1');
    expect(answerPoints).toHaveValue('1');
    expect(within(task(2)).getByText('За задание: 3 из 3')).toBeInTheDocument();
    expect(screen.getByText('Итого: 4 из 6')).toBeInTheDocument();
  });

  it('approves only with every criterion scored, then opens the next submission of the same filters', async () => {
    const sent = stubApi({
      [DETAIL]: submissionDetail(),
      [CHECK]: submissionDetail({ status: 'CHECKED_BY_TEACHER' }),
      [QUEUE]: { count: 2, results: [queueItem(), queueItem({ submissionId: 78 })] },
      'GET /v2/homework/submissions/78/': submissionDetail({ id: 78 }),
    });
    const { router } = await renderAppRoute('/checking/77?subject=2', { user: curator });
    await screen.findByRole('region', { name: 'Задание 2' });
    await userEvent.click(within(task(2)).getByRole('button', { name: 'Добавить балл: Верный ответ' }));
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Не оценены задания: 2, 3');
    expect(within(task(3)).getByText('Поставьте баллы')).toBeInTheDocument();
    expect(checks(sent)).toEqual([]);

    await userEvent.click(within(task(2)).getByRole('button', { name: 'Убрать балл: Обоснование' }));
    await userEvent.click(within(task(3)).getByRole('button', { name: 'Добавить балл: Решение' }));
    await userEvent.type(within(task(3)).getByRole('textbox', { name: 'Комментарий к заданию 3' }), 'Нет проверки');
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checking/78'));
    expect(router.state.location.search).toEqual({ subject: 2 });
    expect(checks(sent).map((request) => request.body)).toEqual([
      snakeKeys({
        decision: 'approve',
        tasks: [
          {
            taskId: 12,
            criteria: [
              { criterionId: 1, points: 1 },
              { criterionId: 2, points: 0 },
            ],
            comment: '',
          },
          { taskId: 13, criteria: [{ criterionId: 3, points: 1 }], comment: 'Нет проверки' },
        ],
      }),
    ]);
    expect(sent.find((request) => request.path === '/v2/homework/checking/')?.query).toMatchObject({
      class_type: '2',
      limit: '2',
    });
    expect(shown).toEqual(['Работа принята']);
  });

  it('returns the work only with a reason of 3 characters, then goes to the queue when nothing waits', async () => {
    const sent = stubApi({
      [DETAIL]: submissionDetail(),
      [CHECK]: submissionDetail({ status: 'REFUSED' }),
      [QUEUE]: { count: 0, results: [] },
    });
    const { router } = await renderAppRoute('/checking/77', { user: curator });
    await userEvent.click(await screen.findByRole('button', { name: 'Вернуть на доработку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть работу на доработку' });
    const reason = within(dialog).getByRole('textbox', { name: /Причина/ });
    await userEvent.type(reason, ' ок ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    expect(within(dialog).getByText('Напишите причину — хотя бы 3 символа')).toBeInTheDocument();
    expect(checks(sent)).toEqual([]);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'Нет решения, только ответ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checking'));
    expect(checks(sent).map((request) => request.body)).toEqual([
      { decision: 'refuse', reason: 'Нет решения, только ответ' },
    ]);
    expect(shown).toEqual(['Работа возвращена на доработку', 'Очередь пуста — всё проверено']);
  });

  it('says another checker was quicker and shows the submission again, read-only', async () => {
    let checked = false;
    stubApi({
      [DETAIL]: () =>
        json(
          snakeKeys(submissionDetail(checked ? { status: 'CHECKED_BY_CURATOR', checkedAt: '2026-11-26T10:00Z' } : {})),
        ),
      [CHECK]: () => {
        checked = true;
        return errorResponse(409, 'already_checked', 'Submission is already checked.');
      },
    });
    await renderAppRoute('/checking/77', { user: curator });
    await userEvent.click(await screen.findByRole('button', { name: 'Вернуть на доработку' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Причина/ }), 'Перепиши решение');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));

    expect(await screen.findByText('Эту работу уже проверили')).toBeInTheDocument();
    expect(shown).toEqual(['Эту работу уже проверили']);
    expect(screen.queryByRole('button', { name: 'Принять' })).not.toBeInTheDocument();
  });

  it('keeps the points on screen when the check fails, and shows the server’s reason for a refused one', async () => {
    const failures = [
      json({ type: 'server_error', errors: [] }, 500),
      errorResponse(400, 'check_period_passed', 'Проверка возможна в течение 45 дней после сдачи.'),
    ];
    const sent = stubApi({ [DETAIL]: submissionDetail(), [CHECK]: () => failures.shift()! });
    await renderAppRoute('/checking/77', { user: curator });
    await screen.findByRole('region', { name: 'Задание 3' });
    await userEvent.click(within(task(2)).getByRole('button', { name: 'Добавить балл: Верный ответ' }));
    await userEvent.click(within(task(2)).getByRole('button', { name: 'Добавить балл: Обоснование' }));
    await userEvent.click(within(task(3)).getByRole('button', { name: 'Убрать балл: Решение' }));
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    await waitFor(() => expect(shown).toEqual(['Не удалось сохранить проверку, попробуйте ещё раз']));
    expect(screen.getByText('Итого: 3 из 6')).toBeInTheDocument();
    expect(within(task(2)).getByRole('textbox', { name: /Обоснование/ })).toHaveValue('1');

    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    await waitFor(() => expect(shown.at(-1)).toBe('Проверка возможна в течение 45 дней после сдачи.'));
    expect(checks(sent)).toHaveLength(2);
    expect(sent.filter((request) => request.path === '/v2/homework/submissions/77/')).toHaveLength(1);
  });

  it('sends a submission of another checker or none at all to the not-found page', async () => {
    stubApi({});
    const { router } = await renderAppRoute('/checking/77', { user: curator });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });
});

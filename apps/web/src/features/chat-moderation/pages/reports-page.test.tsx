import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { snakeKeys, type ChatReport, type User } from '@school/contract';
import { studentUser } from '../../../shared/cart/test-cart';
import { chatBan, chatReport, moderatedLesson } from '../../../shared/chat-moderation/test-moderation';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderAppRoute } from '../../../test/render-route';
import { json } from '../../../test/responses';
import { errorResponse, stubApi, type Sent } from '../../../test/stub-api';

const moderator: User = { ...studentUser(), id: 5, role: 'HEAD_MODERATOR', firstName: 'Ольга', student: null };
const LESSONS = 'GET /v2/chat/moderation/lessons/';
const REPORTS = 'GET /v2/chat/reports/';
const calls = (sent: Sent[], key: string) => sent.filter((request) => `${request.method} ${request.path}` === key);
const page = (results: ChatReport[], count = results.length) => json(snakeKeys({ count, results }));

const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  vi.spyOn(notifications, 'show').mockReturnValue('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/moderation/reports, the queue of reported messages (issue 11)', () => {
  it('shows each open report: the message, its author and lesson, how many reported it and why', async () => {
    const sent = stubApi({
      [LESSONS]: [moderatedLesson()],
      [REPORTS]: { count: 2, results: [chatReport(), chatReport({ id: 8, messageId: 901, reason: null, reports: 1 })] },
    });
    await renderAppRoute('/moderation/reports', { user: moderator });
    const [first, second] = await screen.findAllByRole('listitem');
    expect(within(first!).getByText('Кто решит за меня вариант? Пишите в личку')).toBeInTheDocument();
    expect(within(first!).getByText('Иван Сидоров')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Производная: разбор пробника' })).toHaveAttribute(
      'href',
      '/lesson/41',
    );
    expect(within(first!).getByText('3 жалобы')).toBeInTheDocument();
    expect(within(first!).getByText('Причина: Реклама')).toBeInTheDocument();
    expect(within(second!).getByText('1 жалоба')).toBeInTheDocument();
    expect(within(second!).getByText('Причина не указана')).toBeInTheDocument();
    expect(calls(sent, REPORTS).map((request) => request.query)).toContainEqual({
      status: 'OPEN',
      limit: '20',
      offset: '0',
    });
  });

  it('shows a message reported by two students once, with both reasons', async () => {
    stubApi({
      [LESSONS]: [],
      [REPORTS]: {
        count: 2,
        results: [
          chatReport({ id: 9, reports: 2, reason: 'Флуд' }),
          chatReport({ id: 8, reports: 2, reason: 'Оскорбления' }),
        ],
      },
    });
    await renderAppRoute('/moderation/reports', { user: moderator });
    const [row, ...others] = await screen.findAllByRole('listitem');
    expect(others).toEqual([]);
    expect(within(row!).getByText('2 жалобы')).toBeInTheDocument();
    expect(within(row!).getByText('Причины: Флуд; Оскорбления')).toBeInTheDocument();
  });

  it('hides the message, which closes the report and takes it off the open queue', async () => {
    let open = [chatReport()];
    const sent = stubApi({
      [LESSONS]: [],
      [REPORTS]: () => page(open),
      'PATCH /v2/chat/reports/7/': () => {
        open = [];
        return json(snakeKeys({ ...chatReport(), status: 'HIDDEN', messageIsHidden: true }));
      },
    });
    await renderAppRoute('/moderation/reports', { user: moderator });
    await userEvent.click(await screen.findByRole('button', { name: 'Скрыть сообщение' }));
    expect(await screen.findByText('Жалоб нет')).toBeInTheDocument();
    expect(calls(sent, 'PATCH /v2/chat/reports/7/').map((request) => request.body)).toEqual([{ status: 'HIDDEN' }]);
    expect(toasts()).toEqual(['Сообщение скрыто, жалоба закрыта']);
  });

  it("tells the server's reason when a report cannot be closed, and keeps it on screen", async () => {
    stubApi({
      [LESSONS]: [],
      [REPORTS]: { count: 1, results: [chatReport()] },
      'PATCH /v2/chat/reports/7/': () => errorResponse(409, 'conflict', 'Жалобу уже закрыл другой модератор.'),
    });
    await renderAppRoute('/moderation/reports', { user: moderator });
    await userEvent.click(await screen.findByRole('button', { name: 'Скрыть сообщение' }));
    await waitFor(() => expect(toasts()).toEqual(['Жалобу уже закрыл другой модератор.']));
    expect(screen.getByRole('button', { name: 'Скрыть сообщение' })).toBeEnabled();
  });

  it('keeps the message with "Оставить"', async () => {
    const sent = stubApi({
      [LESSONS]: [],
      [REPORTS]: { count: 1, results: [chatReport()] },
      'PATCH /v2/chat/reports/7/': { ...chatReport(), status: 'DISMISSED' },
    });
    await renderAppRoute('/moderation/reports', { user: moderator });
    await userEvent.click(await screen.findByRole('button', { name: 'Оставить' }));
    await waitFor(() =>
      expect(calls(sent, 'PATCH /v2/chat/reports/7/').map((request) => request.body)).toEqual([
        { status: 'DISMISSED' },
      ]),
    );
  });

  it('filters by status through the URL; a closed report shows its decision instead of the buttons', async () => {
    const sent = stubApi({
      [LESSONS]: [],
      [REPORTS]: ({ query }) =>
        page(query.status === 'HIDDEN' ? [chatReport({ status: 'HIDDEN', messageIsHidden: true })] : [chatReport()]),
    });
    const { router } = await renderAppRoute('/moderation/reports', { user: moderator });
    await screen.findByRole('button', { name: 'Скрыть сообщение' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Статус жалоб' }), 'Скрытые');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'hidden' }));
    const row = (await screen.findByText('Скрыто')).closest('li')!;
    expect(within(row).getByText('Сообщение скрыто')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Скрыть сообщение' })).not.toBeInTheDocument();
    expect(calls(sent, REPORTS).at(-1)?.query).toEqual({ status: 'HIDDEN', limit: '20', offset: '0' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Статус жалоб' }), 'Все');
    await waitFor(() => expect(calls(sent, REPORTS).at(-1)?.query).toEqual({ limit: '20', offset: '0' }));
  });

  it('bans the author for the chosen time with a reason, hiding their messages', async () => {
    const sent = stubApi({
      [LESSONS]: [],
      [REPORTS]: { count: 1, results: [chatReport()] },
      'POST /v2/chat/lessons/41/bans/': chatBan({ user: { id: 15, name: 'Иван Сидоров' } }),
    });
    await renderAppRoute('/moderation/reports', { user: moderator });
    await userEvent.click(await screen.findByRole('button', { name: 'Забанить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Забанить: Иван Сидоров' });
    expect(within(dialog).getByRole('radio', { name: '30 минут' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: '1 день' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Причина/ }), 'Реклама в чате');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Скрыть все сообщения/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Забанить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(sent, 'POST /v2/chat/lessons/41/bans/').map((request) => request.body)).toEqual([
      { user_id: 15, minutes: 1440, reason: 'Реклама в чате', hide_messages: true },
    ]);
    expect(toasts()).toEqual(['Бан выдан: Иван Сидоров']);
  });

  it('bans to the end of the lesson with no reason', async () => {
    const sent = stubApi({
      [LESSONS]: [],
      [REPORTS]: { count: 1, results: [chatReport()] },
      'POST /v2/chat/lessons/41/bans/': chatBan(),
    });
    await renderAppRoute('/moderation/reports', { user: moderator });
    await userEvent.click(await screen.findByRole('button', { name: 'Забанить' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'До конца урока' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Забанить' }));
    await waitFor(() =>
      expect(calls(sent, 'POST /v2/chat/lessons/41/bans/').map((request) => request.body)).toEqual([
        { user_id: 15, minutes: null, reason: null, hide_messages: false },
      ]),
    );
  });

  it("lists a lesson's bans when the queue is filtered by it, and lifts one", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    let bans = [chatBan(), chatBan({ user: { id: 17, name: 'Мария Иванова' }, until: tomorrow, reason: null })];
    const sent = stubApi({
      [LESSONS]: [moderatedLesson()],
      [REPORTS]: { count: 0, results: [] },
      'GET /v2/chat/lessons/41/bans/': () => json(bans.map(snakeKeys)),
      'DELETE /v2/chat/lessons/41/bans/16/': () => {
        bans = bans.filter((ban) => ban.user.id !== 16);
        return json({});
      },
    });
    await renderAppRoute('/moderation/reports?lesson=41', { user: moderator });
    const panel = await screen.findByRole('region', { name: 'Баны в уроке «Производная: разбор пробника»' });
    expect(await within(panel).findByText('Пётр Козлов')).toBeInTheDocument();
    expect(within(panel).getByText('до конца урока · Флуд')).toBeInTheDocument();
    expect(within(panel).getByText(/^до \d+ [а-я]+, \d\d:\d\d/)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Снять бан: Пётр Козлов' }));
    await waitFor(() => expect(within(panel).queryByText('Пётр Козлов')).not.toBeInTheDocument());
    expect(within(panel).getByText('Мария Иванова')).toBeInTheDocument();
    expect(calls(sent, 'DELETE /v2/chat/lessons/41/bans/16/')).toHaveLength(1);
    expect(toasts()).toEqual(['Бан снят: Пётр Козлов']);
    expect(calls(sent, REPORTS).at(-1)?.query).toEqual({ status: 'OPEN', lesson: '41', limit: '20', offset: '0' });
    expect(screen.getByRole('combobox', { name: 'Урок' })).toHaveValue('41');
  });

  it('pages through a long queue', async () => {
    const sent = stubApi({ [LESSONS]: [], [REPORTS]: { count: 25, results: [chatReport()] } });
    const { router } = await renderAppRoute('/moderation/reports', { user: moderator });
    const pages = await screen.findByRole('navigation', { name: 'Страницы жалоб' });
    await userEvent.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() =>
      expect(calls(sent, REPORTS).at(-1)?.query).toEqual({ status: 'OPEN', limit: '20', offset: '20' }),
    );
  });

  it('shows an empty queue and a failed load with a retry', async () => {
    let fail = true;
    stubApi({
      [LESSONS]: [],
      [REPORTS]: () => (fail ? json({ type: 'server_error', errors: [] }, 500) : page([])),
    });
    await renderAppRoute('/moderation/reports', { user: moderator });
    expect(await screen.findByText('Не удалось загрузить жалобы')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Жалоб нет')).toBeInTheDocument();
  });
});

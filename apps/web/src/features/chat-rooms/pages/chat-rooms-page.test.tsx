import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snakeKeys, type User } from '@school/contract';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { testChatSocket } from '../../../shared/realtime/test-chat-socket';
import { renderAppRoute } from '../../../test/render-route';
import { json } from '../../../test/responses';
import { stubApi } from '../../../test/stub-api';
import { chatRoom, CURATOR, feedback, ME, regular, system } from '../test-chat-rooms';

const ROOMS = 'GET /v2/chat/rooms/';
const ROOM = 'GET /v2/chat/rooms/5/';
const MESSAGES = 'GET /v2/chat/rooms/5/messages/';

beforeEach(() => setAppSettings(TEST_SETTINGS));
afterEach(() => vi.unstubAllGlobals());

const question = regular('Как найти точку максимума?', 60, ME, true);
const answer = regular('Через производную.', 30, CURATOR);

describe('/chat, the curator rooms (issue 11)', () => {
  it("lists the student's rooms with the last message, the unread count and a room to pick", async () => {
    stubApi({
      [ROOMS]: {
        count: 2,
        results: [
          chatRoom({ unreadCount: 3, lastMessage: answer }),
          chatRoom({ id: 6, name: 'Физика', active: false, expireAt: Date.now() - 1000, lastMessage: null }),
        ],
      },
    });
    await renderAppRoute('/chat', { user: studentUser() });
    expect(await screen.findByRole('heading', { name: 'Чат с куратором' })).toBeInTheDocument();
    const [math, physics] = await screen.findAllByTestId('room-item');
    expect(within(math!).getByText('Математика')).toBeInTheDocument();
    expect(within(math!).getByText('Через производную.')).toBeInTheDocument();
    expect(within(math!).getByLabelText('Непрочитанных: 3')).toHaveTextContent('3');
    expect(math).toHaveAttribute('href', '/chat/5');
    expect(within(physics!).getByText('Сообщений пока нет')).toBeInTheDocument();
    expect(within(physics!).getByText('Доступ закончился')).toBeInTheDocument();
    expect(screen.getByText('Выбери чат слева, чтобы открыть переписку.')).toBeInTheDocument();
  });

  it('shows a room oldest to newest, pages back by continuousToken, marks it read and sends', async () => {
    const older = regular('Здравствуйте!', 120, ME, true);
    const sent = stubApi({
      [ROOMS]: { count: 1, results: [chatRoom({ unreadCount: 2 })] },
      [ROOM]: chatRoom({ unreadCount: 2 }),
      [MESSAGES]: (request) =>
        request.query.continuous_token === older.id + '-token'
          ? json(snakeKeys({ continuousToken: null, results: [older] }))
          : json(
              snakeKeys({
                continuousToken: older.id + '-token',
                results: [answer, system('Куратор присоединился к чату', 40), question],
              }),
            ),
      'POST /v2/chat/rooms/5/read/': { unreadCount: 0 },
      'POST /v2/chat/rooms/5/messages/': (request) =>
        json(snakeKeys(regular((request.body as { text: string }).text, 0, ME)), 201),
    });
    await renderAppRoute('/chat/5', { user: studentUser() });
    const log = await screen.findByRole('log');
    await within(log).findByText('Здравствуйте!');
    const texts = within(log)
      .getAllByText(/Здравствуйте|Как найти|Куратор присоединился|Через производную/)
      .map((node) => node.textContent?.slice(0, 12));
    expect(texts).toEqual(['Здравствуйте', 'Как найти то', 'Куратор прис', 'Через произв']);
    const pages = sent.filter((r) => `${r.method} ${r.path}` === MESSAGES).map((r) => r.query);
    expect(pages).toEqual([{ limit: '20' }, { limit: '20', continuous_token: older.id + '-token' }]);
    expect(within(log).getByText('Начало переписки')).toBeInTheDocument();
    await waitFor(() => expect(sent.some((r) => r.path === '/v2/chat/rooms/5/read/')).toBe(true));

    const box = screen.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.type(box, 'А ОДЗ нужно?{Enter}');
    expect(await within(log).findByText('А ОДЗ нужно?')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST' && r.path === '/v2/chat/rooms/5/messages/')?.body).toEqual({
      text: 'А ОДЗ нужно?',
      attachments: [],
    });
    expect(box).toHaveValue('');
  });

  it("shows a curator's answer from the socket at once", async () => {
    stubApi({
      [ROOMS]: { count: 1, results: [chatRoom()] },
      [ROOM]: chatRoom(),
      [MESSAGES]: { continuousToken: null, results: [question] },
      'POST /v2/chat/rooms/5/read/': { unreadCount: 0 },
    });
    await renderAppRoute('/chat/5', { user: studentUser() });
    const log = await screen.findByRole('log');
    await within(log).findByText('Как найти точку максимума?');
    await waitFor(() => expect(testChatSocket.listening('room_message')).toBeGreaterThan(0));
    testChatSocket.hear('room_message', snakeKeys({ roomId: 5, message: regular('Ответ из сокета', 0, CURATOR) }));
    expect(await within(log).findByText('Ответ из сокета')).toBeInTheDocument();
    // Another room's message stays out of this one.
    testChatSocket.hear('room_message', snakeKeys({ roomId: 6, message: regular('Чужая комната', 0, CURATOR) }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(log).queryByText('Чужая комната')).toBeNull();
  });

  it('lets the student rate a feedback request once', async () => {
    const request = feedback(10);
    const sent = stubApi({
      [ROOMS]: { count: 1, results: [chatRoom()] },
      [ROOM]: chatRoom(),
      [MESSAGES]: { continuousToken: null, results: [request, answer] },
      [`POST /v2/chat/rooms/5/messages/${request.id}/rating/`]: { ...request, extra: { rating: 4 } },
    });
    await renderAppRoute('/chat/5', { user: studentUser() });
    const card = await screen.findByTestId('feedback');
    expect(within(card).getByText('Оцени ответ куратора')).toBeInTheDocument();
    // The stars take a click once the room is known to be open.
    await screen.findByRole('textbox', { name: 'Сообщение' });
    // A star is chosen by its label, as a click or a tap does.
    const fourth = within(card).getByRole('radio', { name: '4 из 5' });
    await userEvent.click(card.querySelector(`label[for="${fourth.id}"]`)!);
    expect(await within(card).findByText('Спасибо за оценку!')).toBeInTheDocument();
    expect(sent.find((r) => r.path.endsWith('/rating/'))?.body).toEqual({ rating: 4 });
    // Rated: the stars only show the rating now.
    expect(within(card).queryAllByRole('radio')).toEqual([]);
  });

  it('keeps an expired room readable without a composer', async () => {
    const closed = chatRoom({ active: false, expireAt: Date.now() - 1000 });
    stubApi({
      [ROOMS]: { count: 1, results: [closed] },
      [ROOM]: closed,
      [MESSAGES]: { continuousToken: null, results: [question] },
    });
    await renderAppRoute('/chat/5', { user: studentUser() });
    expect(await screen.findByText(/Доступ к курсу закончился/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Сообщение' })).toBeNull();
  });

  it("shows a curator the students' rooms under their own title", async () => {
    const curator: User = { ...studentUser(), id: 9, role: 'CURATOR_ROLE', firstName: 'Егор', student: null };
    stubApi({
      [ROOMS]: {
        count: 1,
        results: [
          chatRoom({
            name: 'Ира Учащаяся',
            description: 'Математика',
            unreadCount: 1,
            student: { id: 1, name: 'Ира Учащаяся' },
            lastMessage: question,
          }),
        ],
      },
    });
    await renderAppRoute('/chat', { user: curator });
    expect(await screen.findByRole('heading', { name: 'Вопросы учеников' })).toBeInTheDocument();
    const item = await screen.findByTestId('room-item');
    expect(within(item).getByText('Ира Учащаяся')).toBeInTheDocument();
    expect(within(item).getByText('Математика')).toBeInTheDocument();
  });
});

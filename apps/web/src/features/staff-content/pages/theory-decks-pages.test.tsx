import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { snakeKeys, type StaffDeckDetail, type StaffTheoryTopicDetail, type User } from '@school/contract';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';
import { json } from '../../../test/responses';
import { errorResponse, stubApi, type Sent } from '../../../test/stub-api';

const methodist: User = {
  id: 5,
  role: 'MANAGER_ROLE',
  firstName: 'Мария',
  lastName: 'Методистова',
  email: 'methodist@example.com',
  avatar: null,
  student: null,
};

const subjects = {
  count: 1,
  results: [{ id: 3, title: 'Математика', colorBase: '#000000', colorToxic: '#ffffff', sortOrder: 0, classYears: [] }],
};
const sub = (id: number, title: string, lecturesCount = 0) => ({
  id,
  title,
  text: `<p>${title}</p>`,
  videoUrl: null,
  videoLength: null,
  position: id,
  lecturesCount,
});
const topic: StaffTheoryTopicDetail = {
  id: 7,
  classTypeId: 3,
  title: 'Производная',
  description: 'Смысл и правила',
  position: 0,
  subTheoriesCount: 2,
  subTheories: [sub(1, 'Геометрический смысл', 2), sub(2, 'Правила')],
};
const deck: StaffDeckDetail = {
  id: 9,
  title: 'Химия: валентность',
  subject: 'Химия',
  description: '',
  sortOrder: 0,
  cardsCount: 1,
  cards: [{ id: 11, position: 0, front: 'H', back: 'I', reviewsCount: 0 }],
};

let sent: Sent[];
// What the server holds: a write's answer is read again after it.
let topicNow: StaffTheoryTopicDetail;
let deckNow: StaffDeckDetail;
beforeEach(() => {
  sessionStore.setUser(methodist);
  topicNow = topic;
  deckNow = deck;
  sent = stubApi({
    'GET /staff/content/subjects/': () => json(snakeKeys(subjects)),
    'GET /staff/content/theory/': () => json(snakeKeys({ count: 1, results: [topic] })),
    'GET /staff/content/theory/7/': () => json(snakeKeys(topicNow)),
    'POST /staff/content/theory/7/order/': () => {
      topicNow = { ...topic, subTheories: [topic.subTheories[1]!, topic.subTheories[0]!] };
      return json(snakeKeys(topicNow));
    },
    'DELETE /staff/content/sub-theories/1/': () =>
      errorResponse(409, 'in_use', 'Эту подтему уже выдавали ученикам как лекцию: её нельзя удалить.'),
    'GET /staff/content/decks/9/': () => json(snakeKeys(deckNow)),
    'POST /staff/content/decks/9/cards/': () => {
      deckNow = { ...deck, cards: [...deck.cards, { id: 12, position: 1, front: 'O', back: 'II', reviewsCount: 0 }] };
      return json(snakeKeys(deckNow), 201);
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.setUser(null);
});

describe('theory for tutors (issue 16)', () => {
  it('lists topics and filters them by subject on the server', async () => {
    await renderAppRoute('/staff/content/theory');
    const table = await screen.findByRole('table', { name: 'Темы теории' });
    expect(await within(table).findByRole('link', { name: 'Открыть тему «Производная»' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Предмет' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Математика' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.path === '/staff/content/theory/').at(-1)?.query).toMatchObject({ class_type: '3' }),
    );
  });

  it('reorders sub-theories and shows why one cannot be deleted', async () => {
    await renderAppRoute('/staff/content/theory/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Опустить подтему «Геометрический смысл»' }));
    await waitFor(() => expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ sub_theories: [2, 1] }));
    await waitFor(() => expect(screen.getAllByTestId('sub-theory')[0]).toHaveTextContent('Правила'));
    expect(screen.getByText('Выдана как лекция: 2')).toBeInTheDocument();

    vi.spyOn(notifications, 'show').mockReturnValue('id');
    await userEvent.click(screen.getByRole('button', { name: 'Удалить подтему «Геометрический смысл»' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          message: 'Эту подтему уже выдавали ученикам как лекцию: её нельзя удалить.',
        }),
      ),
    );
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/staff/content/sub-theories/1/' });
  });
});

describe('memory-card decks (issue 16)', () => {
  it('adds a card to the deck', async () => {
    await renderAppRoute('/staff/content/decks/9');
    expect(await screen.findByRole('table', { name: 'Карточки' })).toHaveTextContent('H');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить карточку' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Вопрос (лицевая сторона)' }), 'O');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ответ (оборот)' }), 'II');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ front: 'O', back: 'II' }));
    expect(await screen.findByRole('cell', { name: 'II' })).toBeInTheDocument();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { snakeKeys, type StaffCourseDetail, type StaffDeckDetail, type User } from '@school/contract';
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

const course: StaffCourseDetail = {
  id: 4,
  title: 'Математика · Мастер-группа',
  type: 'MG',
  kind: 'MG',
  classType: { id: 3, title: 'Математика' },
  classYear: { id: 1, title: '11 класс' },
  courseType: { id: 1, code: 'master_group', title: 'Мастер-группа' },
  description: '',
  months: [
    { id: 20, month: '2026-09-01', title: 'Сентябрь' },
    { id: 21, month: '2026-10-01', title: 'Октябрь' },
  ],
  products: [],
};
const deck: StaffDeckDetail = {
  id: 9,
  title: 'Химия: валентность',
  subject: 'Химия',
  description: '',
  sortOrder: 0,
  cardsCount: 2,
  cards: [
    { id: 11, position: 0, front: 'H', back: 'I', reviewsCount: 0 },
    { id: 12, position: 1, front: 'O', back: 'II', reviewsCount: 0 },
  ],
};

let sent: Sent[];
let courseNow: StaffCourseDetail;
let deckNow: StaffDeckDetail;
beforeEach(() => {
  sessionStore.setUser(methodist);
  courseNow = course;
  deckNow = deck;
  sent = stubApi({
    'GET /staff/content/courses/4/': () => json(snakeKeys(courseNow)),
    'PATCH /staff/content/months/20/': () => {
      courseNow = { ...course, months: [{ ...course.months[0]!, title: 'Сентябрь: функции' }, course.months[1]!] };
      return json(snakeKeys(courseNow));
    },
    'DELETE /staff/content/months/21/': () =>
      errorResponse(409, 'in_use', 'В этом месяце есть уроки: сначала перенесите или удалите их.'),
    'GET /staff/content/decks/9/': () => json(snakeKeys(deckNow)),
    'POST /staff/content/decks/9/order/': () => {
      deckNow = { ...deck, cards: [deck.cards[1]!, deck.cards[0]!] };
      return json(snakeKeys(deckNow));
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.setUser(null);
});

describe('master-group months (issue 16)', () => {
  it('renames a month and shows why one cannot be deleted', async () => {
    await renderAppRoute('/staff/content/courses/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Переименовать месяц «Сентябрь»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Месяц 2026-09' });
    const title = within(dialog).getByRole('textbox', { name: 'Название месяца' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Сентябрь: функции');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({
        path: '/staff/content/months/20/',
        body: { title: 'Сентябрь: функции' },
      }),
    );
    expect(await screen.findByText('Сентябрь: функции (2026-09)')).toBeInTheDocument();

    vi.spyOn(notifications, 'show').mockReturnValue('id');
    await userEvent.click(screen.getByRole('button', { name: 'Удалить месяц «Октябрь»' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          message: 'В этом месяце есть уроки: сначала перенесите или удалите их.',
        }),
      ),
    );
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/staff/content/months/21/' });
  });
});

describe('memory-card order (issue 16)', () => {
  it('moves a card down with one order call', async () => {
    await renderAppRoute('/staff/content/decks/9');
    const table = await screen.findByRole('table', { name: 'Карточки' });
    expect(within(table).getByRole('button', { name: 'Поднять карточку «H»' })).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: 'Опустить карточку «H»' }));
    await waitFor(() => expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ cards: [12, 11] }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('O'));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { snakeKeys, type ClientCard, type ClientSlots, type TutoringLesson, type User } from '@school/contract';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';
import { json } from '../../../test/responses';
import { errorResponse, stubApi } from '../../../test/stub-api';

const manager: User = {
  id: 7,
  role: 'MANAGER_CS',
  firstName: 'Галина',
  lastName: 'Менеджерова',
  email: 'manager@example.com',
  avatar: null,
  student: null,
};

const card: ClientCard = {
  id: 5,
  fullName: 'Смирнова Алиса',
  email: 'student@example.com',
  phone: '79161234567',
  timeZone: 'Europe/Moscow',
  tutors: [],
  slots: [{ weekday: 1, hour: 16 }],
  schedules: [],
  balance: { bought: 8, writtenOff: 3, left: 5, booked: 2 },
  upcomingLessons: [],
};

const slots: ClientSlots = {
  clientId: 5,
  timeZone: 'Europe/Moscow',
  slots: [{ weekday: 1, hour: 16 }],
  busy: [{ weekday: 1, hour: 16, reason: 'schedule', scheduleId: 4, withName: 'Васильева Ольга' }],
  updatedAt: null,
};

const lesson = (id: number, startsAt: string, status: TutoringLesson['status'] = 'SCHEDULED'): TutoringLesson => ({
  id,
  scheduleId: 4,
  tutor: { id: 3, fullName: 'Васильева Ольга' },
  client: { id: 5, fullName: 'Смирнова Алиса' },
  tutorClientId: 11,
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 3_600_000).toISOString(),
  kind: 'REGULAR',
  status,
  reason: '',
  writtenOff: false,
  callUrl: 'https://meet.example/1',
});

/** Monday 2 March 2099, 18:00 МСК. */
const upcoming = lesson(21, '2099-03-02T15:00:00Z');

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  sessionStore.setUser(manager);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('ClientSlotsPage', () => {
  it("shows the client's balance, booked hours, and saves the edited grid", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      'GET /manager/clients/5/': card,
      'GET /manager/clients/5/slots/': slots,
      'PUT /manager/clients/5/slots/': (request) => json(snakeKeys({ ...slots, ...(request.body as object) })),
    });
    await renderAppRoute('/customers/5/client-slots');
    const balance = await screen.findByRole('region', { name: 'Оплаченные индивидуальные уроки' });
    expect(within(balance).getByText('осталось').previousSibling).toHaveTextContent('5');
    const grid = await screen.findByRole('group', { name: 'Свободное время клиента по дням недели' });
    expect(within(grid).getByRole('button', { name: 'Понедельник, 16:00, прайм-тайм, занято уроком' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(grid).getByRole('button', { name: 'Вторник, 18:00, прайм-тайм' }));
    expect(screen.getByText('Выбрано часов: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
        slots: [
          { weekday: 1, hour: 16 },
          { weekday: 2, hour: 18 },
        ],
      }),
    );
    // The tabs lead to the regular schedule; the breadcrumb was checked by the route table.
    expect(screen.getByRole('link', { name: 'Регулярное расписание' })).toHaveAttribute(
      'href',
      '/customers/5/regular-schedule',
    );
  });

  it("passes on the client's cancellation with a reason, then refreshes the lessons and the balance", async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const sent = stubApi({
      'GET /manager/clients/5/': () =>
        new Response(
          JSON.stringify(
            snakeKeys(
              cancelled
                ? {
                    ...card,
                    balance: { ...card.balance, booked: 1 },
                    upcomingLessons: [lesson(21, upcoming.startsAt, 'CANCELED_CLIENT_WRITEOFF_WAIT_TUTOR')],
                  }
                : { ...card, upcomingLessons: [upcoming] },
            ),
          ),
        ),
      'GET /manager/clients/5/slots/': slots,
      'PATCH /manager/lessons/21/': () => {
        cancelled = true;
        return new Response(
          JSON.stringify(snakeKeys(lesson(21, upcoming.startsAt, 'CANCELED_CLIENT_WRITEOFF_WAIT_TUTOR'))),
        );
      },
    });
    await renderAppRoute('/customers/5/client-slots');
    const list = await screen.findByRole('list', { name: 'Ближайшие уроки' });
    await user.click(within(list).getByRole('button', { name: 'Отменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отмена урока' });
    // Only the manager's moves of the transition table: the tutor settles the write-off later.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['CANCELED_CLIENT_NO_WRITEOFF_WAIT_TUTOR', 'CANCELED_CLIENT_WRITEOFF_WAIT_TUTOR']);
    await user.click(within(dialog).getByRole('radio', { name: 'Отменён клиентом, со списанием — ждёт репетитора' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Причина' }), 'Заболел');
    await user.click(within(dialog).getByRole('button', { name: 'Отменить урок' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({
        status: 'CANCELED_CLIENT_WRITEOFF_WAIT_TUTOR',
        reason: 'Заболел',
      }),
    );
    expect(await within(list).findByText('Отменён клиентом, со списанием — ждёт репетитора')).toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'Оплаченные индивидуальные уроки' });
    await waitFor(() =>
      expect(within(balance).getByText('запланировано платных').previousSibling).toHaveTextContent('1'),
    );
    // A waiting cancellation is the tutor's to settle; moving is gone too (it is no longer upcoming).
    expect(within(list).queryByRole('button', { name: 'Отменить' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Перенести' })).not.toBeInTheDocument();
  });

  it("reschedules a lesson, showing the server's refusal and the failure toast", async () => {
    const user = userEvent.setup();
    let free = false;
    const sent = stubApi({
      'GET /manager/clients/5/': { ...card, upcomingLessons: [upcoming] },
      'GET /manager/clients/5/slots/': slots,
      'POST /manager/lessons/21/reschedule/': () =>
        free
          ? new Response(JSON.stringify(snakeKeys(lesson(21, '2099-03-03T16:00:00Z', 'RESCHEDULED'))))
          : errorResponse(409, 'slot_not_available', 'Слот недоступен'),
    });
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('id');
    await renderAppRoute('/customers/5/client-slots');
    const list = await screen.findByRole('list', { name: 'Ближайшие уроки' });
    await user.click(within(list).getByRole('button', { name: 'Перенести' }));
    const dialog = await screen.findByRole('dialog', { name: 'Перенос урока' });
    // Prefilled with the lesson's own date and hour in the school's zone.
    expect(within(dialog).getByLabelText(/Дата/)).toHaveValue('2099-03-02');
    expect(within(dialog).getByRole('combobox', { name: 'Время начала' })).toHaveValue('18');
    fireEvent.change(within(dialog).getByLabelText(/Дата/), { target: { value: '2099-03-03' } });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Время начала' }), '19');
    await user.click(within(dialog).getByRole('button', { name: 'Перенести урок' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Слот недоступен');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', title: 'Не удалось обновить статус урока', message: 'Слот недоступен' }),
    );
    const posts = () => sent.filter((request) => request.method === 'POST');
    expect(posts()[0]?.body).toEqual({ starts_at: '2099-03-03T16:00:00.000Z' });
    const cardLoads = sent.filter((request) => request.path === '/manager/clients/5/').length;
    free = true;
    await user.click(within(dialog).getByRole('button', { name: 'Перенести урок' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Перенос урока' })).not.toBeInTheDocument());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ color: 'teal', message: 'Урок перенесён' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.path === '/manager/clients/5/').length).toBeGreaterThan(cardLoads),
    );
    expect(posts()).toHaveLength(2);
    toast.mockRestore();
  });

  it('offers nothing on a lesson already settled', async () => {
    stubApi({
      'GET /manager/clients/5/': {
        ...card,
        upcomingLessons: [lesson(22, upcoming.startsAt, 'CANCELED_CLIENT_WRITEOFF')],
      },
      'GET /manager/clients/5/slots/': slots,
    });
    await renderAppRoute('/customers/5/client-slots');
    const list = await screen.findByRole('list', { name: 'Ближайшие уроки' });
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });
});

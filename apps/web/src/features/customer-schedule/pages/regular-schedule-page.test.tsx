import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { snakeKeys, type Booking, type ClientCard, type TutoringSchedule, type User } from '@school/contract';
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

const schedule: TutoringSchedule = {
  id: 4,
  tutor: { id: 3, fullName: 'Васильева Ольга' },
  client: { id: 5, fullName: 'Смирнова Алиса' },
  kind: 'REGULAR',
  recurrence: 'REGULAR',
  state: 'ACTIVE',
  slots: [{ weekday: 1, hour: 16 }],
  timeZone: 'Europe/Moscow',
  startDate: '2026-03-02',
  rrule: '',
  callUrl: 'https://meet.example/4',
  nextLessonAt: '2026-03-02T13:00:00Z',
  createdAt: '2026-03-01T10:00:00Z',
};

const card = (schedules: TutoringSchedule[] = []): ClientCard => ({
  id: 5,
  fullName: 'Смирнова Алиса',
  email: 'student@example.com',
  phone: null,
  timeZone: 'Europe/Moscow',
  tutors: [
    { id: 3, fullName: 'Васильева Ольга', tutorClientId: 11, classTypeId: 1, status: 'active', lessonsPerWeek: 2 },
  ],
  slots: [],
  schedules,
  balance: { bought: 8, writtenOff: 0, left: 8, booked: 0 },
  upcomingLessons: [],
});

const free = {
  tutorTimeZone: 'Europe/Moscow',
  clientTimeZone: 'Europe/Moscow',
  slots: [
    { weekday: 1, hour: 16, clientWeekday: 1, clientHour: 16 },
    { weekday: 3, hour: 17, clientWeekday: 3, clientHour: 17 },
  ],
};

const booking: Booking = {
  id: 9,
  clientId: 5,
  tutorId: 3,
  status: 'open',
  slots: [{ weekday: 1, hour: 16 }],
  recurrence: 'REGULAR',
  kind: 'REGULAR',
  startDate: '2026-03-02',
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  lessonStarts: ['2026-03-02T13:00:00Z', '2026-03-09T13:00:00Z'],
  scheduleId: null,
};

/** The server speaks snake_case. */
const wire = (value: object) => snakeKeys(value) as object;

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  sessionStore.setUser(manager);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.setUser(null);
});

describe('RegularSchedulePage', () => {
  it('books the hours both are free: hold, then confirm', async () => {
    const user = userEvent.setup();
    let booked = false;
    const sent = stubApi({
      'GET /manager/clients/5/': () => json(booked ? wire(card([schedule])) : wire(card())),
      'GET /manager/clients/5/free-slots/': free,
      'POST /manager/bookings/': () => json(wire(booking), 201),
      'POST /manager/bookings/9/confirm/': () => {
        booked = true;
        return json(wire(schedule));
      },
    });
    await renderAppRoute('/customers/5/regular-schedule');
    const grid = await screen.findByRole('group', { name: 'Общее свободное время клиента и репетитора' });
    // Only the common free hours are toggles.
    await waitFor(() => expect(within(grid).getAllByRole('button')).toHaveLength(2));
    await user.click(within(grid).getByRole('button', { name: 'Понедельник, 16:00, прайм-тайм, свободны оба' }));
    expect(screen.getByText('Выбрано часов: 1 из 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));
    expect(await screen.findByText('Слоты удержаны за клиентом')).toBeInTheDocument();
    expect(sent.find((request) => request.path === '/manager/bookings/')?.body).toEqual({
      client_id: 5,
      tutor_id: 3,
      slots: [{ weekday: 1, hour: 16 }],
      recurrence: 'REGULAR',
      kind: 'REGULAR',
    });
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    const list = await screen.findByRole('list', { name: 'Расписания' });
    expect(await within(list).findByText(/Пн 16:00 · Каждую неделю/)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Отменить' })).toBeInTheDocument();
  });

  it("tells the server's refusal as sent", async () => {
    const user = userEvent.setup();
    vi.spyOn(notifications, 'show').mockReturnValue('id');
    stubApi({
      'GET /manager/clients/5/': wire(card()),
      'GET /manager/clients/5/free-slots/': free,
      'POST /manager/bookings/': () => errorResponse(409, 'slot_not_available', 'Слот недоступен'),
    });
    await renderAppRoute('/customers/5/regular-schedule');
    const grid = await screen.findByRole('group', { name: 'Общее свободное время клиента и репетитора' });
    await user.click(await within(grid).findByRole('button', { name: 'Среда, 17:00, прайм-тайм, свободны оба' }));
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Слот недоступен');
  });

  it('is the not-found page for an id that is no client (another role, missing)', async () => {
    stubApi({ 'GET /manager/clients/6/': () => errorResponse(404, 'not_found', 'Клиент не найден') });
    const { router } = await renderAppRoute('/customers/6/regular-schedule');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });
});

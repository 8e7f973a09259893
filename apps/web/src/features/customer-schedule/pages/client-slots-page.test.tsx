import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snakeKeys, type ClientCard, type ClientSlots, type User } from '@school/contract';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';
import { json } from '../../../test/responses';
import { stubApi } from '../../../test/stub-api';

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
});

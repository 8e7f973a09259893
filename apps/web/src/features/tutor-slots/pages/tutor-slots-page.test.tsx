import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { TutoringLesson, TutorSlots, User } from '@school/contract';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';
import { errorResponse, stubApi } from '../../../test/stub-api';

let flagValue: unknown = true;
vi.mock('../../../shared/flags/use-flag', () => ({
  useFlagsReady: () => true,
  useFlag: () => flagValue,
  FlagsScope: { Provider: ({ children }: { children: unknown }) => children },
}));

const tutor: User = {
  id: 3,
  role: 'TUTOR_ROLE',
  firstName: 'Ольга',
  lastName: 'Васильева',
  email: 'tutor@example.com',
  avatar: null,
  student: null,
};

/** 19 slots, 11 of them in prime time: one short of each rule. */
const slots: TutorSlots = {
  timeZone: 'Europe/Moscow',
  slots: [
    ...[15, 16, 17, 18, 19].map((hour) => ({ weekday: 1, hour })),
    ...[15, 16, 17, 18, 19, 20].map((hour) => ({ weekday: 2, hour })),
    ...[8, 9, 10, 11, 12, 13, 14, 8].map((hour, index) => ({ weekday: index < 7 ? 3 : 4, hour })),
  ],
  doubleLessonDays: [],
  bookedDoubleLessonDays: [],
  booked: [{ weekday: 1, hour: 15 }],
  primeSlots: 11,
  updatedAt: null,
};

const lesson = (id: number, startsAt: string): TutoringLesson => ({
  id,
  scheduleId: 1,
  tutor: { id: 3, fullName: 'Васильева Ольга' },
  client: { id: 5, fullName: 'Смирнова Алиса' },
  tutorClientId: 11,
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 3_600_000).toISOString(),
  kind: 'REGULAR',
  status: 'SCHEDULED',
  reason: '',
  writtenOff: false,
  callUrl: 'https://meet.example/1',
});

const past = new Date(Date.now() - 2 * 3_600_000).toISOString();
const future = new Date(Date.now() + 48 * 3_600_000).toISOString();

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  flagValue = true;
  sessionStore.setUser(tutor);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('TutorSlotsPage', () => {
  it('is the not-found page while the flag schedule-slots is off', async () => {
    flagValue = false;
    stubApi({ 'GET /tutor/slots/': slots, 'GET /tutor/lessons/': [] });
    const { router } = await renderAppRoute('/slots');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it('counts the chosen slots as the tutor toggles them, and saves', async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      'GET /tutor/slots/': slots,
      'GET /tutor/lessons/': [],
      'PUT /tutor/slots/': (request) =>
        new Response(JSON.stringify({ ...slots, slots: (request.body as { slots: unknown[] }).slots, primeSlots: 12 })),
    });
    await renderAppRoute('/slots');
    expect(await screen.findByText('Выбрано 19 из 20')).toBeInTheDocument();
    expect(screen.getByText('в прайм-тайм 11 из 12')).toBeInTheDocument();
    const cell = screen.getByRole('button', { name: 'Пятница, 18:00, прайм-тайм' });
    expect(cell).toHaveAttribute('aria-pressed', 'false');
    await user.click(cell);
    expect(cell).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Выбрано 20 из 20')).toBeInTheDocument();
    expect(screen.getByText('в прайм-тайм 12 из 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    const put = sent.find((request) => request.method === 'PUT')!;
    expect((put.body as { slots: unknown[] }).slots).toContainEqual({ weekday: 5, hour: 18 });
    expect(put.body).toMatchObject({ double_lesson_days: [] });
  });

  it("shows the server's Russian refusal", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /tutor/slots/': slots,
      'GET /tutor/lessons/': [],
      'PUT /tutor/slots/': () => errorResponse(400, 'too_few_slots', 'Выберите не меньше 20 слотов, сейчас 18'),
    });
    await renderAppRoute('/slots');
    await user.click(await screen.findByRole('button', { name: 'Среда, 08:00' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Выберите не меньше 20 слотов, сейчас 18')).toBeInTheDocument();
  });

  it('marks a started lesson passed and tells a failure', async () => {
    const user = userEvent.setup();
    let fail = false;
    const sent = stubApi({
      'GET /tutor/slots/': slots,
      'GET /tutor/lessons/': [lesson(7, past), lesson(8, future)],
      'PATCH /tutor/lessons/7/': () =>
        fail ? errorResponse(409, 'conflict', 'Урок уже отмечен') : new Response(JSON.stringify(lesson(7, past))),
    });
    await renderAppRoute('/slots');
    const list = await screen.findByRole('list', { name: 'Уроки' });
    const [started, upcoming] = within(list).getAllByRole('listitem');
    expect(within(upcoming!).queryByRole('button', { name: 'Урок проведён' })).not.toBeInTheDocument();
    await user.click(within(started!).getByRole('button', { name: 'Урок проведён' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ status: 'PASSED', reason: '' }),
    );
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('id');
    fail = true;
    await user.click(within(started!).getByRole('button', { name: 'Урок проведён' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          title: 'Не удалось обновить статус урока',
          message: 'Урок уже отмечен',
        }),
      ),
    );
    toast.mockRestore();
  });

  it('cancels a lesson with a reason', async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      'GET /tutor/slots/': slots,
      'GET /tutor/lessons/': [lesson(8, future)],
      'PATCH /tutor/lessons/8/': () => new Response(JSON.stringify(lesson(8, future))),
    });
    await renderAppRoute('/slots');
    await user.click(await screen.findByRole('button', { name: 'Отменить' }));
    await user.click(await screen.findByRole('radio', { name: 'Отменён: технические причины' }));
    await user.type(screen.getByRole('textbox', { name: 'Причина' }), 'Нет связи');
    await user.click(screen.getByRole('button', { name: 'Отменить урок' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({
        status: 'CANCELED_TUTOR_TECHNICAL',
        reason: 'Нет связи',
      }),
    );
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { TutorClientDetails, User } from '@school/contract';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { submissionDetail } from '../../../shared/homework-checking/test-checking';
import { renderAppRoute } from '../../../test/render-route';
import { errorResponse, stubApi } from '../../../test/stub-api';
import { given } from '../test-works';

const tutor: User = { ...studentUser(), id: 5, role: 'TUTOR_ROLE', firstName: 'Вера', student: null };
const client: TutorClientDetails = {
  id: 3,
  student: { id: 1, firstName: 'Алиса', lastName: 'Смирнова', email: 'student@example.com', phone: null, avatar: null },
  classTypeId: 2,
  classYear: 11,
  since: '2025-09-01',
  status: 'active',
  lessonsPerWeek: 2,
  notes: '',
  registrationDate: '2025-08-20',
};
const tutorWork = () => ({
  ...submissionDetail(),
  kind: 'TUTOR' as const,
  lessonId: null,
  lessonTitle: null,
  tutorName: 'Вера Романова',
});
const CHECK = 'POST /v2/homework/checking/77/';

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

const stub = (check: object | (() => Response)) =>
  stubApi({
    'GET /v2/core/class-types/': [],
    'GET /tutor/clients/3/': client,
    'GET /tutor/submissions/': {
      count: 1,
      results: [given({ id: 77, homeworkId: 140, status: 'DONE', needsCheck: true })],
    },
    'GET /v2/homework/submissions/77/': tutorWork(),
    [CHECK]: check,
  });

/** Scores every criterion of the fixture's two extended tasks by their + buttons. */
async function scoreAll() {
  const task = (number: number) => screen.getByRole('region', { name: `Задание ${number}` });
  for (const name of ['Добавить балл: Верный ответ', 'Добавить балл: Обоснование'])
    await userEvent.click(within(task(2)).getByRole('button', { name }));
  await userEvent.click(within(task(3)).getByRole('button', { name: 'Добавить балл: Решение' }));
}

describe('/clients/{id}/submissions/{homeworkId}, the tutor checks (issue 12)', () => {
  it('finds the submission by its homework, scores it on the curators’ form and returns to the client’s works', async () => {
    const sent = stub({ ...tutorWork(), submission: { ...tutorWork().submission, status: 'CHECKED_BY_TEACHER' } });
    const { router } = await renderAppRoute('/clients/3/submissions/140', { user: tutor });
    expect(await screen.findByRole('heading', { name: 'Производная и её применение', level: 2 })).toBeInTheDocument();
    expect(sent.find((request) => request.path === '/tutor/submissions/')?.query).toMatchObject({
      client: '3',
      homework: '140',
    });
    await scoreAll();
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    await waitFor(() => expect(shown).toContain('Работа проверена'));
    const body = sent.find((request) => `${request.method} ${request.path}` === CHECK)?.body as {
      decision: string;
      tasks: { task_id: number; criteria: { criterion_id: number; points: number }[] }[];
    };
    expect(body.decision).toBe('approve');
    expect(body.tasks.map((item) => item.task_id)).toEqual([12, 13]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/3/personal-works'));
  }, 30_000);

  it('says another check was quicker and reads the submission again', async () => {
    const sent = stub(() => errorResponse(409, 'already_checked', 'Работу уже проверили.'));
    await renderAppRoute('/clients/3/submissions/140', { user: tutor });
    await screen.findByRole('button', { name: 'Принять' });
    await scoreAll();
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    await waitFor(() => expect(shown).toContain('Эту работу уже проверили'));
    await waitFor(() =>
      expect(sent.filter((request) => request.path === '/v2/homework/submissions/77/')).toHaveLength(2),
    );
  }, 30_000);
});

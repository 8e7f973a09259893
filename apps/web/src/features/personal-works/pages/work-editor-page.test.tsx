import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { User } from '@school/contract';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderAppRoute } from '../../../test/render-route';
import { errorResponse, stubApi, type Sent } from '../../../test/stub-api';
import { json } from '../../../test/responses';
import { bankTask, selfStudy } from '../test-works';

const tutor: User = { ...studentUser(), id: 5, role: 'TUTOR_ROLE', firstName: 'Вера', student: null };
const CLASS_TYPES = [
  { id: 2, title: 'Математика', color: { base: '#7048e8', toxic: '#9775fa' }, classYears: [9, 10, 11] },
  { id: 3, title: 'Физика', color: { base: '#1c7ed6', toxic: '#4dabf7' }, classYears: [9, 10, 11] },
];
const bankPage = (ids: number[]) => ({ count: ids.length, results: ids.map((id) => bankTask(id)) });
const region = (name: string) => screen.getByRole('region', { name });
const bankCalls = (sent: Sent[]) =>
  sent.filter((request) => request.path === '/v2/materials/tasks/' && request.method === 'GET');

let shown: string[];
beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  shown = [];
  vi.spyOn(notifications, 'show').mockImplementation((notification) => {
    shown.push([notification.title, notification.message].filter(Boolean).join(': '));
    return '';
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/personal-works/create, the editor (issue 12)', () => {
  it('filters the bank by the work’s subject, adds and orders tasks, and saves them in that order', async () => {
    const sent = stubApi({
      'GET /v2/core/class-types/': CLASS_TYPES,
      'GET /v2/core/course-type-task-numbers/': [{ id: 7, classTypeId: 2, number: 7, title: 'Производная' }],
      'GET /v2/core/class-type-topics/': [{ id: 3, classTypeId: 2, title: 'Производная' }],
      'GET /v2/materials/tasks/': (request: Sent) =>
        json({ count: 2, results: (request.query.task_number ? [12] : [11, 12]).map((id) => bankTask(id)) }),
      'POST /tutor/self-studies/': selfStudy({ id: 21, tasks: [bankTask(12), bankTask(11)] }),
      'GET /tutor/self-studies/21/': selfStudy({ id: 21 }),
    });
    await renderAppRoute('/personal-works/create', { user: tutor });
    expect(await screen.findByRole('heading', { name: 'Новая домашка', level: 1 })).toBeInTheDocument();

    // Saving an empty work names what is missing and sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Введите название')).toBeInTheDocument();
    expect(screen.getByText('Добавьте хотя бы одно задание')).toBeInTheDocument();

    const main = region('Основное');
    await userEvent.type(within(main).getByRole('textbox', { name: /Название/ }), 'Производная: разминка');
    await userEvent.selectOptions(within(main).getByRole('combobox', { name: /Предмет/ }), 'Математика');
    await waitFor(() => expect(bankCalls(sent).at(-1)?.query).toMatchObject({ class_type: '2' }));
    const bank = region('Банк заданий');
    await userEvent.selectOptions(within(bank).getByRole('combobox', { name: 'Номер в экзамене' }), '№ 7. Производная');
    await waitFor(() => expect(bankCalls(sent).at(-1)?.query).toMatchObject({ class_type: '2', task_number: '7' }));
    await userEvent.selectOptions(within(bank).getByRole('combobox', { name: 'Номер в экзамене' }), 'Любой номер');
    await userEvent.click(await within(bank).findByRole('button', { name: 'Добавить в домашку: задание 11' }));
    await userEvent.click(within(bank).getByRole('button', { name: 'Добавить в домашку: задание 12' }));
    expect(within(bank).getAllByRole('button', { name: 'Добавлено' })).toHaveLength(2);

    const chosen = region('Задания домашки');
    expect(within(chosen).getByText('2 задания · 2 балла')).toBeInTheDocument();
    await userEvent.click(within(chosen).getByRole('button', { name: 'Выше: задание 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(shown).toContain('Домашка сохранена'));
    const saved = sent.find((request) => request.method === 'POST' && request.path === '/tutor/self-studies/');
    expect(saved?.body).toEqual({
      title: 'Производная: разминка',
      description: '',
      class_type: 2,
      time_limit_minutes: null,
      tasks: [12, 11],
    });
  }, 30_000);

  it('says spec 3 §8’s words with the server’s reason when the work cannot be created', async () => {
    stubApi({
      'GET /v2/core/class-types/': CLASS_TYPES,
      'GET /v2/core/course-type-task-numbers/': [],
      'GET /v2/core/class-type-topics/': [],
      'GET /v2/materials/tasks/': bankPage([11]),
      'POST /tutor/self-studies/': () => errorResponse(400, 'wrong_subject', 'Задание другого предмета.'),
    });
    await renderAppRoute('/personal-works/create', { user: tutor });
    const main = region('Основное');
    await userEvent.type(await within(main).findByRole('textbox', { name: /Название/ }), 'Кинематика');
    await userEvent.selectOptions(within(main).getByRole('combobox', { name: /Предмет/ }), 'Физика');
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить в домашку: задание 11' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(shown).toContain('Не удалось создать домашнее задание: Задание другого предмета.'));
  });
});

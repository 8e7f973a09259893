import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { User } from '@school/contract';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderAppRoute } from '../../../test/render-route';
import { stubApi, type Sent } from '../../../test/stub-api';
import { bankTask } from '../test-works';

const tutor: User = { ...studentUser(), id: 5, role: 'TUTOR_ROLE', firstName: 'Вера', student: null };
const CLASS_TYPES = [{ id: 2, title: 'Математика', color: { base: '#7048e8', toxic: '#9775fa' }, classYears: [9] }];

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  vi.spyOn(notifications, 'show').mockImplementation(() => '');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The editor with the subject chosen and «Своё задание» open on the given answer type. */
async function openDialog(type: string) {
  const sent = stubApi({
    'GET /v2/core/class-types/': CLASS_TYPES,
    'GET /v2/core/course-type-task-numbers/': [],
    'GET /v2/core/class-type-topics/': [],
    'GET /v2/materials/tasks/': { count: 0, results: [] },
    'POST /v2/materials/tasks/': bankTask(40, { isOwn: true }),
  });
  await renderAppRoute('/personal-works/create', { user: tutor });
  const main = screen.getByRole('region', { name: 'Основное' });
  await userEvent.selectOptions(await within(main).findByRole('combobox', { name: /Предмет/ }), 'Математика');
  await userEvent.click(screen.getByRole('button', { name: 'Своё задание' }));
  const dialog = await screen.findByRole('dialog', { name: 'Своё задание' });
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Тип ответа' }), type);
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Условие/ }), 'Условие задачи');
  const created = () =>
    sent.filter((request: Sent) => request.method === 'POST' && request.path === '/v2/materials/tasks/');
  return { dialog, created };
}

describe('«Своё задание»: order and matching (issue 12)', () => {
  it('writes the items of an order in the right order, moved with up and down', async () => {
    const { dialog, created } = await openDialog('Порядок');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать и добавить' }));
    expect(within(dialog).getByText('Нужно хотя бы два непустых элемента')).toBeInTheDocument();
    expect(created()).toHaveLength(0);

    const items = within(dialog).getByRole('group', { name: 'Элементы в правильном порядке' });
    await userEvent.type(within(items).getByRole('textbox', { name: 'Элемент 1' }), 'Второй');
    await userEvent.type(within(items).getByRole('textbox', { name: 'Элемент 2' }), 'Первый');
    await userEvent.click(within(items).getByRole('button', { name: 'Добавить элемент' }));
    await userEvent.type(within(items).getByRole('textbox', { name: 'Элемент 3' }), 'Третий');
    expect(within(items).getByRole('button', { name: 'Выше: элемент 1' })).toBeDisabled();
    expect(within(items).getByRole('button', { name: 'Ниже: элемент 3' })).toBeDisabled();
    await userEvent.click(within(items).getByRole('button', { name: 'Выше: элемент 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать и добавить' }));

    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]?.body).toMatchObject({
      type: 'ORDER',
      options: [
        { id: 'a', html: 'Первый' },
        { id: 'b', html: 'Второй' },
        { id: 'c', html: 'Третий' },
      ],
      correct: { type: 'ORDER', order: ['a', 'b', 'c'] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Своё задание' })).not.toBeInTheDocument());
  }, 30_000);

  it('pairs every left item with a right option through its select', async () => {
    const { dialog, created } = await openDialog('Соответствие');
    const left = within(dialog).getByRole('group', { name: 'Левый столбец' });
    const right = within(dialog).getByRole('group', { name: 'Правый столбец' });
    await userEvent.type(within(left).getByRole('textbox', { name: 'Слева 1' }), 'Париж');
    await userEvent.type(within(left).getByRole('textbox', { name: 'Слева 2' }), 'Москва');
    await userEvent.type(within(right).getByRole('textbox', { name: 'Вариант 1' }), 'Россия');
    await userEvent.type(within(right).getByRole('textbox', { name: 'Вариант 2' }), 'Франция');
    await userEvent.selectOptions(
      within(left).getByRole('combobox', { name: 'Пара для элемента слева 1' }),
      '2. Франция',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать и добавить' }));
    expect(within(dialog).getByText('Выберите пару справа для каждого элемента слева')).toBeInTheDocument();
    expect(created()).toHaveLength(0);

    await userEvent.selectOptions(
      within(left).getByRole('combobox', { name: 'Пара для элемента слева 2' }),
      '1. Россия',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать и добавить' }));
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]?.body).toMatchObject({
      type: 'MATCH',
      match_items: [
        { id: '1', html: 'Париж' },
        { id: '2', html: 'Москва' },
      ],
      options: [
        { id: 'a', html: 'Россия' },
        { id: 'b', html: 'Франция' },
      ],
      correct: { type: 'MATCH', pairs: { '1': 'b', '2': 'a' } },
    });
  }, 30_000);
});

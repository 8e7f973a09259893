import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snakeKeys, type User } from '@school/contract';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';
import { json } from '../../../test/responses';
import { stubApi, type Sent } from '../../../test/stub-api';

const admin: User = {
  id: 1,
  role: 'MAIN_MANAGER_ROLE',
  firstName: 'Анна',
  lastName: 'Главная',
  email: 'admin@example.com',
  avatar: null,
  student: null,
};

const account = (id: number, email: string, role: string, isActive = true) => ({
  id,
  email,
  firstName: 'Семён',
  lastName: 'Продажин',
  role,
  isActive,
  createdAt: '2026-11-27T10:00:00Z',
});

let sent: Sent[];
const writes = () =>
  sent.filter((request) => request.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

beforeEach(() => {
  sessionStore.setUser(admin);
  sent = stubApi({
    'GET /staff/accounts/': () =>
      json(snakeKeys({ count: 1, results: [account(5, 'sales@example.com', 'SALE_MANAGER')] })),
    'POST /staff/accounts/': () =>
      json(snakeKeys({ account: account(6, 'new@school.ru', 'TEACHER_ROLE'), password: 'Xy7-generated-pass' }), 201),
    'PATCH /staff/accounts/5/': () => json(snakeKeys(account(5, 'sales@example.com', 'SALE_MANAGER', false))),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('StaffAccountsPage (issue 16)', () => {
  it('opens an account and shows its password once; closes another', async () => {
    await renderAppRoute('/staff/accounts');
    const table = await screen.findByRole('table', { name: 'Сотрудники' });
    expect(within(table).getByText('sales@example.com')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Закрыть доступ: sales@example.com' }));
    await waitFor(() =>
      expect(writes()).toEqual([{ method: 'PATCH', path: '/staff/accounts/5/', body: { is_active: false } }]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Добавить сотрудника' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Электронная почта/), 'new@school.ru');
    await userEvent.type(within(dialog).getByLabelText(/^Имя/), 'Павел');
    await userEvent.type(within(dialog).getByLabelText(/^Фамилия/), 'Учителев');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByDisplayValue('Xy7-generated-pass')).toBeTruthy();
    expect(writes()[1]).toMatchObject({
      method: 'POST',
      body: { email: 'new@school.ru', first_name: 'Павел', last_name: 'Учителев', role: 'MANAGER_ROLE' },
    });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderAppRoute } from '../../../test/render-route';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const PROFILE = {
  id: 1,
  first_name: 'Алиса',
  last_name: 'Смирнова',
  email: 'student@example.com',
  avatar: null,
  phone: '79161234567',
  is_phone_confirmed: true,
  birthday: null,
  class_year: null,
  nickname: null,
  telegram: null,
  level_title: 'Отличник',
  exp: 1840,
  registration_date: '2026-11-01T10:00:00Z',
  accepted_personal_data: true,
  accepted_apartment_lottery: false,
  social_accounts: [],
  editable: { phone: false, email: false, birthday: true, vk: true, telegram: false, nickname: true, documents: true },
};
const operation = (n: number) => ({
  kind: 'order',
  amount: 349000,
  currency: 'RUB',
  description: `Оплата заказа № ${n}`,
  at: '2026-11-01T09:30:00Z',
});

let requests: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  requests = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, path: url.pathname + url.search, body });
    if (url.pathname === '/api/v2/core/users/profile/') return json(PROFILE);
    if (url.pathname === '/api/v2/core/users/additional-info/') {
      if (method === 'PATCH') {
        if (body.parent_phone === '123')
          return json(
            {
              type: 'validation_error',
              errors: [{ attr: 'parent_phone', detail: 'Неверный номер телефона', code: 'invalid' }],
            },
            400,
          );
        return json({ city: null, school: null, parent_full_name: null, parent_phone: null, ...body });
      }
      return json({ city: 'Казань', school: null, parent_full_name: null, parent_phone: null });
    }
    if (url.pathname === '/api/v2/students/financial-report/') {
      const offset = Number(url.searchParams.get('offset'));
      return json({
        count: 12,
        results: Array.from({ length: offset === 0 ? 10 : 2 }, (_, index) => operation(offset + index + 1)),
        totals: { paid: 4_188_000, refunded: 349_000, bonuses_earned: 50_000, bonuses_used: 0 },
      });
    }
    if (url.pathname === '/api/v2/students/class-types/') return json({ class_year: null, class_types: [] });
    // Class years and the like: lists.
    return json([]);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('/profile: additional details and payments', () => {
  it('saves the additional details as trimmed values or null', async () => {
    const user = userEvent.setup();
    await renderAppRoute('/profile', { user: studentUser() });
    expect(await screen.findByDisplayValue('Казань')).toHaveAccessibleName('Город');
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Школа' }), '  Лицей № 131 ');
    await user.click(save);
    // Saved: the form takes the server's answer and has nothing left to save.
    await waitFor(() => expect(save).toBeDisabled());
    expect(screen.getByRole('textbox', { name: 'Школа' })).toHaveValue('Лицей № 131');
    const patch = requests.find((r) => r.method === 'PATCH' && r.path === '/api/v2/core/users/additional-info/');
    expect(patch?.body).toEqual({ city: 'Казань', school: 'Лицей № 131', parent_full_name: null, parent_phone: null });
  });

  it("shows the server's field error under the field", async () => {
    const user = userEvent.setup();
    await renderAppRoute('/profile', { user: studentUser() });
    await screen.findByDisplayValue('Казань');
    await user.type(screen.getByRole('textbox', { name: 'Телефон родителя' }), '123');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Неверный номер телефона')).toBeInTheDocument();
  });

  it('lists the payments with their totals and pages through them', async () => {
    const user = userEvent.setup();
    await renderAppRoute('/profile', { user: studentUser() });
    const section = await screen.findByRole('region', { name: 'Платежи и бонусы' });
    expect(await within(section).findByText('Оплата заказа № 1')).toBeInTheDocument();
    expect(within(section).getByText('Оплачено').nextSibling).toHaveTextContent(/^41\s880\D*₽$/);
    expect(within(section).getByText('Возвращено').nextSibling).toHaveTextContent(/^3\s490\D*₽$/);
    await user.click(within(section).getByRole('button', { name: 'Следующая страница' }));
    expect(await within(section).findByText('Оплата заказа № 12')).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toContain('/api/v2/students/financial-report/?limit=10&offset=10');
  });
});

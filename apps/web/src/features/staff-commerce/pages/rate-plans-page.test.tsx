import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { snakeKeys, type User } from '@school/contract';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';
import { json } from '../../../test/responses';
import { stubApi, type Sent } from '../../../test/stub-api';

const sales: User = {
  id: 1,
  role: 'SALE_MANAGER',
  firstName: 'Семён',
  lastName: 'Продажин',
  email: 'sales@example.com',
  avatar: null,
  student: null,
};

const type = { id: 3, title: 'Математика ЕГЭ' };
const plan = (id: number, title: string, sysName: string, price: number, order: number) => ({
  id,
  productType: type,
  title,
  sysName,
  price,
  order,
  isActive: true,
  currency: 'RUB',
});
const pack = {
  id: 7,
  product: { id: 11, title: 'Индивидуальные · май' },
  productType: { id: 4, title: 'Индивидуальные' },
  title: '4 занятия',
  lessonsCount: 4,
  price: 1_200_000,
  isActive: false,
  currency: 'RUB',
};
const inUse = {
  type: 'client_error',
  errors: [{ attr: null, code: 'in_use', detail: 'Тариф уже выбран в корзинах, заказах или подписках.' }],
};

let sent: Sent[];
const writes = () =>
  sent.filter((request) => request.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  sessionStore.setUser(sales);
  sent = stubApi({
    'GET /staff/commerce/product-options/': () =>
      json(
        snakeKeys({
          currency: 'RUB',
          productTypes: [{ ...type, courseType: 'master_group' }],
          mgMonths: [],
          teachers: [],
        }),
      ),
    'GET /staff/commerce/rate-plans/': () =>
      json(snakeKeys({ count: 1, results: [plan(5, 'Стандарт', 'standard', 300_000, 0)] })),
    'GET /staff/commerce/packs/': () => json(snakeKeys({ count: 1, results: [pack] })),
    'POST /staff/commerce/rate-plans/': () => json(snakeKeys(plan(6, 'Премиум', 'premium', 450_000, 1)), 201),
    'DELETE /staff/commerce/rate-plans/5/': () => json(inUse, 409),
    'POST /staff/commerce/rate-plans/5/deactivate/': () =>
      json(snakeKeys({ ...plan(5, 'Стандарт', 'standard', 300_000, 0), isActive: false })),
    'POST /staff/commerce/packs/7/activate/': () => json(snakeKeys({ ...pack, isActive: true })),
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('RatePlansPage (issue 16)', () => {
  it('lists plans and packs, adds a plan to the chosen programme, offers taking one in use off sale', async () => {
    vi.spyOn(notifications, 'show').mockReturnValue('id');
    await renderAppRoute('/staff/commerce/rate-plans');
    const plans = await screen.findByRole('table', { name: 'Тарифы' });
    expect(await within(plans).findByText('standard')).toBeTruthy();
    const packs = screen.getByRole('table', { name: 'Пакеты занятий' });
    expect(await within(packs).findByText('Индивидуальные · май')).toBeTruthy();

    await userEvent.click(screen.getByRole('textbox', { name: 'Программа' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Математика ЕГЭ' }));
    await waitFor(() => expect(sent.some((request) => request.query.product_type === '3')).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: 'Добавить тариф' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Название тарифа/), 'Премиум');
    await userEvent.type(within(dialog).getByLabelText(/Системное имя/), 'premium');
    await userEvent.type(within(dialog).getByLabelText(/^Цена/), '4500');
    await userEvent.clear(within(dialog).getByLabelText(/Порядок/));
    await userEvent.type(within(dialog).getByLabelText(/Порядок/), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'POST',
          path: '/staff/commerce/rate-plans/',
          body: { product_type_id: 3, title: 'Премиум', sys_name: 'premium', price: 450_000, order: 1 },
        },
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Стандарт»' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    const offer = await screen.findByRole('dialog', { name: 'Нельзя удалить «Стандарт»' });
    expect(within(offer).getByText(/Тариф уже выбран в корзинах, заказах или подписках\./)).toBeTruthy();
    await userEvent.click(within(offer).getByRole('button', { name: 'Снять с продажи' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'teal', message: '«Стандарт» снят с продажи' }),
      ),
    );
    expect(writes().slice(1)).toMatchObject([
      { method: 'DELETE', path: '/staff/commerce/rate-plans/5/' },
      { method: 'POST', path: '/staff/commerce/rate-plans/5/deactivate/' },
    ]);
  });

  it('shows what is off sale and puts a pack back on sale', async () => {
    vi.spyOn(notifications, 'show').mockReturnValue('id');
    await renderAppRoute('/staff/commerce/rate-plans');
    const packs = await screen.findByRole('table', { name: 'Пакеты занятий' });
    expect(await within(packs).findByText('Снят с продажи')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Тарифы' })).getByText('В продаже')).toBeTruthy();
    await userEvent.click(within(packs).getByRole('button', { name: 'Вернуть в продажу «4 занятия»' }));
    await waitFor(() =>
      expect(writes()).toMatchObject([{ method: 'POST', path: '/staff/commerce/packs/7/activate/' }]),
    );
    expect(writes()).toHaveLength(1);
  });
});

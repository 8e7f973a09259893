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

const head: User = {
  id: 1,
  role: 'HEAD_MANAGER_ROLE',
  firstName: 'Ирина',
  lastName: 'Главная',
  email: 'head@example.com',
  avatar: null,
  student: null,
};

const product = (id: number, title: string) => ({
  id,
  title,
  productType: { id: 3, title: 'Программа', courseType: 'master_group' },
  mgMonth: null,
  teacher: null,
  startDate: '2027-05-01',
  endDate: '2027-05-31',
  price: 300_000,
  currency: 'RUB',
});
const bundle = {
  id: 9,
  title: 'Весна',
  description: '',
  sysCourseType: 'master_group',
  discountPercent: 15,
  isActive: true,
  isBannerBundle: true,
  products: [
    { id: 1, title: 'Алгебра', isOptional: false },
    { id: 2, title: 'Физика', isOptional: true },
  ],
};

let sent: Sent[];
const writes = () =>
  sent.filter((request) => request.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  sessionStore.setUser(head);
  sent = stubApi({
    'GET /staff/commerce/bundles/': () => json(snakeKeys({ count: 1, results: [bundle] })),
    'GET /staff/commerce/products/': () =>
      json(snakeKeys({ count: 2, results: [product(1, 'Алгебра'), product(2, 'Физика')] })),
    'POST /staff/commerce/bundles/': () => json(snakeKeys({ ...bundle, id: 10, title: 'Лето' }), 201),
    'POST /staff/commerce/bundles/9/deactivate/': () => json(snakeKeys({ ...bundle, isActive: false })),
    'GET /staff/commerce/gifts/': () =>
      json(snakeKeys([{ id: 4, productId: null, bundleId: 9, gift: { id: 1, title: 'Алгебра' }, optional: true }])),
    'POST /staff/commerce/gifts/': () =>
      json(
        { type: 'client_error', errors: [{ attr: 'gift_product_id', code: 'gift_taken', detail: 'Уже дарится.' }] },
        409,
      ),
    'DELETE /staff/commerce/gifts/4/': () => json({}),
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('BundlesPage (issue 16)', () => {
  it('lists bundles, makes a banner one with an optional product, takes one off sale', async () => {
    vi.spyOn(notifications, 'show').mockReturnValue('id');
    await renderAppRoute('/staff/commerce/bundles');
    const table = await screen.findByRole('table', { name: 'Наборы' });
    expect(await within(table).findByText('Алгебра, Физика')).toBeTruthy();
    expect(within(table).getByText('Баннер')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Создать набор' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Название набора/), 'Лето');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Продукты/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Алгебра · #1' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Физика · #2' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '«Физика» — можно не брать' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Баннер в каталоге/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'POST',
          path: '/staff/commerce/bundles/',
          body: {
            title: 'Лето',
            description: '',
            sys_course_type: 'master_group',
            discount_percent: 10,
            is_active: true,
            is_banner_bundle: true,
            products: [
              { product_id: 1, is_optional: false },
              { product_id: 2, is_optional: true },
            ],
          },
        },
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Снять с продажи «Весна»' }));
    await waitFor(() =>
      expect(writes()[1]).toMatchObject({ method: 'POST', path: '/staff/commerce/bundles/9/deactivate/' }),
    );
  });

  it('shows a bundle’s gifts, removes one, and shows why another cannot be added', async () => {
    await renderAppRoute('/staff/commerce/bundles');
    await userEvent.click(await screen.findByRole('button', { name: 'Подарки к «Весна»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подарки: Весна' });
    expect(await within(dialog).findByText('можно отказаться')).toBeTruthy();
    expect(sent.find((request) => request.path === '/staff/commerce/gifts/')?.query).toEqual({ bundle: '9' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Убрать подарок «Алгебра»' }));
    await waitFor(() =>
      expect(writes()).toEqual([{ method: 'DELETE', path: '/staff/commerce/gifts/4/', body: undefined }]),
    );

    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Добавить подарки' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Физика · #2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Уже дарится.')).toBeTruthy();
    expect(writes()[1]).toEqual({
      method: 'POST',
      path: '/staff/commerce/gifts/',
      body: { product_id: null, bundle_id: 9, gift_product_id: 2, optional: false },
    });
  });
});

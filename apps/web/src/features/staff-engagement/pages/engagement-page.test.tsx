import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snakeKeys, type StaffBanner, type User } from '@school/contract';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';
import { json } from '../../../test/responses';
import { stubApi, type Sent } from '../../../test/stub-api';

const manager: User = {
  id: 7,
  role: 'HEAD_MANAGER_ROLE',
  firstName: 'Анна',
  lastName: 'Руководитель',
  email: 'head@example.com',
  avatar: null,
  student: null,
};

const banner = (extra: Partial<StaffBanner>): StaffBanner => ({
  id: 1,
  kind: 'site',
  title: 'Пробный ЕНТ',
  text: 'В субботу',
  color: 'violet',
  link: '/schedule',
  linkText: 'В расписание',
  productTypeId: null,
  isActive: true,
  startsAt: null,
  endsAt: null,
  variants: [],
  classYearIds: [],
  ...extra,
});

const page = (results: StaffBanner[]) => json(snakeKeys({ count: results.length, results }));

let sent: Sent[];
beforeEach(() => {
  sessionStore.setUser(manager);
  sent = stubApi({
    'GET /staff/engagement/modals/': () => page([]),
    'GET /staff/engagement/options/': () =>
      json(
        snakeKeys({
          variants: ['RU', 'KZ'],
          classYears: [{ id: 4, title: '11 класс' }],
          productTypes: [{ id: 3, title: 'ЕНТ математика' }],
        }),
      ),
    'GET /staff/engagement/banners/site/': () => page([banner({})]),
    'GET /staff/engagement/banners/product/': () =>
      page([
        banner({
          id: 2,
          kind: 'product',
          title: 'Скидка',
          link: null,
          linkText: null,
          productTypeId: 3,
          endsAt: '2030-01-31T10:00:00Z',
          variants: ['KZ'],
          classYearIds: [4],
        }),
      ]),
    'POST /staff/engagement/banners/site/': ({ body }) =>
      (body as { link?: string }).link === '/taken'
        ? json({ type: 'validation_error', errors: [{ attr: 'link', code: 'invalid', detail: 'Плохая ссылка.' }] }, 400)
        : json(snakeKeys(banner({ id: 5, title: 'Новый' })), 201),
    'POST /staff/engagement/banners/site/1/activation/': () => json(snakeKeys(banner({ isActive: false }))),
    'GET /staff/engagement/referral/': () =>
      json(snakeKeys({ friendDiscountPercent: 10, referrerBonus: 50_000, currency: 'RUB' })),
    'PUT /staff/engagement/referral/': ({ body }) => json({ ...(body as object), currency: 'RUB' }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('EngagementPage, banners (docs/staff-engagement.md)', () => {
  it('lists both kinds, creates a site banner and switches one off', async () => {
    await renderAppRoute('/staff/engagement');
    await userEvent.click(await screen.findByRole('tab', { name: 'Баннеры' }));
    const table = await screen.findByRole('table', { name: 'На главной' });
    expect(within(table).getByText('Пробный ЕНТ')).toBeInTheDocument();
    expect(within(table).getByText('/schedule')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Выключить «Пробный ЕНТ»' }));
    await waitFor(() =>
      expect(sent.find((request) => request.path === '/staff/engagement/banners/site/1/activation/')?.body).toEqual({
        is_active: false,
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Создать баннер' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Заголовок/), 'Новый');
    await userEvent.type(within(dialog).getByLabelText(/Текст/, { selector: 'textarea' }), 'Текст баннера');
    await userEvent.type(within(dialog).getByLabelText(/^Ссылка/), '/taken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Плохая ссылка.')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText(/^Ссылка/));
    await userEvent.type(within(dialog).getByLabelText(/^Ссылка/), '/catalog');
    fireEvent.change(within(dialog).getByLabelText('Показывать с'), { target: { value: '2030-01-01T10:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const created = sent.filter(
      (request) => request.method === 'POST' && request.path === '/staff/engagement/banners/site/',
    );
    expect(created.at(-1)?.body).toEqual({
      title: 'Новый',
      text: 'Текст баннера',
      color: 'violet',
      link: '/catalog',
      link_text: null,
      starts_at: new Date('2030-01-01T10:00').toISOString(),
      ends_at: null,
      variants: [],
      class_year_ids: [],
      is_active: false,
    });

    await userEvent.click(screen.getByRole('radio', { name: 'В каталоге' }));
    const catalog = await screen.findByRole('table', { name: 'В каталоге' });
    expect(await within(catalog).findByText('Скидка')).toBeInTheDocument();
    expect(within(catalog).getByText('ЕНТ математика')).toBeInTheDocument();
    // The list shows each banner's window and audience.
    expect(within(catalog).getByText(/^до /)).toBeInTheDocument();
    expect(within(catalog).getByText('KZ, 11 класс')).toBeInTheDocument();
  });

  it('changes the referral terms: percent as typed, the bonus in kopecks', async () => {
    await renderAppRoute('/staff/engagement');
    await userEvent.click(await screen.findByRole('tab', { name: 'Реферальная программа' }));
    const percent = await screen.findByRole('textbox', { name: 'Скидка другу' });
    expect(percent).toHaveValue('10 %');
    const bonus = screen.getByRole('textbox', { name: /Бонус пригласившему/ });
    await userEvent.clear(percent);
    await userEvent.type(percent, '15');
    await userEvent.clear(bonus);
    await userEvent.type(bonus, '750');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
        friend_discount_percent: 15,
        referrer_bonus: 75_000,
      }),
    );
  });
});

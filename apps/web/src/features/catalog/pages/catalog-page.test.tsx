import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { Bundle } from '@school/contract';
import { catalogProduct, serveApi, studentUser, testCart, type SentRequest } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { emulatePhone } from '../../../test/phone';
import { renderAppRoute } from '../../../test/render-route';
import { monthOptions, readFilters } from '../lib/catalog-search';

const classTypes = [
  { id: 1, title: 'Математика', color: { base: '#7048e8', toxic: '#9775fa' }, classYears: [11] },
  { id: 2, title: 'Физика', color: { base: '#1c7ed6', toxic: '#4dabf7' }, classYears: [11] },
];
const bundle: Bundle = {
  id: 9,
  title: 'Математика + физика',
  description: 'Два предмета со скидкой',
  sysCourseType: 'master_group',
  price: 450000,
  initialPrice: 500000,
  ratePlanTitle: null,
  products: [
    {
      id: 201,
      title: 'Физика ЕГЭ — апрель',
      classTypeTitle: 'Физика',
      price: 250000,
      isOptional: false,
      included: true,
    },
    {
      id: 202,
      title: 'Математика ЕГЭ — апрель',
      classTypeTitle: 'Математика',
      price: 250000,
      isOptional: false,
      included: true,
    },
  ],
  gifts: [{ id: 3, title: 'Интенсив по задачам' }],
};

const products = [
  catalogProduct(),
  catalogProduct({ id: 202, title: 'Математика ЕГЭ — апрель', inCart: true }),
  catalogProduct({ id: 203, title: 'Химия ЕГЭ — апрель', owned: true }),
];

function serveCatalog(extra: Record<string, unknown> = {}): SentRequest[] {
  return serveApi({
    'GET /api/v2/core/class-types/': classTypes,
    'GET /api/v2/core/class-years/': [{ id: 11, title: '11 класс', value: 11 }],
    'GET /api/v2/core/sys-course-types/': { results: [{ id: 1, code: 'master_group', title: 'Мастер-группа' }] },
    'GET /api/products/catalog/': { count: products.length, results: products },
    'GET /api/products/teachers/': [],
    'GET /api/products/bundles/': [bundle],
    'GET /api/products/banner/': [],
    'GET /api/settings/banner-bundle/': null,
    ...extra,
  });
}

/** The filters each catalog request carried (its page, limit and offset, left out). */
const catalogQueries = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.path === '/api/products/catalog/')
    .map((request) => {
      const search = new URLSearchParams(request.search);
      search.delete('limit');
      search.delete('offset');
      return search.toString();
    });

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  sessionStore.setUser(studentUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.setUser(null);
});

describe('catalog page (spec 2 §2)', () => {
  it('shows products with their subject, teacher, rate plans, prices and cart states', async () => {
    serveCatalog();
    await renderAppRoute('/catalog');
    const card = await screen.findByRole('article', { name: 'Физика ЕГЭ — апрель' });
    expect(within(card).getByText('Мария Смирнова')).toBeInTheDocument();
    expect(within(card).getByText('Апрель')).toBeInTheDocument();
    expect(within(card).getByText('Старт 1 апреля 2030 г.')).toBeInTheDocument();
    expect(within(card).getByLabelText('Цена')).toHaveTextContent(/2\s500\s₽/);
    await userEvent.click(within(card).getByRole('radio', { name: /^Премиум/ }));
    expect(within(card).getByLabelText('Цена')).toHaveTextContent(/4\s000\s₽/);
    const inCart = screen.getByRole('article', { name: 'Математика ЕГЭ — апрель' });
    expect(within(inCart).getByRole('link', { name: 'В корзине' })).toHaveAttribute('href', '/cart');
    const owned = screen.getByRole('article', { name: 'Химия ЕГЭ — апрель' });
    expect(within(owned).getByText('Уже куплено')).toBeInTheDocument();
    expect(within(owned).queryByRole('button', { name: /В корзину/ })).not.toBeInTheDocument();
  });

  it('adds the chosen rate plan to the cart', async () => {
    vi.spyOn(notifications, 'show').mockReturnValue('id');
    const sent = serveCatalog({ 'POST /api/cart/': testCart() });
    await renderAppRoute('/catalog');
    const card = await screen.findByRole('article', { name: 'Физика ЕГЭ — апрель' });
    await userEvent.click(within(card).getByRole('radio', { name: /^Премиум/ }));
    await userEvent.click(within(card).getByRole('button', { name: 'Добавить в корзину «Физика ЕГЭ — апрель»' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')!.body).toEqual({
      product: 201,
      rate_plan: 2,
      replace: false,
    });
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Добавили в корзину' }));
  });

  it('keeps the filters in the URL and asks the catalog with them', async () => {
    const sent = serveCatalog();
    // As in the app, answers stay fresh for a while: the route's prefetch is the page's one request.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const { router } = await renderAppRoute('/catalog?classType=1', { queryClient });
    await screen.findByRole('article', { name: 'Физика ЕГЭ — апрель' });
    expect(catalogQueries(sent)).toEqual(['class_type=1']);
    expect(screen.getByRole('radio', { name: /Математика/ })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: /Физика/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ classType: 2 }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Класс' }));
    await userEvent.click(await screen.findByRole('option', { name: '11 класс' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ classType: 2, classYear: 11 }));
    await waitFor(() => expect(catalogQueries(sent)).toContain('class_type=2&class_year=11'));

    await userEvent.click(screen.getByRole('radio', { name: 'Все предметы' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ classYear: 11 }));
  });

  it('filters by the route’s product type and goes back to the whole catalog', async () => {
    const sent = serveCatalog();
    const { router } = await renderAppRoute('/catalog/4?month=2030-04-01');
    await screen.findByRole('article', { name: 'Физика ЕГЭ — апрель' });
    expect(catalogQueries(sent)[0]).toBe('product_type=4&month=2030-04-01');
    await userEvent.click(screen.getByRole('button', { name: 'Весь каталог' }));
    await waitFor(() => expect(router.state.location.href).toBe('/catalog'));
    await waitFor(() => expect(catalogQueries(sent)).toContain(''));
    expect(screen.queryByRole('button', { name: 'Весь каталог' })).not.toBeInTheDocument();
  });

  it('shows bundles with their old price, gifts and an add button', async () => {
    vi.spyOn(notifications, 'show').mockReturnValue('id');
    const sent = serveCatalog({ 'POST /api/cart/': testCart() });
    await renderAppRoute('/catalog');
    const card = await screen.findByRole('article', { name: 'Математика + физика' });
    expect(within(card).getByText(/Интенсив по задачам/)).toBeInTheDocument();
    expect(within(card).getByLabelText(/Без скидки/)).toHaveTextContent(/5\s000\s₽/);
    await userEvent.click(
      within(card).getByRole('button', { name: 'Добавить в корзину комплект «Математика + физика»' }),
    );
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')!.body).toEqual({
      product: 201,
      bundle: 9,
      replace: false,
    });
  });

  it('sends a student who owns nothing from the plain catalog to the start page', async () => {
    serveCatalog({ 'GET /api/products/student-class-types/': [] });
    const { router } = await renderAppRoute('/catalog');
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog-start'));
  });

  it('keeps a student who owns a subject on the catalog', async () => {
    const sent = serveCatalog({ 'GET /api/products/student-class-types/': [classTypes[0]] });
    const { router } = await renderAppRoute('/catalog');
    await waitFor(() =>
      expect(sent.some((request) => request.path === '/api/products/student-class-types/')).toBe(true),
    );
    await screen.findByRole('article', { name: 'Физика ЕГЭ — апрель' });
    expect(router.state.location.pathname).toBe('/catalog');
  });

  it('shows the banner’s bundle once, on top, and not again among the bundles', async () => {
    const other: Bundle = { ...bundle, id: 10, title: 'Химия + биология' };
    serveCatalog({ 'GET /api/products/bundles/': [bundle, other], 'GET /api/settings/banner-bundle/': bundle });
    await renderAppRoute('/catalog');
    const section = await screen.findByRole('region', { name: 'Выгодные комплекты' });
    await within(section).findByRole('article', { name: 'Химия + биология' });
    await waitFor(() => expect(screen.getAllByRole('article', { name: 'Математика + физика' })).toHaveLength(1));
    expect(within(section).queryByRole('article', { name: 'Математика + физика' })).not.toBeInTheDocument();
  });

  it('configures a bundle with a rate plan priced by the server and adds it so', async () => {
    vi.spyOn(notifications, 'show').mockReturnValue('id');
    const sent = serveCatalog({
      'GET /api/products/bundles/9/rate-plans/': [{ id: 2, title: 'Премиум', sysName: 'premium', price: 0, order: 2 }],
      'PATCH /api/products/bundles/9/': { ...bundle, price: 720000, initialPrice: 800000, ratePlanTitle: 'Премиум' },
      'POST /api/cart/': testCart(),
    });
    await renderAppRoute('/catalog');
    const card = await screen.findByRole('article', { name: 'Математика + физика' });
    await userEvent.click(within(card).getByRole('button', { name: 'Выбрать тариф' }));
    const dialog = await screen.findByRole('dialog', { name: 'Тариф комплекта «Математика + физика»' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^Премиум/ }));
    expect(await within(dialog).findByText('Цена с выбранным тарифом')).toBeInTheDocument();
    expect(within(dialog).getByText(/7\s200\s₽/)).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'PATCH')!.body).toEqual({ rate_plan: 2 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Готово' }));
    expect(within(card).getByText('Тариф: Премиум')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: /Добавить в корзину комплект/ }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')!.body).toEqual({
      product: 201,
      bundle: 9,
      rate_plan: 2,
      replace: false,
    });
  });

  it('lets a curator look without adding to the cart', async () => {
    sessionStore.setUser({ ...studentUser(), role: 'CURATOR_ROLE', student: null });
    serveCatalog();
    await renderAppRoute('/catalog');
    await screen.findByRole('article', { name: 'Физика ЕГЭ — апрель' });
    expect(screen.queryByRole('button', { name: /В корзину/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'В корзине' })).not.toBeInTheDocument();
  });

  it('closes a product banner by id', async () => {
    const sent = serveCatalog({
      'GET /api/products/banner/': [
        { id: 4, title: 'Весенний интенсив', text: 'Успей записаться', color: 'violet', productTypeId: 3 },
      ],
      'POST /api/products/banner/close/': {},
    });
    await renderAppRoute('/catalog');
    expect(await screen.findByText('Весенний интенсив')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', '/catalog/3');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть баннер «Весенний интенсив»' }));
    expect(screen.queryByText('Весенний интенсив')).not.toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')!.body).toEqual({ id: 4 });
  });

  it('shows the courses first on a phone: filters behind one button, banners after (issue 8)', async () => {
    emulatePhone();
    serveCatalog({
      'GET /api/products/banner/': [
        { id: 4, title: 'Весенний интенсив', text: 'Успей записаться', color: 'violet', productTypeId: 3 },
      ],
    });
    await renderAppRoute('/catalog?classYear=11');
    const course = await screen.findByRole('article', { name: 'Физика ЕГЭ — апрель' });
    const banner = await screen.findByRole('complementary', { name: 'Весенний интенсив' });
    expect(course.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const toggle = screen.getByRole('button', { name: /^Фильтры/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(toggle).getByLabelText('Выбрано: 1')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Класс' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(await screen.findByRole('textbox', { name: 'Класс' })).toBeVisible();
  });
});

describe('catalog search (spec 2 §2)', () => {
  it('reads only valid filters from the URL', () => {
    expect(readFilters({ classType: '3', classYear: 'x', sysCourseTypeCode: 'course', month: '2030-04-01' })).toEqual({
      classType: 3,
      classYear: undefined,
      sysCourseTypeCode: 'course',
      month: '2030-04-01',
    });
    expect(readFilters({ sysCourseTypeCode: 'nope', month: '2030-04-15' })).toEqual({
      classType: undefined,
      classYear: undefined,
      sysCourseTypeCode: undefined,
      month: undefined,
    });
  });

  it('offers months from the previous one to half a year ahead, keeping a month from the URL', () => {
    const options = monthOptions({ year: 2030, month: 1 }, 'ru');
    expect(options[0]).toEqual({ value: '2029-12-01', label: 'Декабрь 2029' });
    expect(options.at(-1)).toEqual({ value: '2030-07-01', label: 'Июль 2030' });
    expect(monthOptions({ year: 2030, month: 1 }, 'ru', '2031-02-01').at(-1)!.value).toBe('2031-02-01');
  });
});

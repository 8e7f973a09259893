import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { snakeKeys, type ProductDocument } from '@school/contract';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderAppRoute } from '../../../test/render-route';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const doc = (id: number, links = 3): ProductDocument => ({
  id,
  title: `Математика ЕГЭ ${id}`,
  productLine: 'main',
  classYear: '11 класс',
  monthName: 'Март',
  year: 2025,
  urls: Array.from({ length: links }, (_, index) => ({
    title: `Документ ${id}.${index + 1}`,
    url: `/products/docs/${id}/file/`,
  })),
});

let total = 10;
let documentsAnswer: (url: URL) => Response;
let requests: URL[];
let toasts: unknown[];

beforeEach(() => {
  // Only Date is faked: 15 March 2025 in Moscow.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-15T12:00:00+03:00'));
  setAppSettings(TEST_SETTINGS);
  requests = [];
  toasts = [];
  total = 10;
  vi.spyOn(notifications, 'show').mockImplementation((toast) => {
    toasts.push(toast.message);
    return '';
  });
  documentsAnswer = (url) => {
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    const ids = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, index) => offset + index + 1);
    return json(snakeKeys({ count: total, results: ids.map((id) => doc(id)) }));
  };
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    requests.push(url);
    if (url.pathname === '/api/products/docs/') return documentsAnswer(url);
    if (url.pathname === '/api/settings/documents/public/')
      return json({
        terms_of_use: '/docs/terms.pdf',
        politics: '/docs/politics.pdf',
        oferta: '/docs/oferta.pdf',
        apartment_lottery: '/docs/lottery.pdf',
        mailing: '/docs/mailing.pdf',
      });
    if (url.pathname === '/api/core/docs/')
      return json({ results: [{ title: 'Лицензия', link: '/docs/license.pdf' }] });
    if (url.pathname === '/api/v2/students/documents/static/') return json({ results: [] });
    return new Response(null, { status: 404 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const docRequests = () => requests.filter((url) => url.pathname === '/api/products/docs/');

async function renderPage(path = '/legal') {
  return (await renderAppRoute(path, { user: studentUser() })).router;
}

describe('LegalPage (spec 2 §2)', () => {
  it('opens the purchases tab on the current year and month, 4 cards a page', async () => {
    await renderPage();
    expect(screen.getByRole('tab', { name: 'Документы купленных курсов' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(docRequests()[0]!.search).toBe('?limit=4&offset=0&year=2025&month=3');
    expect(screen.getByRole('textbox', { name: 'Год' })).toHaveValue('2025');
    expect(screen.getByRole('textbox', { name: 'Месяц' })).toHaveValue('Март');
  });

  it("'load more' adds 4 until all are shown", async () => {
    const user = userEvent.setup();
    await renderPage();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(8));
    expect(docRequests().at(-1)!.searchParams.get('offset')).toBe('4');
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('shows the first 2 documents of a card until expanded', async () => {
    const user = userEvent.setup();
    await renderPage();
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card).queryByText('Документ 1.3')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Показать все (3)' }));
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByText('Документ 1.3')).toBeInTheDocument();
  });

  it('opens a document from the URL the server gives, in a new tab', async () => {
    const user = userEvent.setup();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fetchMock = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/products/docs/1/file/') return json({ url: 'https://files.example/1.pdf?sig=x' });
      return fetchMock(input, init);
    });
    await renderPage();
    const card = (await screen.findAllByRole('article'))[0]!;
    await user.click(within(card).getByRole('button', { name: 'Документ 1.1' }));
    await waitFor(() => expect(tab.location.href).toBe('https://files.example/1.pdf?sig=x'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
  });

  it('offers the years 2019 to current + 3; clearing the year clears the month', async () => {
    const user = userEvent.setup();
    await renderPage();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('textbox', { name: 'Год' }));
    const years = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years).toEqual(['2019', '2020', '2021', '2022', '2023', '2024', '2025', '2026', '2027', '2028']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Сбросить год' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Год' })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'Месяц' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Месяц' })).toBeDisabled();
    await waitFor(() => expect(docRequests().at(-1)!.search).toBe('?limit=4&offset=0'));
  });

  it('leads to the catalog when there is nothing', async () => {
    total = 0;
    await renderPage();
    expect(await screen.findByText('Документов за этот период нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  });

  it("toasts 'Не удалось загрузить список документов' when the list fails", async () => {
    documentsAnswer = () =>
      json({ type: 'server_error', errors: [{ attr: null, detail: 'boom', code: 'error' }] }, 500);
    await renderPage();
    await waitFor(() => expect(toasts).toContain('Не удалось загрузить список документов'));
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить список документов');
  });

  it('shows the public documents and the organization list on the organization tab', async () => {
    await renderPage('/legal?tab=organization');
    expect(await screen.findByRole('link', { name: 'Публичная оферта' })).toHaveAttribute('href', '/docs/oferta.pdf');
    expect(screen.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute(
      'href',
      '/docs/politics.pdf',
    );
    expect(screen.getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute(
      'href',
      '/docs/terms.pdf',
    );
    expect(await screen.findByRole('link', { name: 'Лицензия' })).toHaveAttribute('target', '_blank');
    expect(docRequests()).toHaveLength(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snakeKeys, type MyProductType } from '@school/contract';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { makeLesson } from '../../../shared/lessons/test-lessons';
import { renderAppRoute } from '../../../test/render-route';

const productType = (id: number, title: string): MyProductType => ({
  productType: {
    id,
    title,
    type: 'MG',
    classType: { id: 1, title: 'Математика', color: { base: '#7048e8', toxic: '#9775fa' } },
    classYear: { id: 11, title: '11 класс' },
    courseType: { sysCourseType: 'master_group', title: 'Мастер-группа' },
  },
  teacher: null,
  accessUntil: '2025-06-30',
  lessonsTotal: 45,
  lessonsViewed: 3,
  nextLesson: null,
});

const json = (body: unknown, status = 200) => Response.json(body, { status });
const myProductTypes = snakeKeys([productType(3, 'Математика ЕГЭ'), productType(4, 'Физика ЕГЭ')]);

/** 45 lessons of product type 3, 2 of product type 4. */
const lessonsOf = (productTypeId: number, offset: number, limit: number) => {
  const total = productTypeId === 3 ? 45 : 2;
  const results = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, index) =>
    makeLesson({
      id: productTypeId * 100 + offset + index,
      lessonNumber: offset + index + 1,
      title: `Урок №${offset + index + 1} (${productTypeId})`,
      productTypeId,
    }),
  );
  return snakeKeys({ count: total, results });
};

let lessonsAnswer: (url: URL) => Response | Promise<Response>;
let requests: URL[] = [];

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  requests = [];
  lessonsAnswer = (url) =>
    json(
      lessonsOf(
        Number(url.searchParams.get('product_type')),
        Number(url.searchParams.get('offset')),
        Number(url.searchParams.get('limit')),
      ),
    );
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    requests.push(url);
    if (url.pathname === '/api/products/my/new/') return json(myProductTypes);
    if (url.pathname === '/api/v3/lessons/') return lessonsAnswer(url);
    return new Response(null, { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const lessonRequests = () => requests.filter((url) => url.pathname === '/api/v3/lessons/');

async function renderPage(path: string) {
  return (await renderAppRoute(path, { user: studentUser() })).router;
}

describe('ProductTypeLessonsPage (spec 2 §2)', () => {
  it('shows skeletons, then the first 20 lessons under the product type title', async () => {
    let answer: () => void = () => undefined;
    lessonsAnswer = () => new Promise((resolve) => (answer = () => resolve(json(lessonsOf(3, 0, 20)))));
    await renderPage('/lessons/3');
    expect(document.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(0);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await act(async () => answer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Математика ЕГЭ' })).toBeInTheDocument();
    expect(screen.getByText('45 уроков')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(lessonRequests()[0]!.search).toBe('?product_type=3&limit=20&offset=0');
  });

  it('loads the page of the URL and writes the chosen page to it', async () => {
    const user = userEvent.setup();
    const router = await renderPage('/lessons/3?page=2');
    expect(await screen.findByRole('heading', { name: 'Урок №21 (3)' })).toBeInTheDocument();
    expect(lessonRequests().at(-1)!.searchParams.get('offset')).toBe('20');
    const pagination = screen.getByRole('navigation', { name: 'Страницы уроков' });
    await user.click(within(pagination).getByRole('button', { name: '3' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3 }));
    expect(await screen.findByRole('heading', { name: 'Урок №41 (3)' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(lessonRequests().at(-1)!.searchParams.get('offset')).toBe('40');
    await user.click(within(pagination).getByRole('button', { name: 'Предыдущая страница' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await user.click(within(pagination).getByRole('button', { name: '1' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  }, 15_000); // three pages of twenty cards are slow to render in jsdom on a busy machine

  it('reloads when the route parameter changes', async () => {
    const router = await renderPage('/lessons/3');
    expect(await screen.findByRole('heading', { name: 'Урок №1 (3)' })).toBeInTheDocument();
    await act(() => router.navigate({ to: '/lessons/$productTypeId', params: { productTypeId: '4' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Физика ЕГЭ' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Урок №1 (4)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Урок №1 (3)' })).not.toBeInTheDocument();
    expect(lessonRequests().map((url) => url.searchParams.get('product_type'))).toEqual(['3', '4']);
    expect(screen.queryByRole('navigation', { name: 'Страницы уроков' })).not.toBeInTheDocument();
  });

  it("says 'failed to load lessons' and tries again", async () => {
    const user = userEvent.setup();
    lessonsAnswer = () => json({ type: 'server_error', errors: [{ attr: null, detail: 'boom', code: 'error' }] }, 500);
    await renderPage('/lessons/3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить уроки');
    lessonsAnswer = () => json(lessonsOf(3, 0, 20));
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Урок №1 (3)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves a page past the end to the last page', async () => {
    const router = await renderPage('/lessons/3?page=9');
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3 }));
    expect(await screen.findByRole('heading', { name: 'Урок №41 (3)' })).toBeInTheDocument();
  });

  it('says when a product type has no lessons yet', async () => {
    lessonsAnswer = () => json({ count: 0, results: [] });
    await renderPage('/lessons/4');
    expect(await screen.findByText('Уроков пока нет')).toBeInTheDocument();
  });

  it('is for students only: a tutor goes to not-found without a request', async () => {
    const { router } = await renderAppRoute('/lessons/3', {
      user: { ...studentUser(), role: 'TUTOR_ROLE', student: null },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(lessonRequests()).toEqual([]);
  });

  it('sends a non-numeric id to not-found', async () => {
    const router = await renderPage('/lessons/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(lessonRequests()).toEqual([]);
  });
});

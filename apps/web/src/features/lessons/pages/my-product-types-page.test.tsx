import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snakeKeys, type MyProductType } from '@school/contract';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { sessionStore } from '../../../shared/session/session-store';
import { renderAppRoute } from '../../../test/render-route';

const entry = (id: number, title: string, overrides: Partial<MyProductType> = {}): MyProductType => ({
  productType: {
    id,
    title,
    type: 'MG',
    classType: { id: 1, title: 'Математика', color: { base: '#7048e8', toxic: '#9775fa' } },
    classYear: { id: 11, title: '11 класс' },
    courseType: { sysCourseType: 'master_group', title: 'Мастер-группа' },
  },
  teacher: { fullName: 'Иван Петров', avatar: null },
  accessUntil: '2030-06-30',
  lessonsTotal: 12,
  lessonsViewed: 5,
  nextLesson: { id: 9, title: 'Интегралы', startDatetime: '2030-03-20T15:00:00Z' },
  ...overrides,
});

const json = (body: unknown, status = 200) => Response.json(body, { status });
let answer: () => Response;
let calls = 0;
let lectures: unknown;

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  sessionStore.setUser(studentUser());
  calls = 0;
  answer = () =>
    json(snakeKeys([entry(3, 'Математика ЕГЭ'), entry(4, 'Физика ЕГЭ', { teacher: null, nextLesson: null })]));
  lectures = { count: 0, results: [] };
  vi.stubGlobal('fetch', async (input: string) => {
    if (input.startsWith('/api/v2/students/lectures/')) return json(lectures);
    if (!input.startsWith('/api/products/my/new/')) return new Response(null, { status: 404 });
    calls += 1;
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('MyProductTypesPage (spec 2 §2 /lessons)', () => {
  it('shows each product type with its progress, teacher, next lesson and access, linking to its lessons', async () => {
    await renderAppRoute('/lessons');
    expect(screen.getByRole('heading', { level: 1, name: 'Мои предметы' })).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: 'Математика ЕГЭ' });
    expect(card).toHaveAttribute('href', '/lessons/3');
    expect(within(card).getByText('11 класс')).toBeInTheDocument();
    expect(within(card).getByText('Мастер-группа')).toBeInTheDocument();
    expect(within(card).getByText('Иван Петров')).toBeInTheDocument();
    expect(within(card).getByText('Просмотрено 5 из 12')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Просмотрено уроков: 5 из 12' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(within(card).getByText('Интегралы')).toBeInTheDocument();
    expect(within(card).getByText('20 марта 2030 г., 18:00 МСК')).toBeInTheDocument();
    expect(within(card).getByText('Доступ до 30 июня 2030 г.')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: 'Физика ЕГЭ' });
    expect(other).toHaveAttribute('href', '/lessons/4');
    expect(within(other).getByText('Новых уроков пока нет')).toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    await renderAppRoute('/lessons');
    expect(document.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when there are no subjects yet, and leads to the catalog (issue 8)', async () => {
    answer = () => json([]);
    await renderAppRoute('/lessons');
    expect(await screen.findByText('Предметов пока нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  });

  it("lists the tutors' lectures below the subjects, the unwatched with their deadline", async () => {
    lectures = {
      count: 1,
      results: [
        {
          id: 5,
          sub_theory: {
            id: 9,
            title: 'Теорема Виета',
            video_length: 72,
            topic_id: 2,
            topic_title: 'Квадратные уравнения',
            class_type_id: 1,
          },
          tutor: { first_name: 'Вера', last_name: 'Репетиторова' },
          comment: '',
          deadline: '2026-12-01',
          viewed_at: null,
          created_at: '2026-11-20T10:00:00Z',
        },
      ],
    };
    await renderAppRoute('/lessons');
    const block = await screen.findByRole('region', { name: 'Лекции от репетитора' });
    expect(block).toHaveTextContent('Теорема Виета');
    expect(block).toHaveTextContent('Новая');
    expect(block).toHaveTextContent('Репетитор: Вера Репетиторова');
    expect(block).toHaveTextContent('Посмотри до 1 декабря 2026');
    expect(screen.getByRole('link', { name: 'Смотреть: Теорема Виета' })).toHaveAttribute('href', '/lectures/5');
  });

  it('reports a failed load and tries again', async () => {
    answer = () => json({ type: 'server_error', errors: [{ attr: null, detail: 'x', code: 'error' }] }, 500);
    await renderAppRoute('/lessons');
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить предметы');
    answer = () => json(snakeKeys([entry(3, 'Математика ЕГЭ')]));
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Математика ЕГЭ' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('goes straight to the product type of immediateLevelSelection, replacing the history entry', async () => {
    const { router } = await renderAppRoute('/lessons?immediateLevelSelection=4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lessons/4'));
    expect(router.history.length).toBe(1);
  });

  it('drops an immediateLevelSelection that is not one of the student’s and shows the list', async () => {
    const { router } = await renderAppRoute('/lessons?immediateLevelSelection=99');
    await waitFor(() => expect(router.state.location.href).toBe('/lessons'));
    expect(await screen.findByRole('link', { name: 'Математика ЕГЭ' })).toBeInTheDocument();
  });
});

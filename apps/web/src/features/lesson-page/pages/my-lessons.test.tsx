import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, lessonFixture, prepare, renderLessonRoute } from '../test-fixtures';
import { myLessonsQueryParams } from '../api/month-lessons';

/** Every request the page makes, with its query string (the shared `serve` drops it). */
function serveWithQueries(lesson = lessonFixture()) {
  const urls: string[] = [];
  const others = {
    results: [
      lessonFixture({ id: 41, title: 'Линейные уравнения', lessonNumber: 2 }),
      lessonFixture(),
      lessonFixture({ id: 43, title: 'Неравенства', lessonNumber: 4 }),
    ],
    count: 3,
    next: null,
    previous: null,
  };
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const path = url.replace(/\?.*/, '');
    if (path === '/api/v2/lessons/42/') return json(lesson);
    if (path === '/api/v3/lessons/') return json(others);
    return json({ type: 'client_error', errors: [{ attr: null, detail: 'Нет', code: 'x' }] }, 404);
  });
  return urls;
}

beforeEach(() => prepare());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the lesson page\'s "my lessons" (spec 3 §7: filtered by the first mgMonth)', { timeout: 15_000 }, () => {
  it('asks for the lessons of the product type and the first month only', () => {
    const lesson = lessonFixture({
      mgMonths: [
        { id: 3, title: 'Март' },
        { id: 4, title: 'Апрель' },
      ],
    });
    expect(myLessonsQueryParams(lesson)).toEqual({ productType: 7, mgMonths: 3, limit: 50, offset: 0 });
    expect(myLessonsQueryParams({ ...lesson, mgMonths: [] })).toEqual({ productType: 7, limit: 50, offset: 0 });
  });

  it("lists the month's lessons with this one marked and the others as links", async () => {
    const urls = serveWithQueries();
    await renderLessonRoute('/lesson/42');
    const section = await screen.findByRole('region', { name: 'Мои уроки: Март' });
    const list = urls.find((url) => url.startsWith('/api/v3/lessons/?'))!;
    expect(new URL(list, 'http://x').searchParams.get('mg_months')).toBe('3');
    expect(new URL(list, 'http://x').searchParams.get('product_type')).toBe('7');
    expect(within(section).getByRole('link', { name: 'Неравенства' })).toHaveAttribute('href', '/lesson/43');
    expect(within(section).queryByRole('link', { name: 'Квадратные уравнения' })).toBeNull();
    expect(within(section).getByText('Ты здесь')).toBeInTheDocument();
  });
});

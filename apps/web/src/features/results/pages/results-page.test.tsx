import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { studentUser } from '../../../shared/cart/test-cart';
import { setAppSettings } from '../../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../../shared/flags/test-flags';
import { renderAppRoute } from '../../../test/render-route';

let results: unknown;

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/students/exam-results/') return Response.json(results);
    return new Response(null, { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const result = (title: string, status: string, points: number, year = 2026) => ({
  class_type: { id: title.length, title },
  status,
  points,
  max_points: 100,
  exam_year: year,
});

describe('/results (spec 2 §2 StudentResults)', () => {
  it('shows each subject with its status and points, by exam year', async () => {
    results = {
      class_types: [
        result('Математика', 'Confirmed', 86),
        result('Физика', 'NoPoints', 0),
        result('Русский язык', 'Awaiting', 62, 2025),
      ],
    };
    await renderAppRoute('/results', { user: studentUser() });
    expect(await screen.findByRole('heading', { name: 'Мои результаты' })).toBeInTheDocument();
    const math = screen.getByRole('heading', { name: 'Математика' }).closest('li')!;
    expect(within(math).getByText('Подтверждено')).toBeInTheDocument();
    expect(within(math).getByText('Баллы: 86 из 100')).toBeInTheDocument();
    const physics = screen.getByRole('heading', { name: 'Физика' }).closest('li')!;
    expect(within(physics).getByText('Баллы не внесены')).toBeInTheDocument();
    expect(within(physics).getByText(/сообщи баллы куратору/)).toBeInTheDocument();
    const older = screen.getByRole('heading', { name: 'Экзамены 2025 года' }).closest('section')!;
    expect(within(older).getByText('На проверке')).toBeInTheDocument();
  });

  it('sends a student without results home', async () => {
    results = { class_types: [] };
    const { router } = await renderAppRoute('/results', { user: studentUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

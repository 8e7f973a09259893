import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, Outlet } from '@tanstack/react-router';
import { studentUser } from '../../shared/cart/test-cart';
import { setAppSettings } from '../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../shared/flags/test-flags';
import { calendarDay, markOpened } from '../../shared/results/auto-open';
import { sessionStore } from '../../shared/session/session-store';
import { renderRouter, testQueryClient } from '../../test/render';
import { rootRoute } from '../router/page-route';
import { createAppRouter } from '../router/router';
import { ResultsAutoOpen } from './results-auto-open';

let results: unknown;
let requests: string[];
const waiting = {
  class_type: { id: 3, title: 'Физика' },
  status: 'NoPoints',
  points: 0,
  max_points: 100,
  exam_year: 2026,
};

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  localStorage.clear();
  requests = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    requests.push(url.pathname);
    if (url.pathname === '/api/students/exam-results/') return Response.json(results);
    return new Response(null, { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

/** The app's routes with the auto-open mounted as the student header mounts it. */
async function open(path: string) {
  rootRoute.update({
    component: () => (
      <>
        <ResultsAutoOpen />
        <Outlet />
      </>
    ),
  });
  sessionStore.setUser(studentUser());
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const queryClient = testQueryClient();
  await renderRouter(router, queryClient);
  return { router, queryClient };
}

/** The results have arrived and every effect that follows them has run. */
async function settled(queryClient: ReturnType<typeof testQueryClient>) {
  await waitFor(() => expect(queryClient.getQueryState(['students', 'exam-results'])?.status).toBe('success'));
  await act(async () => undefined);
}

describe('results auto-open (spec 3 §4 Results)', () => {
  it('opens /results from home when a subject has NoPoints and zero points', async () => {
    results = { class_types: [waiting] };
    const { router } = await open('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/results'));
  });

  it('not a second time the same calendar day', async () => {
    results = { class_types: [waiting] };
    markOpened(studentUser().id, calendarDay(TEST_SETTINGS.timeZone));
    const { router, queryClient } = await open('/home');
    await settled(queryClient);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('not when the points are in', async () => {
    results = { class_types: [{ ...waiting, status: 'Confirmed', points: 70 }] };
    const { router, queryClient } = await open('/home');
    await settled(queryClient);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('never away from home: not even asked on another page', async () => {
    results = { class_types: [waiting] };
    const { router } = await open('/loyalty');
    expect(await screen.findByRole('heading', { name: 'Мои награды' })).toBeInTheDocument();
    expect(requests).not.toContain('/api/students/exam-results/');
    expect(router.state.location.pathname).toBe('/loyalty');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { serveApi, studentUser } from '../../shared/cart/test-cart';
import { FlagsProvider } from '../../shared/flags/flags-provider';
import { serveFlags } from '../../shared/flags/test-flags';
import { sessionStore } from '../../shared/session/session-store';
import { renderWithRouter } from '../../test/render';
import { ResultsButton } from './results-button';

const RESULTS = {
  class_types: [
    { class_type: { id: 1, title: 'Математика' }, status: 'Confirmed', points: 86, max_points: 100, exam_year: 2026 },
  ],
};
const button = (
  <FlagsProvider>
    <ResultsButton />
  </FlagsProvider>
);

beforeEach(() => sessionStore.setUser(studentUser()));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.setUser(null);
});

describe('header results button (spec 3 §2)', () => {
  it('leads to /results when the student has results and collecting-points is on', async () => {
    await serveFlags({ 'collecting-points': { defaultValue: true } });
    serveApi({ 'GET /api/students/exam-results/': RESULTS });
    await renderWithRouter(button);
    expect(await screen.findByRole('link', { name: 'Результаты' })).toHaveAttribute('href', '/results');
  });

  it('is not there without results', async () => {
    await serveFlags({ 'collecting-points': { defaultValue: true } });
    const sent = serveApi({ 'GET /api/students/exam-results/': { class_types: [] } });
    await renderWithRouter(button);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Результаты' })).not.toBeInTheDocument();
  });

  it('is not there, nor asked for, while the flag is off', async () => {
    const flagRequests = await serveFlags({ 'collecting-points': { defaultValue: false } });
    const sent = serveApi({ 'GET /api/students/exam-results/': RESULTS });
    await renderWithRouter(button);
    await waitFor(() => expect(flagRequests).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

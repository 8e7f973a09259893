import { afterEach, describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { nprogress, nprogressStore } from '@mantine/nprogress';
import { renderWithRouter } from '../../test/render';
import { RouteProgress } from './navigation-progress';
import { showRouteWork } from './route-work';

afterEach(() => act(() => nprogress.reset()));

// Spec 1 §2's progress bar; issue 8: a link into the staff, tutor or manager pages first loads their
// route table, a pause the bar must cover like any page's loading.
describe('the route progress bar', () => {
  it('runs while work outside the router, the areas’ route table, is under way', async () => {
    await renderWithRouter(<RouteProgress />);
    let finish: () => void = () => undefined;
    act(() => showRouteWork(new Promise<void>((resolve) => (finish = resolve))));
    await waitFor(() => expect(nprogressStore.getState().mounted).toBe(true));
    expect(nprogressStore.getState().progress).toBeGreaterThan(0);
    await act(async () => finish());
    await waitFor(() => expect(nprogressStore.getState().progress).toBe(100));
    await waitFor(() => expect(nprogressStore.getState().mounted).toBe(false));
  });
});

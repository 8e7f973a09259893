import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { studentUser } from '../../shared/cart/test-cart';
import { queryClient } from '../../shared/api/query-client';
import { setAppSettings } from '../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../shared/flags/test-flags';
import { sessionStore } from '../../shared/session/session-store';
import { PREFETCH_HOLD_MS } from '../../shared/api/page-prefetch';
import { emulatePhone } from '../../test/phone';
import { createAppRouter } from './router';

let asked: string[];

/** The app's router loading `path` (guards, chunks, loaders) without rendering a thing. */
async function load(path: string): Promise<void> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  await vi.waitFor(() => expect(asked.length).toBeGreaterThan(0));
}

beforeEach(() => {
  setAppSettings(TEST_SETTINGS);
  sessionStore.setUser(studentUser());
  asked = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    asked.push(String(input));
    return Promise.resolve(Response.json({}, { status: 404 }));
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
  sessionStore.setUser(null);
});

// Issue 8: a page's largest paint waits for its data; the route asks for it as it loads, before the
// first render has run (which on a phone takes most of a second).
describe("a page's own requests start as its route loads", () => {
  it('the catalog asks for the first courses under the address’s product type and filters', async () => {
    await load('/catalog/7?classType=2');
    const products = asked.find((url) => url.includes('/api/products/catalog/'));
    expect(products).toBeDefined();
    const query = new URL(products!, 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ product_type: '7', class_type: '2', limit: '12', offset: '0' });
  });

  it('the lesson page asks for its lesson, and for nothing with an id that is no id', async () => {
    await load('/lesson/42');
    expect(asked.some((url) => url.endsWith('/api/v2/lessons/42/'))).toBe(true);
    asked = [];
    await createAppRouter(createMemoryHistory({ initialEntries: ['/lesson/abc'] })).load();
    expect(asked.filter((url) => url.includes('/api/v2/lessons/'))).toEqual([]);
  });

  it('a guest sent away by the guard asks for nothing of the page', async () => {
    sessionStore.setUser(null);
    await createAppRouter(createMemoryHistory({ initialEntries: ['/catalog'] })).load();
    expect(asked.filter((url) => url.includes('/api/products/catalog/'))).toEqual([]);
  });
});

// Issue 8: on a wide screen the catalog's banners and banner bundle stand above the courses; drawn
// after them, they pushed the page down (CLS 0.27 at 1366 px).
describe('a page waits for what would move it', () => {
  /** Answers the promotions only when `answer` is called; everything else at once. */
  function holdPromotions() {
    const pending: (() => void)[] = [];
    vi.mocked(fetch).mockImplementation((input) => {
      const url = String(input);
      asked.push(url);
      if (!/\/(products\/banner|settings\/banner-bundle)\//.test(url))
        return Promise.resolve(Response.json({}, { status: 404 }));
      const answer = url.includes('/products/banner/') ? [] : null;
      return new Promise((resolve) => pending.push(() => resolve(Response.json(answer))));
    });
    return { answer: () => pending.forEach((resolve) => resolve()), asked: () => pending.length };
  }

  it('on a wide screen the catalog draws once it knows its promotions', async () => {
    const promotions = holdPromotions();
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/catalog'] }));
    let loaded = false;
    const loading = router.load().then(() => (loaded = true));
    await vi.waitFor(() => expect(promotions.asked()).toBe(2));
    expect(loaded).toBe(false);
    promotions.answer();
    await loading;
    expect(queryClient.getQueryData(['catalog', 'banners'])).toEqual([]);
  });

  it('a phone shows them after the courses and does not wait', async () => {
    emulatePhone();
    holdPromotions();
    await createAppRouter(createMemoryHistory({ initialEntries: ['/catalog'] })).load();
    expect(asked.some((url) => url.includes('/api/products/catalog/'))).toBe(true);
  });

  it('promotions that do not come hold the page one second at most', async () => {
    holdPromotions();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const loading = createAppRouter(createMemoryHistory({ initialEntries: ['/catalog'] })).load();
      await vi.advanceTimersByTimeAsync(PREFETCH_HOLD_MS);
      await loading;
    } finally {
      vi.useRealTimers();
    }
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { studentUser } from '../../shared/cart/test-cart';
import { queryClient } from '../../shared/api/query-client';
import { setAppSettings } from '../../shared/config/app-settings';
import { TEST_SETTINGS } from '../../shared/flags/test-flags';
import { sessionStore } from '../../shared/session/session-store';
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

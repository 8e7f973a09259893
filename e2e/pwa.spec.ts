import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signIn } from './support';

/** docs/pwa-and-error-reporting.md: installable (manifest, icons, a worker in control) and the shell offline. */

// A sign-in, two reloads under the worker and axe: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });
// The suite blocks workers by default (playwright.config.ts); here the worker is the subject.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_TEXT = 'Нет соединения с интернетом. Показываем сохранённое.';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Registration waits for the idle browser after the start (shared/pwa/register-sw.ts). */
async function controlledAfterReload(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

test('the manifest makes the app installable: fields, icons, iOS tags, a worker served fresh', async ({
  page,
  request,
}) => {
  await page.goto('/id/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Вектор',
    short_name: 'Вектор',
    start_url: '/',
    display: 'standalone',
    theme_color: '#7048e8',
    background_color: '#ffffff',
  });
  // Chromium's install criteria: a 192 px and a 512 px icon; Android's adaptive icons: a maskable one.
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [...manifest.icons.map((icon) => icon.src), appleIcon!]) {
    const icon = await request.get(src);
    expect(icon.ok(), src).toBe(true);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');

  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
});

test('the worker controls the page after a reload; offline the shell opens with the banner, which goes when back online', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'student@example.com');
  await expect(page.getByRole('banner')).toBeVisible();
  await controlledAfterReload(page);
  // The reload under the worker's control has put home's answers into its cache.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.reload();
  const banner = page.getByRole('status').filter({ hasText: OFFLINE_TEXT });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(page.url()).not.toMatch(/server-not-responding|\/id\/login/);

  const axe = await new AxeBuilder({ page }).include('[role="status"]').analyze();
  const serious = axe.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => violation.id)).toEqual([]);

  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 844 });
      await expect(banner).toBeVisible();
      await page.screenshot({ path: `test-results/e2e/pwa-offline-${width}-${theme}.png` });
    }
  }

  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await context.close();
});

test('logout drops the cached API answers of the user who left', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'student@example.com');
  await controlledAfterReload(page);
  await page.waitForLoadState('networkidle');
  // The user's check (/v3/auth/verify/) is kept for a start without a network (src/sw.ts).
  const cachedUser = () =>
    page.evaluate(async () => {
      const keys = await (await caches.open('api')).keys();
      return keys.some((request) => request.url.includes('/api/v3/auth/verify/'));
    });
  expect(await cachedUser()).toBe(true);
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await page.getByRole('dialog', { name: 'Выйти из аккаунта?' }).getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/id\/login\?/);
  await expect.poll(cachedUser).toBe(false);
  await context.close();
});

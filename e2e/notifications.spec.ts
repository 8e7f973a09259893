import { createECDH, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { seriousProblems, signIn } from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const STUDENT = 'student@example.com';

const bell = (page: Page) => page.getByTestId('notifications-bell');

// A homework checked by a curator reaching the bell is part of e2e/homework-checking.spec.ts, which
// owns the demo queue's submissions.
test('the bell counts the unread notifications, lists them, and read-all clears the badge', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, STUDENT);
  await expect(bell(page)).toHaveAccessibleName(/^Уведомления, [1-9]\d* непрочитан/);
  await bell(page).click();
  const list = page.getByRole('dialog', { name: 'Уведомления' });
  await expect(list.locator('[data-unread="true"]').first()).toBeVisible();
  await list.getByRole('button', { name: 'Прочитать все' }).click();
  await expect(bell(page)).toHaveAccessibleName('Уведомления');
  await expect(list.locator('[data-unread="true"]')).toHaveCount(0);
});

test('the settings page keeps a switch after a reload', async ({ page }) => {
  await signIn(page, STUDENT);
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Уведомления' }).click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
  const push = page.getByRole('switch', { name: 'Push: Домашка проверена' });
  await expect(push).toBeChecked();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v2/notifications/settings/') && response.request().method() === 'PATCH',
  );
  // Mantine's switch input is visually hidden under its track.
  await push.click({ force: true });
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Push: Домашка проверена' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Push: Урок начинается' })).toBeChecked();
});

test.describe('web push', () => {
  test.use({ permissions: ['notifications'], serviceWorkers: 'allow' });

  test('with the permission granted the service worker is registered, the subscription is stored, and logout removes it', async ({
    page,
  }) => {
    // Headless Chromium has no push service to subscribe with: the page's PushManager answers a
    // subscription of a fake local endpoint with real P-256 keys (what the server encrypts to).
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const fake = {
      endpoint: 'http://127.0.0.1:3439/fake-push/e2e',
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    };
    await page.addInitScript((subscription) => {
      let current: PushSubscription | null = null;
      const make = () =>
        ({
          endpoint: subscription.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: null },
          toJSON: () => subscription,
          getKey: () => null,
          unsubscribe: () => {
            current = null;
            return Promise.resolve(true);
          },
        }) as unknown as PushSubscription;
      PushManager.prototype.subscribe = function subscribe() {
        current = make();
        return Promise.resolve(current);
      };
      PushManager.prototype.getSubscription = () => Promise.resolve(current);
    }, fake);

    const stored = page.waitForResponse((response) => response.url().endsWith('/api/v2/core/webpush/subscribe/'));
    await signIn(page, STUDENT);
    const answer = await stored;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toMatchObject({
      subscription: { endpoint: fake.endpoint, keys: fake.keys },
      browser: 'Chrome',
      user_agent: expect.stringContaining('Chrome'),
    });
    const worker = await page.evaluate(() =>
      navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL),
    );
    expect(worker).toMatch(/\/sw\.js$/);

    await page.goto('/profile/notifications');
    await expect(page.getByTestId('push-permission')).toHaveAttribute('data-state', 'granted');

    const removed = page.waitForRequest((request) => request.url().endsWith('/api/v2/core/webpush/unsubscribe/'));
    await page.getByRole('button', { name: 'Меню профиля' }).click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await page.getByRole('dialog', { name: 'Выйти из аккаунта?' }).getByRole('button', { name: 'Выйти' }).click();
    const request = await removed;
    expect(request.headers().authorization).toMatch(/^Bearer /);
    expect(request.postDataJSON()).toMatchObject({ subscription: { endpoint: fake.endpoint } });
    await expect(page).toHaveURL(/\/id\/login\?/);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, viewport: DESKTOP });

    test('the bell’s list and the settings page pass axe at 390 and 1366 px', async ({ page }) => {
      await signIn(page, STUDENT);
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await bell(page).click();
        await expect(page.getByRole('dialog', { name: 'Уведомления' })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await page.screenshot({ path: `test-results/e2e/notifications-list-${viewport.width}-${theme}.png` });
        expect(await seriousProblems(page)).toEqual([]);
        if (viewport === PHONE)
          await page
            .getByRole('dialog', { name: 'Уведомления' })
            .getByRole('button', { name: 'Закрыть', exact: true })
            .click();
        else await bell(page).click();
        await expect(page.getByRole('dialog', { name: 'Уведомления' })).toHaveCount(0);
      }
      await page.goto('/profile/notifications');
      await expect(page.getByRole('switch', { name: 'Push: Домашка проверена' })).toBeVisible();
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await page.screenshot({
          path: `test-results/e2e/notifications-settings-${viewport.width}-${theme}.png`,
          fullPage: true,
        });
        expect(await seriousProblems(page)).toEqual([]);
        const sideways = await page.evaluate(
          () => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth,
        );
        expect(sideways).toBe(false);
      }
    });
  });
}

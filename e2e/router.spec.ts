import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/not-found');
  await expect(page.getByText('404').first()).toBeVisible();
  await expect(page).toHaveTitle('Страница не найдена — Вектор');
});

test('titles and robots: identity pages are indexable, app pages are not', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/id\/login\?/);
  await expect(page).toHaveTitle('Вход — Вектор');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Электронная почта' }).fill('student@example.com');
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL('/home');
  await expect(page).toHaveTitle('Главная — Вектор');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test('identity pages refuse a missing client and a bad redirect (spec 1 §5)', async ({ page }) => {
  await page.goto('/id/login');
  await expect(page.getByText('ClientId not provided')).toBeVisible();
  await page.goto('/id/login?client_id=web&client_redirect=not-a-url');
  await expect(page.getByText('Invalid clientRedirect')).toBeVisible();
});

test('a failed page chunk reloads once with chunk-load-retry=true', async ({ page }) => {
  await signIn(page, 'student@example.com');
  await page.goto('/not-found');
  let blocked = 0;
  await page.route(/\/assets\/home-page-.*\.js$/, (route) => {
    blocked += 1;
    return route.abort();
  });
  await page.getByRole('link', { name: 'На главную' }).first().click();
  await expect(page).toHaveURL(/chunk-load-retry=true/);
  expect(blocked).toBeGreaterThanOrEqual(1);
});

test('the home and identity pages pass the axe accessibility checks', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'Электронная почта' })).toBeVisible();
  const identity = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(identity.violations.map((v) => v.id)).toEqual([]);

  await page.getByRole('textbox', { name: 'Электронная почта' }).fill('student@example.com');
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('button', { name: 'Меню профиля' })).toBeVisible();
  const home = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(home.violations.map((v) => v.id)).toEqual([]);
});

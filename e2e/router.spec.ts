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

test('a bookmarked /id/login signs in for the app itself; a bad redirect is refused in Russian (spec 1 §5)', async ({
  page,
}) => {
  await page.goto('/id/login');
  await expect(page).toHaveURL(/\/id\/login\?client_id=web&/);
  await expect(page.getByRole('textbox', { name: 'Электронная почта' })).toBeVisible();
  await expect(page.getByText('ClientId not provided')).toHaveCount(0);
  await page.goto('/id/login?client_id=web&client_redirect=not-a-url');
  await expect(page.getByRole('alert')).toHaveText('Адрес, куда вернуться после входа, недопустим.');
  await page.getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/id\/login\?client_id=web&/);
});

test('the interface language survives a reload, <html lang> too', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('navigation', { name: 'Язык интерфейса' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a failed page chunk reloads once with chunk-load-retry=true, then shows the error page', async ({ page }) => {
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
  // Still failing after the one reload: the product's error page, not the router's English one.
  await expect(page.getByRole('heading', { name: 'Что-то пошло не так' })).toBeVisible();
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';
import { apiGet, seriousProblems, signIn } from './support';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

type WireCard = {
  profile: { id: number };
  access: { product_id: number; ends_at: string }[];
};

async function openCard(page: Page, search: string, email: string): Promise<number> {
  await page.goto('/staff/people');
  await expect(page.getByRole('heading', { name: 'Ученики', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Поиск ученика' }).fill(search);
  const table = page.getByRole('table', { name: 'Найденные ученики' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();
  await page.waitForURL(/\/staff\/people\/students\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** A day after the access the student has to the product, else in two months (the e2e data dir is kept). */
function endDay(current: string | undefined): string {
  const from = current ? new Date(current).getTime() + 2 * 86_400_000 : Date.now() + 60 * 86_400_000;
  return new Date(from).toISOString().slice(0, 10);
}

test('support finds the demo student, sees a purchase and access, grants another product', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'support@example.com');
  const id = await openCard(page, 'student@ex', 'student@example.com');
  const purchases = page.getByRole('region', { name: 'Покупки' });
  await expect(purchases.getByRole('table', { name: 'Заказы ученика' })).toBeVisible();
  await expect(purchases.getByText('Оплачен').first()).toBeVisible();
  const access = page.getByRole('region', { name: 'Доступ' });
  await expect(access.getByText('Действует').first()).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);

  const card = await apiGet<WireCard>(page, `/staff/people/students/${id}/`);
  const owned = new Set(card.access.map((row) => row.product_id));
  const products = await apiGet<{ id: number; title: string }[]>(page, '/staff/people/products/');
  const product = products.find((option) => !owned.has(option.id)) ?? products[0]!;

  await page.getByRole('button', { name: 'Выдать доступ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Выдать или продлить доступ' });
  await dialog.getByRole('textbox', { name: 'Продукт' }).fill(product.title.slice(0, 20));
  await page
    .getByRole('option', { name: new RegExp(`^${product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ·`) })
    .first()
    .click();
  await dialog
    .getByRole('textbox', { name: 'Доступ до (включительно)' })
    .fill(endDay(card.access.find((row) => row.product_id === product.id)?.ends_at));
  await dialog.getByRole('textbox', { name: 'Причина' }).fill('Компенсация за технический сбой');
  expect(await seriousProblems(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Выдать' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('people-notice')).toContainText(product.title);
  await expect(access.getByRole('row').filter({ hasText: product.title }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Ссылка для сброса пароля' }).click();
  const reset = page.getByRole('dialog', { name: 'Ссылка для сброса пароля' });
  await reset.getByRole('button', { name: 'Получить ссылку' }).click();
  await expect(reset.getByTestId('reset-link')).toHaveValue(/\/id\/create-password\?reset_token=/);
  await reset.getByRole('button', { name: 'Готово', exact: true }).click();
  await expect(reset).toBeHidden();
});

test('support blocks and unblocks a throwaway student; the blocked one cannot sign in', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `blocked-${Date.now()}@example.com`;
  const registered = await request.post('/api/v2/auth/registration/', {
    headers: { platform: 'newdesign' },
    data: {
      first_name: 'Временный',
      last_name: 'Блокируемый',
      email,
      phone: '79160000000',
      password: 'secret123',
      password2: 'secret123',
      accepted_public_offer: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { refresh } = (await registered.json()) as { refresh: string };

  await signIn(page, 'support@example.com');
  await openCard(page, email, email);
  await page.getByRole('button', { name: 'Заблокировать' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заблокировать аккаунт' });
  await dialog.getByRole('textbox', { name: 'Причина' }).fill('Передал аккаунт другому человеку');
  await expect(dialog.getByRole('button', { name: 'Заблокировать' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Я понимаю последствия' }).check();
  await dialog.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Заблокирован', { exact: true })).toBeVisible();

  const refreshed = await request.post('/api/v3/auth/refresh/', {
    headers: { platform: 'newdesign' },
    data: { refresh },
  });
  expect(refreshed.status()).toBe(401);
  const login = await request.post('/api/v3/auth/login/', {
    headers: { platform: 'newdesign' },
    data: { email, password: 'secret123' },
  });
  expect(login.status()).toBe(400);

  await page.getByRole('button', { name: 'Разблокировать' }).click();
  const unblock = page.getByRole('dialog', { name: 'Разблокировать аккаунт' });
  await unblock.getByRole('textbox', { name: 'Причина' }).fill('Владелец подтвердил личность');
  await unblock.getByRole('button', { name: 'Разблокировать' }).click();
  await expect(unblock).toBeHidden();
  await expect(page.getByText('Активен', { exact: true })).toBeVisible();
  const again = await request.post('/api/v3/auth/login/', {
    headers: { platform: 'newdesign' },
    data: { email, password: 'secret123' },
  });
  expect(again.status()).toBe(200);
});

test('a head curator gives a curator a subject to check and takes it back', async ({ page }) => {
  await signIn(page, 'headcurator@example.com');
  await page.goto('/staff/people');
  await page.getByRole('link', { name: 'Кураторы и предметы' }).click();
  await expect(page.getByRole('heading', { name: 'Кураторы и предметы', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'curator@example.com' }).filter({ hasNotText: 'head' });
  await row.getByRole('textbox', { name: /^Добавить предмет/ }).click();
  const option = page.getByRole('option').first();
  const subject = (await option.textContent())!.trim();
  await option.click();
  const remove = row.getByRole('button', { name: new RegExp(`^Убрать «${subject}»`) });
  await expect(remove).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
  await remove.click();
  await expect(remove).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the people pages at 390 and 1366 px, ${theme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await signIn(page, 'support@example.com');
    await openCard(page, 'student@ex', 'student@example.com');
    const cardUrl = page.url();
    for (const [url, name] of [
      ['/staff/people', 'people-search'],
      [cardUrl, 'people-card'],
    ] as const) {
      await page.goto(url);
      if (name === 'people-search') await page.getByRole('searchbox', { name: 'Поиск ученика' }).fill('student');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await page.screenshot({ path: `test-results/e2e/${name}-${viewport.width}-${theme}.png`, fullPage: true });
        expect(await seriousProblems(page)).toEqual([]);
      }
      await page.setViewportSize(DESKTOP);
    }
  });
}

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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

/** After a resize the sidebar slides away: wait for finite animations to end before a screenshot. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

async function registerStudent(request: APIRequestContext, email: string, lastName: string): Promise<void> {
  const registered = await request.post('/api/v2/auth/registration/', {
    headers: { platform: 'newdesign' },
    data: {
      first_name: 'Новый',
      last_name: lastName,
      email,
      phone: '79160000001',
      password: 'secret123',
      password2: 'secret123',
      accepted_public_offer: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
}

/** The tutor's own client list (`GET /tutor/clients/`), as the tutor sees it. */
async function tutorSees(request: APIRequestContext, email: string, status: string): Promise<number> {
  const login = await request.post('/api/v3/auth/login/', {
    headers: { platform: 'newdesign' },
    data: { email: 'tutor2@example.com', password: 'demo1234' },
  });
  const { access } = (await login.json()) as { access: string };
  const list = await request.get(`/api/tutor/clients/?status=${status}&search=${encodeURIComponent(email)}`, {
    headers: { platform: 'newdesign', authorization: `Bearer ${access}` },
  });
  return ((await list.json()) as { count: number }).count;
}

test('support assigns a new student to a tutor and ends it; the tutor’s list follows', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `tutee-${Date.now()}@example.com`;
  await registerStudent(request, email, 'Подопечный');
  await signIn(page, 'support@example.com');
  await page.goto('/staff/people');
  await page.getByRole('link', { name: 'Репетиторы и ученики' }).click();
  await page.getByRole('searchbox', { name: 'Поиск репетитора' }).fill('tutor2@');
  await page.getByRole('table', { name: 'Репетиторы' }).getByRole('link', { name: 'Васильева Ольга' }).click();
  await expect(page.getByRole('heading', { name: 'Васильева Ольга', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Назначить ученика' }).click();
  const dialog = page.getByRole('dialog', { name: 'Назначить ученика репетитору' });
  await dialog.getByRole('textbox', { name: 'Ученик' }).fill(email);
  await page.getByRole('option', { name: new RegExp(email) }).click();
  await dialog.getByRole('textbox', { name: 'Предмет' }).click();
  await page.getByRole('option').first().click();
  expect(await seriousProblems(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Назначить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Новый Подопечный теперь занимается с репетитором.')).toBeVisible();
  expect(await tutorSees(request, email, 'active')).toBe(1);

  await page.getByRole('button', { name: 'Завершить занятия: Подопечный Новый' }).click();
  await expect(page.getByText('Занятия с Подопечный Новый завершены.')).toBeVisible();
  expect(await tutorSees(request, email, 'active')).toBe(0);
  expect(await tutorSees(request, email, 'finished')).toBe(1);
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await settled(page);
    await page.screenshot({ path: `test-results/e2e/people-tutor-${viewport.width}-light.png`, fullPage: true });
    expect(await seriousProblems(page)).toEqual([]);
  }
  await page.getByRole('button', { name: 'Назначить ученика' }).click();
  await expect(page.getByRole('dialog', { name: 'Назначить ученика репетитору' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/people-assign-390-light.png' });
});

test('the head moderator sees the moderators and a moderator’s bans and reports, at 390 and 1366 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'headmoderator@example.com');
  await page.getByRole('link', { name: 'Модераторы' }).first().click();
  await expect(page.getByRole('heading', { name: 'Модераторы', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Модераторы и их баны' });
  const row = table.getByRole('row').filter({ hasText: 'Модератор чата' }).first();
  await expect(row).toBeVisible();
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await settled(page);
    await page.screenshot({ path: `test-results/e2e/people-moderators-${viewport.width}-light.png`, fullPage: true });
    expect(await seriousProblems(page)).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Работа модератора', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Баны модератора' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Жалобы, разобранные модератором' })).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
});

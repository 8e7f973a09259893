import { expect, test, type Browser } from '@playwright/test';
import { apiGet, seriousProblems, signIn } from './support';

/**
 * Issue 15 (docs/products-access.md): the demo student's gifts opened from "Мои подарки", the
 * catalog start leading into a filtered catalog, the bundle configure page adding to the cart,
 * and the student's curator group on a master-group lesson.
 */
type WireGift = { id: number; status: string; product: { id: number; title: string } };
type WireProductType = { product_type: { id: number; title: string; course_type: { sys_course_type: string } } };
type WireLesson = { id: number; title: string; is_available: boolean };

const SIZES = [
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '1366', viewport: { width: 1366, height: 900 } },
] as const;

async function studentPage(browser: Browser, theme: 'light' | 'dark', viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, colorScheme: theme });
  const page = await context.newPage();
  await page.addInitScript((scheme) => localStorage.setItem('mantine-color-scheme-value', scheme), theme);
  await signIn(page, 'student@example.com');
  return { context, page };
}

test('the student opens a gift from "Мои подарки", reached from the profile menu', async ({ browser }) => {
  const { context, page } = await studentPage(browser, 'light', SIZES[1].viewport);
  const before = await apiGet<{ results: WireGift[] }>(page, '/products/gifts/');
  const gift = before.results.find((item) => item.status === 'available');
  expect(gift, 'the demo student has a gift to open').toBeDefined();

  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Мои подарки' }).click();
  await expect(page).toHaveURL(/\/gifts$/);
  await expect(page.getByRole('heading', { name: 'Мои подарки', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `Открыть доступ к подарку «${gift!.product.title}»` }).click();
  await expect(page.getByRole('status').getByText(`Доступ к «${gift!.product.title}» открыт`)).toBeVisible();

  const after = await apiGet<{ results: WireGift[] }>(page, '/products/gifts/');
  expect(after.results.find((item) => item.id === gift!.id)?.status).toBe('opened');
  // The opened gift is one of the student's courses now.
  const mine = await apiGet<WireProductType[]>(page, '/products/my/new/');
  expect(mine.length).toBeGreaterThan(0);
  await context.close();
});

for (const theme of ['light', 'dark'] as const) {
  for (const size of SIZES) {
    test(`gifts, catalog start and bundle configure at ${size.name} px, ${theme}: no serious axe findings`, async ({
      browser,
    }) => {
      // Three pages, each with an axe pass: more than the default minute on a loaded machine.
      test.setTimeout(180_000);
      const { context, page } = await studentPage(browser, theme, size.viewport);
      await page.goto('/gifts');
      await expect(page.getByTestId('gift-card').first()).toBeVisible();
      await page.screenshot({ path: `test-results/e2e/gifts-${size.name}-${theme}.png`, fullPage: true });
      expect(await seriousProblems(page)).toEqual([]);

      await page.goto('/catalog-start');
      await expect(page.getByRole('heading', { name: 'Добро пожаловать в каталог' })).toBeVisible();
      await page.getByText('11 класс', { exact: true }).click();
      await expect(page.getByText('Какой предмет нужен?')).toBeVisible();
      await page.screenshot({ path: `test-results/e2e/catalog-start-${size.name}-${theme}.png`, fullPage: true });
      expect(await seriousProblems(page)).toEqual([]);

      const bundles = await apiGet<{ id: number; title: string }[]>(page, '/products/bundles/');
      expect(bundles.length).toBeGreaterThan(0);
      await page.goto(`/bundle/${bundles[0]!.id}/configure`);
      await expect(page.getByRole('heading', { name: 'Собери набор' })).toBeVisible();
      await expect(page.getByTestId('bundle-total')).toBeVisible();
      await page.screenshot({ path: `test-results/e2e/bundle-configure-${size.name}-${theme}.png`, fullPage: true });
      expect(await seriousProblems(page)).toEqual([]);
      await context.close();
    });
  }
}

test('catalog start leads into the catalog filtered by the class year and subject', async ({ browser }) => {
  const { context, page } = await studentPage(browser, 'light', SIZES[1].viewport);
  await page.goto('/catalog-start');
  await page.getByText('11 класс', { exact: true }).click();
  await page.getByText('Математика', { exact: true }).click();
  await page.getByRole('button', { name: 'Показать курсы' }).click();
  await expect(page).toHaveURL(/\/catalog\?.*classYear=\d+/);
  await expect(page).toHaveURL(/classType=\d+/);
  await context.close();
});

test('bundle configure: an optional product left out lowers the total and stays out of the cart', async ({
  browser,
}) => {
  const { context, page } = await studentPage(browser, 'light', SIZES[0].viewport);
  type WireBundle = { id: number; title: string; products: { id: number; title: string; is_optional: boolean }[] };
  const bundles = await apiGet<WireBundle[]>(page, '/products/bundles/');
  const bundle = bundles.find((entry) => entry.products.some((product) => product.is_optional))!;
  const optional = bundle.products.find((product) => product.is_optional)!;
  await page.goto(`/bundle/${bundle.id}/configure`);
  const total = page.getByTestId('bundle-total');
  await expect(total).toBeVisible();
  const whole = await total.textContent();
  const choice = page.getByRole('checkbox', { name: new RegExp(optional.title) });
  await expect(choice).toBeChecked();
  await choice.uncheck();
  await expect(total).not.toHaveText(whole ?? '');
  await page.screenshot({ path: 'test-results/e2e/bundle-configure-optional-390-light.png', fullPage: true });
  expect(await seriousProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'Добавить набор в корзину' }).click();
  await expect(page.getByRole('link', { name: 'Перейти в корзину' })).toBeVisible();
  type WireCart = { bundles: { hash: string; title: string; items: { document_data: { product_id: number } }[] }[] };
  const inCart = (await apiGet<WireCart>(page, '/cart/')).bundles.find((entry) => entry.title === bundle.title)!;
  expect(inCart.items.map((item) => item.document_data.product_id)).toEqual(
    bundle.products.filter((product) => !product.is_optional).map((product) => product.id),
  );
  // Out again: the next test puts another bundle with a shared product in the same cart.
  await page.evaluate(async (hash) => {
    await fetch(`/api/cart/bundle/${hash}/`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${localStorage.getItem('auth.access')}`, Platform: 'newdesign' },
    });
  }, inCart.hash);
  await context.close();
});

test('bundle configure: a rate plan changes the total, and the bundle goes to the cart', async ({ browser }) => {
  const { context, page } = await studentPage(browser, 'light', SIZES[1].viewport);
  const bundles = await apiGet<{ id: number; title: string }[]>(page, '/products/bundles/');
  const withPlans = [];
  for (const bundle of bundles) {
    const plans = await apiGet<{ id: number; title: string; price: number }[]>(
      page,
      `/products/bundles/${bundle.id}/rate-plans/`,
    );
    if (plans.length > 1) withPlans.push({ bundle, plans });
  }
  const chosen = withPlans[0] ?? { bundle: bundles[0]!, plans: [] };
  await page.goto(`/bundle/${chosen.bundle.id}/configure`);
  const total = page.getByTestId('bundle-total');
  await expect(total).toBeVisible();
  if (chosen.plans.length > 1) {
    const first = await total.textContent();
    await page.getByRole('radio', { name: new RegExp(chosen.plans[1]!.title) }).check();
    await expect(total).not.toHaveText(first ?? '');
  }
  await page.getByRole('button', { name: 'Добавить набор в корзину' }).click();
  await expect(page.getByRole('link', { name: 'Перейти в корзину' })).toBeVisible();
  const cart = await apiGet<{ bundles: { title: string }[] }>(page, '/cart/');
  expect(cart.bundles.map((bundle) => bundle.title)).toContain(chosen.bundle.title);
  await context.close();
});

test("a master-group lesson shows the student's group and curator", async ({ browser }) => {
  const { context, page } = await studentPage(browser, 'light', SIZES[1].viewport);
  const mine = await apiGet<WireProductType[]>(page, '/products/my/new/');
  const mg = mine.find((entry) => entry.product_type.course_type.sys_course_type === 'master_group');
  expect(mg, 'the demo student owns a master group').toBeDefined();
  const list = await apiGet<{ results: WireLesson[] }>(
    page,
    `/v3/lessons/?product_type=${mg!.product_type.id}&limit=100`,
  );
  const lesson = list.results.find((item) => item.is_available);
  expect(lesson).toBeDefined();
  await page.goto(`/lesson/${lesson!.id}`);
  await expect(page.getByTestId('study-group').first()).toContainText(
    /Твоя группа: Группа «(Альфа|Бета)», куратор Егор Кураторов/,
  );
  await context.close();
});

import { expect, test, type Page } from '@playwright/test';
import { percentOf } from '../packages/contract/src/money';
import { apiGet, seriousProblems, signIn } from './support';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

type WireOptions = { product_types: { id: number; title: string; course_type: string }[] };
type WireCatalogProduct = { id: number; owned: boolean };

/** POST as the signed-in page user, the way the app calls the API. */
function apiPost<T>(page: Page, path: string, body: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ url, data }) => {
      const response = await fetch(`/api${url}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('auth.access')}`,
          Platform: 'newdesign',
          'content-type': 'application/json',
        },
        body: JSON.stringify(data),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { url: path, data: body },
  );
}

async function owns(page: Page, productTypeId: number, month: string, productId: number): Promise<boolean> {
  const catalog = await apiGet<{ results: WireCatalogProduct[] }>(
    page,
    `/products/catalog/?product_type=${productTypeId}&month=${month}&limit=100`,
  );
  return catalog.results.find((product) => product.id === productId)?.owned ?? false;
}

/** The page at 390 and 1366 px in light and dark, checked by axe, saved for a look. */
async function shoot(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(150);
      await page.screenshot({
        path: test.info().outputPath(`${name}-${viewport.width}-${colorScheme}.png`),
        fullPage: true,
      });
      expect(await seriousProblems(page), `${name} ${viewport.width} ${colorScheme}`).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(DESKTOP);
}

const nextMonth = () => {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return first.toISOString().slice(0, 10);
};

test('a sale manager prices a product and a promo code; a student buys it; a head manager refunds', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const title = `Пробный месяц ${stamp}`;
  const code = `E2E${stamp}`;
  const month = nextMonth();

  // --- The sale manager puts a product on sale and makes a promo code for it.
  const sales = await browser.newPage({ viewport: DESKTOP });
  await signIn(sales, 'sales@example.com');
  await sales.goto('/staff/commerce');
  await expect(sales.getByRole('heading', { name: 'Продажи', level: 1 })).toBeVisible();
  await shoot(sales, 'commerce-home');
  await sales.locator('a[href="/staff/commerce/products"]').first().click();
  await expect(sales.getByRole('heading', { name: 'Продукты', level: 1 })).toBeVisible();
  const options = await apiGet<WireOptions>(sales, '/staff/commerce/product-options/');
  const programme = options.product_types.find((type) => type.course_type === 'master_group')!;
  expect(programme, 'the demo school has a master group').toBeDefined();

  await sales.getByRole('button', { name: 'Создать продукт' }).click();
  const productDialog = sales.getByRole('dialog', { name: 'Новый продукт' });
  await productDialog.getByRole('textbox', { name: 'Программа' }).fill(programme.title.slice(0, 12));
  await sales.getByRole('option', { name: programme.title, exact: true }).click();
  await productDialog.getByRole('textbox', { name: 'Название' }).fill(title);
  await productDialog.getByLabel('Начало').fill(month);
  await productDialog.getByLabel('Окончание').fill(`${month.slice(0, 8)}28`);
  await productDialog.getByRole('textbox', { name: /^Цена/ }).fill('4990');
  await productDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(productDialog).toBeHidden();
  await sales.getByRole('textbox', { name: 'Поиск по названию' }).fill(stamp);
  const productRow = sales.getByRole('table', { name: 'Продукты' }).getByRole('row').filter({ hasText: title });
  await expect(productRow).toHaveCount(1);
  await expect(productRow).toContainText(/4\s990\s₽/);
  const created = await apiGet<{ results: { id: number }[] }>(
    sales,
    `/staff/commerce/products/?search=${encodeURIComponent(title)}`,
  );
  const productId = created.results[0]!.id;
  await shoot(sales, 'products');

  await sales.getByRole('navigation', { name: 'Разделы продаж' }).getByRole('link', { name: 'Промокоды' }).click();
  await expect(sales.getByRole('heading', { name: 'Промокоды', level: 1 })).toBeVisible();
  await sales.getByRole('button', { name: 'Создать промокод' }).click();
  const promoDialog = sales.getByRole('dialog', { name: 'Новый промокод' });
  await promoDialog.getByRole('textbox', { name: 'Код' }).fill(code.toLowerCase());
  await promoDialog.getByRole('textbox', { name: /Скидка, %/ }).fill('20');
  await promoDialog.getByRole('textbox', { name: 'Лимит применений' }).fill('5');
  await promoDialog.getByRole('textbox', { name: 'Продукты' }).fill(stamp);
  await sales.getByRole('option', { name: new RegExp(`^${title}`) }).click();
  // The list stays open for more choices: close it before looking at the form.
  await promoDialog.getByRole('heading', { name: 'Новый промокод' }).click();
  await expect(sales.getByRole('option', { name: new RegExp(`^${title}`) })).toBeHidden();
  await shoot(sales, 'promo-form');
  await promoDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(promoDialog).toBeHidden();
  const promoRow = sales.getByRole('table', { name: 'Промокоды' }).getByRole('row').filter({ hasText: code });
  await expect(promoRow).toContainText(title);
  await expect(promoRow).toContainText('20%');
  await shoot(sales, 'promo-codes');
  await sales.close();

  // --- The student buys it with the code in the sandbox.
  const student = await browser.newPage({ viewport: DESKTOP });
  await signIn(student, 'student@example.com');
  expect(await owns(student, programme.id, month, productId)).toBe(false);
  const added = await apiPost(student, '/cart/', { product: productId, replace: true });
  expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
  await student.goto('/cart');
  await student.getByRole('button', { name: 'У меня есть промокод' }).click();
  await student.getByRole('textbox', { name: 'Промокод' }).fill(code.toLowerCase());
  await student.getByRole('button', { name: 'Применить' }).click();
  await expect(student.getByText(`Промокод «${code}»`)).toBeVisible();
  // The product's price, or its programme's default rate plan's when it has rate plans (docs/commerce.md).
  const cart = await apiGet<{ amount: number; initial_amount: number }>(student, '/cart/');
  expect(cart.amount).toBe(cart.initial_amount - percentOf(cart.initial_amount, 20));
  await student.getByRole('button', { name: 'Перейти к оформлению' }).click();
  await expect(student).toHaveURL(/\/payment\?/);
  await student.getByRole('button', { name: /^Оплатить \d/ }).click();
  await expect(student).toHaveURL(/\/sandbox-checkout\//);
  await student.getByRole('button', { name: 'Оплатить' }).click();
  await expect(student).toHaveURL(/\/payment\/success\//);
  await expect.poll(() => owns(student, programme.id, month, productId)).toBe(true);

  // --- The payment inspector sees the order read-only.
  const inspector = await browser.newPage({ viewport: DESKTOP });
  await signIn(inspector, 'inspector@example.com');
  await inspector.goto('/staff/commerce/orders');
  await inspector.getByRole('textbox', { name: 'Номер или e-mail' }).fill('student@');
  const orderLink = inspector.getByRole('table', { name: 'Заказы' }).getByRole('link').first();
  await orderLink.click();
  await expect(inspector).toHaveURL(/\/staff\/commerce\/orders\/\d+$/);
  const orderPath = new URL(inspector.url()).pathname;
  await expect(inspector.getByText(title)).toBeVisible();
  await expect(inspector.getByRole('button', { name: 'Вернуть деньги' })).toHaveCount(0);
  await inspector.close();

  // --- The head manager refunds without keeping access.
  const head = await browser.newPage({ viewport: DESKTOP });
  await signIn(head, 'headmanager@example.com');
  await head.goto('/staff/commerce/orders');
  await shoot(head, 'orders');
  await head.goto(orderPath);
  await expect(head.getByText(title)).toBeVisible();
  await expect(head.getByText(`Промокод ${code}`)).toBeVisible();
  await shoot(head, 'order');
  // A part first: the access stays unless the manager unchecks it.
  await head.getByRole('button', { name: 'Вернуть деньги' }).click();
  const refund = head.getByRole('dialog', { name: /Вернуть деньги за заказ/ });
  await refund.getByRole('textbox', { name: /^Сумма возврата/ }).fill('1000');
  await refund.getByRole('textbox', { name: 'Причина возврата' }).fill('Пропустил первую неделю');
  await expect(refund.getByRole('checkbox', { name: 'Оставить доступ к курсам' })).toBeChecked();
  await shoot(head, 'refund-dialog');
  await refund.getByRole('button', { name: 'Вернуть деньги' }).click();
  await expect(refund).toBeHidden();
  await expect(head.getByText('Возвращён частично', { exact: true })).toBeVisible();
  await expect(head.getByText('Оставлен', { exact: true })).toBeVisible();
  expect(await owns(student, programme.id, month, productId)).toBe(true);
  await shoot(head, 'order-partly-refunded');
  // Then the rest, without keeping access.
  await head.getByRole('button', { name: 'Вернуть деньги' }).click();
  await refund.getByRole('textbox', { name: 'Причина возврата' }).fill('Ученик передумал в первый день');
  await expect(refund.getByRole('checkbox', { name: 'Оставить доступ к курсам' })).not.toBeChecked();
  await refund.getByRole('button', { name: 'Вернуть деньги' }).click();
  await expect(refund).toBeHidden();
  await expect(head.getByText('Возвращён', { exact: true })).toBeVisible();
  await expect(head.getByText('Отозван', { exact: true })).toBeVisible();
  await expect(head.getByRole('button', { name: 'Вернуть деньги' })).toHaveCount(0);
  await shoot(head, 'order-refunded');
  await head.close();

  // --- The student no longer has the product.
  await student.reload();
  expect(await owns(student, programme.id, month, productId)).toBe(false);
  await student.close();
});

type WireCard = {
  id: number;
  owned: boolean;
  product_type: { id: number };
  rate_plans: { title: string; price: number }[];
};

/** DELETE as the signed-in page user. */
function apiDelete(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    const response = await fetch(`/api${url}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${localStorage.getItem('auth.access')}`, Platform: 'newdesign' },
    });
    return response.status;
  }, path);
}

test('a sale manager adds a rate plan the catalog offers at once, reprices it, takes it off sale and removes it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const planTitle = `Интенсив ${stamp}`;

  const student = await browser.newPage({ viewport: DESKTOP });
  await signIn(student, 'student@example.com');
  const catalog = await apiGet<{ results: WireCard[] }>(student, '/products/catalog/?limit=100');
  const priced = catalog.results.find((card) => card.rate_plans.length > 0 && !card.owned);
  expect(priced, 'the demo catalog sells a programme with rate plans').toBeDefined();
  const typeId = priced!.product_type.id;
  const plansOnSale = async () =>
    (await apiGet<{ results: WireCard[] }>(student, `/products/catalog/?product_type=${typeId}&limit=100`)).results
      .find((card) => card.id === priced!.id)
      ?.rate_plans.filter((plan) => plan.title === planTitle)
      .map((plan) => plan.price) ?? [];

  const sales = await browser.newPage({ viewport: DESKTOP });
  await signIn(sales, 'sales@example.com');
  const options = await apiGet<WireOptions>(sales, '/staff/commerce/product-options/');
  const programme = options.product_types.find((type) => type.id === typeId)!;
  await sales.goto('/staff/commerce');
  await sales.locator('a[href="/staff/commerce/rate-plans"]').first().click();
  await expect(sales.getByRole('heading', { name: 'Тарифы и пакеты', level: 1 })).toBeVisible();
  await sales.getByRole('textbox', { name: 'Программа' }).fill(programme.title.slice(0, 12));
  await sales.getByRole('option', { name: programme.title, exact: true }).click();
  const plans = sales.getByRole('table', { name: 'Тарифы' });
  await expect(plans.getByRole('row').nth(1)).toContainText(programme.title);

  // Last in the order: the programme's default plan, and so every cart's price, stays as it was.
  await sales.getByRole('button', { name: 'Добавить тариф' }).click();
  const dialog = sales.getByRole('dialog', { name: 'Новый тариф' });
  await dialog.getByRole('textbox', { name: 'Название тарифа' }).fill(planTitle);
  await dialog.getByRole('textbox', { name: /Системное имя/ }).fill(`e2e-${stamp}`);
  await dialog.getByRole('textbox', { name: /^Цена/ }).fill('7990');
  await dialog.getByRole('textbox', { name: /Порядок/ }).fill('999');
  await shoot(sales, 'rate-plan-form');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  const row = plans.getByRole('row').filter({ hasText: planTitle });
  await expect(row).toContainText(/7\s990\s₽/);
  await expect.poll(plansOnSale).toEqual([799_000]);
  await shoot(sales, 'rate-plans');

  await row.getByRole('button', { name: `Изменить «${planTitle}»` }).click();
  const edit = sales.getByRole('dialog', { name: 'Изменить тариф' });
  await edit.getByRole('textbox', { name: /^Цена/ }).fill('6990');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(/6\s990\s₽/);
  await expect.poll(plansOnSale).toEqual([699_000]);

  // In a student's cart it cannot go: the page offers taking it off sale instead.
  const planId = (
    await apiGet<{ results: { id: number; title: string }[] }>(
      sales,
      `/staff/commerce/rate-plans/?product_type=${typeId}&limit=100`,
    )
  ).results.find((plan) => plan.title === planTitle)!.id;
  const pick = { product: priced!.id, rate_plan: planId, replace: true };
  const added = await apiPost<{ items: { id: number }[] }>(student, '/cart/', pick);
  expect(added.status).toBe(201);
  await row.getByRole('button', { name: `Удалить «${planTitle}»` }).click();
  await sales.getByRole('dialog').getByRole('button', { name: 'Удалить', exact: true }).click();
  const offer = sales.getByRole('dialog', { name: `Нельзя удалить «${planTitle}»` });
  await expect(offer).toContainText('снять с продажи');
  await shoot(sales, 'rate-plan-in-use');
  await offer.getByRole('button', { name: 'Снять с продажи' }).click();
  await expect(row).toContainText('Снят с продажи');
  await expect.poll(plansOnSale).toEqual([]);
  const refused = await apiPost<{ errors: { attr: string; code: string }[] }>(student, '/cart/', pick);
  expect(refused.status).toBe(400);
  expect(refused.body.errors[0]).toMatchObject({ attr: 'rate_plan', code: 'not_on_sale' });
  await row.getByRole('button', { name: `Вернуть в продажу «${planTitle}»` }).click();
  await expect(row).toContainText('В продаже');
  await expect.poll(plansOnSale).toEqual([699_000]);
  const cart = await apiGet<{ items: { id: number }[] }>(student, '/cart/');
  for (const item of cart.items) expect(await apiDelete(student, `/cart/${item.id}/`)).toBe(200);

  // Nobody chose it now, so it may go.
  await row.getByRole('button', { name: `Удалить «${planTitle}»` }).click();
  await sales.getByRole('dialog').getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(plansOnSale).toEqual([]);
  await sales.close();
  await student.close();
});

type WireProduct = { id: number; title: string; product_type: { course_type: { sys_course_type: string } } };

test('a head manager makes a bundle the catalog sells and takes it off sale', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `Набор ${Date.now().toString(36)}`;
  const student = await browser.newPage({ viewport: DESKTOP });
  await signIn(student, 'student@example.com');
  const onSale = await apiGet<{ results: WireProduct[] }>(
    student,
    '/products/catalog/?sys_course_type_code=master_group&limit=100',
  );
  const [first, second] = onSale.results;
  expect(second, 'the demo catalog sells two master-group products').toBeDefined();
  const bundleIds = async () =>
    (await apiGet<{ id: number; title: string }[]>(student, '/products/bundles/'))
      .filter((bundle) => bundle.title === title)
      .map((bundle) => bundle.id);

  const head = await browser.newPage({ viewport: DESKTOP });
  await signIn(head, 'headmanager@example.com');
  await head.goto('/staff/commerce/bundles');
  await expect(head.getByRole('heading', { name: 'Наборы', level: 1 })).toBeVisible();
  await head.getByRole('button', { name: 'Создать набор' }).click();
  const dialog = head.getByRole('dialog', { name: 'Новый набор' });
  await dialog.getByRole('textbox', { name: 'Название набора' }).fill(title);
  await dialog.getByRole('textbox', { name: /Скидка/ }).fill('15');
  for (const product of [first!, second!]) {
    await dialog.getByRole('textbox', { name: /^Продукты/ }).fill(product.title);
    await head.getByRole('option', { name: `${product.title} · #${product.id}` }).click();
  }
  // The list stays open for more choices: close it before looking at the form.
  await dialog.getByRole('heading', { name: 'Новый набор' }).click();
  await dialog.getByRole('checkbox', { name: `«${second!.title}» — можно не брать` }).check();
  await shoot(head, 'bundle-form');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  const row = head.getByRole('table', { name: 'Наборы' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('15%');
  await expect(row).toContainText('В продаже');
  await expect.poll(bundleIds).toHaveLength(1);
  await shoot(head, 'bundles');

  // A gift with the bundle: added, listed, removed.
  await row.getByRole('button', { name: `Подарки к «${title}»` }).click();
  const gifts = head.getByRole('dialog', { name: `Подарки: ${title}` });
  await expect(gifts.getByText('Подарков нет.')).toBeVisible();
  await gifts.getByRole('textbox', { name: 'Добавить подарки' }).fill(first!.title);
  await head.getByRole('option', { name: `${first!.title} · #${first!.id}` }).click();
  await gifts.getByRole('heading', { name: `Подарки: ${title}` }).click();
  await gifts.getByRole('button', { name: 'Добавить', exact: true }).click();
  const removeGift = gifts.getByRole('button', { name: `Убрать подарок «${first!.title}»` });
  await expect(removeGift).toBeVisible();
  await shoot(head, 'gifts');
  await removeGift.click();
  await expect(gifts.getByText('Подарков нет.')).toBeVisible();
  await gifts.getByRole('button', { name: 'Закрыть' }).first().click();
  await expect(gifts).toBeHidden();

  await row.getByRole('button', { name: `Снять с продажи «${title}»` }).click();
  await expect(row).toContainText('Снят с продажи');
  await expect.poll(bundleIds).toEqual([]);
  await head.close();
  await student.close();
});

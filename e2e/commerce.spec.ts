import { expect, test, type Page } from '@playwright/test';
import { percentOf } from '../packages/contract/src/money';
import { signIn } from './support';

type WireProduct = {
  id: number;
  title: string;
  owned: boolean;
  in_cart: boolean;
  packs: { id: number }[];
  product_type: { id: number; type: string; course_type: { sys_course_type: string } };
};
type WireCart = {
  hash: string;
  items: { product: { id: number } }[];
  amount: number;
  initial_amount: number;
  discount: number;
  coupon: { value: string; discount: number } | null;
  referral_program: { discount: number } | null;
};

function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(`/api${url}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth.access')}`, Platform: 'newdesign' },
    });
    return (await response.json()) as T;
  }, path) as Promise<T>;
}

async function catalogProducts(page: Page): Promise<WireProduct[]> {
  return (await api<{ results: WireProduct[] }>(page, '/products/catalog/')).results;
}

async function addFromCatalog(page: Page, product: WireProduct): Promise<void> {
  await page.goto('/catalog');
  await page.getByRole('button', { name: `Добавить в корзину «${product.title}»` }).click();
}

test('the student buys a course: clear-cart modal, promo code, referral, sandbox payment, lessons', async ({
  page,
  browser,
}) => {
  // student2's invite code, to apply as the demo student's friend discount.
  const friend = await browser.newPage();
  await signIn(friend, 'student2@example.com');
  const { referral_id: friendCode } = await api<{ referral_id: string }>(friend, '/v2/students/referral/');
  await friend.close();

  await signIn(page, 'student@example.com');
  const products = await catalogProducts(page);
  const course = products.find((p) => !p.owned && !p.in_cart && p.product_type.type === 'MG');
  const individual = products.find((p) => !p.owned && p.product_type.course_type.sys_course_type === 'individual');
  expect(course, 'the catalog offers a master group the student does not own').toBeDefined();
  expect(individual, 'the catalog offers individual lessons').toBeDefined();

  await addFromCatalog(page, course!);
  await expect(page.getByText('Добавили в корзину')).toBeVisible();

  // Spec 2 §4: an individual lesson cannot be paid together with a course.
  await page.getByRole('button', { name: `Добавить в корзину «${individual!.title}»` }).click();
  const modal = page.getByRole('dialog', { name: 'Очистить корзину?' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Оставить как есть' }).click();
  await expect(modal).toBeHidden();

  await page.goto('/cart');
  await page.getByRole('button', { name: 'У меня есть промокод' }).click();
  await page.getByRole('textbox', { name: 'Промокод' }).fill('PERCENT10');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Промокод «PERCENT10»')).toBeVisible();
  const withCoupon = await api<WireCart>(page, '/cart/');
  expect(withCoupon.items.map((i) => i.product.id)).toEqual([course!.id]);
  expect(withCoupon.coupon?.discount).toBe(percentOf(withCoupon.initial_amount, 10));
  expect(withCoupon.amount).toBe(withCoupon.initial_amount - withCoupon.discount);

  await page.getByRole('button', { name: 'Убрать промокод' }).click();
  await expect(page.getByText('Промокод «PERCENT10»')).toBeHidden();

  await page.goto(`/referral?id=${friendCode}`);
  await page.getByRole('button', { name: 'Применить скидку' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByText('Скидка по приглашению друга')).toBeVisible();

  await page.getByRole('button', { name: 'Перейти к оформлению' }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  await page.getByRole('button', { name: /^Оплатить \d/ }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(/\/payment\/success\//);
  await page.getByRole('link', { name: 'Перейти к урокам' }).first().click();
  await expect(page).toHaveURL(`/lessons/${course!.product_type.id}`);

  const lessons = await api<{ results: { id: number; title: string }[] }>(
    page,
    `/v3/lessons/?product_type=${course!.product_type.id}&limit=100`,
  );
  const bought = (await api<{ results: WireProduct[] }>(page, '/products/catalog/')).results.find(
    (p) => p.id === course!.id,
  );
  expect(bought?.owned).toBe(true);
  await page.goto(`/lesson/${lessons.results.at(-1)!.id}`);
  await expect(page.getByRole('heading', { name: lessons.results.at(-1)!.title })).toBeVisible();
});

test('a declined payment goes to the reject page and leaves the cart as it was', async ({ page }) => {
  await signIn(page, 'student@example.com');
  const course = (await catalogProducts(page)).find((p) => !p.owned && !p.in_cart && p.product_type.type === 'MG');
  expect(course).toBeDefined();
  await addFromCatalog(page, course!);
  await expect(page.getByText('Добавили в корзину')).toBeVisible();
  const before = await api<WireCart>(page, '/cart/');

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Перейти к оформлению' }).click();
  await page.getByRole('button', { name: /^Оплатить \d/ }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
  await page.getByRole('button', { name: 'Отменить' }).click();
  await expect(page).toHaveURL(/\/payment\/reject/);
  await expect(page.getByText('Твоя корзина сохранена')).toBeVisible();

  const after = await api<WireCart>(page, '/cart/');
  expect(after.hash).toBe(before.hash);
  expect(after.items.map((i) => i.product.id)).toEqual(before.items.map((i) => i.product.id));
  expect(after.amount).toBe(before.amount);
});

test('a guest pays a standalone cart by link after registering', async ({ page }) => {
  await page.goto('/cart/link/demo-link-1');
  await expect(page).toHaveURL(/\/cart\/standalone\//);
  await page.getByRole('button', { name: 'Перейти к оформлению' }).click();
  await expect(page).toHaveURL(/\/payment\?/);

  const email = `guest-${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: 'Имя' }).fill('Вера');
  await page.getByRole('textbox', { name: 'Фамилия' }).fill('Гостева');
  await page.getByRole('textbox', { name: 'Электронная почта' }).first().fill(email);
  await page.getByRole('textbox', { name: 'Телефон' }).first().fill('9031234567');
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('secret123');
  await page.getByRole('textbox', { name: 'Повтори пароль' }).fill('secret123');
  await page.getByRole('textbox', { name: 'Страница ВКонтакте' }).fill('vera.gosteva');
  await page.getByRole('checkbox', { name: /Я принимаю условия/ }).check();
  await page.getByRole('button', { name: /^Оплатить \d/ }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\//, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(/\/payment\/success\//);
  await expect(page.getByRole('link', { name: 'Перейти к урокам' }).first()).toBeVisible();
});

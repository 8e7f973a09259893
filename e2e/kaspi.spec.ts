import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_JWT_SECRET } from '../playwright.config';
import { apiGet, seriousProblems, signIn } from './support';

/*
 * Kaspi is offered on the KZ variant only, and the variant is a server setting: this spec starts
 * its own KZ server (the next port after E2E_PORT) on its own embedded database (docs/kaspi.md).
 */
const KZ_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const KZ_URL = `http://localhost:${KZ_PORT}`;
const DATA_DIR = 'test-results/e2e-kaspi-data';
let server: ChildProcess | undefined;

test.use({ baseURL: KZ_URL });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn('node', ['apps/server/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(KZ_PORT),
      VARIANT: 'KZ',
      DATA_DIR,
      JWT_SECRET: E2E_JWT_SECRET,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: KZ_URL,
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_ACCOUNT_RATE_LIMIT: '10000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 170; attempt += 1) {
    const up = await fetch(`${KZ_URL}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the KZ server did not start');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

type WireProduct = { id: number; title: string; owned: boolean; in_cart: boolean; product_type: { type: string } };

/** Puts a course the student does not own in the cart and opens the payment page. */
async function toPayment(page: Page): Promise<void> {
  const { results } = await apiGet<{ results: WireProduct[] }>(page, '/products/catalog/');
  const course = results.find((p) => !p.owned && !p.in_cart && p.product_type.type === 'MG');
  expect(course, 'the catalog offers a master group the student does not own').toBeDefined();
  await page.goto('/catalog');
  await page.getByRole('button', { name: `Добавить в корзину «${course!.title}»` }).click();
  await expect(page.getByText('Добавили в корзину')).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Перейти к оформлению' }).click();
  await expect(page).toHaveURL(/\/payment\?/);
}

async function payWithKaspi(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /Kaspi\.kz/ }).check();
  await page.getByRole('button', { name: /^Оплатить \d/ }).click();
  await expect(page).toHaveURL(/\/payment\/kaspi\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Оплата через Kaspi' })).toBeVisible();
  await expect(page.getByText(/^Заказ № \d+$/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR-код для оплаты заказа в приложении Kaspi' })).toBeVisible();
  await expect(page.getByTestId('kaspi-amount')).toHaveText(/\d.*₸/);
}

test('a KZ student pays in the Kaspi sandbox: the page polls, then shows the success page', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'student@example.com');
  await toPayment(page);
  await payWithKaspi(page);
  const uuid = page.url().split('/').at(-1)!;
  expect(await apiGet(page, `/core/pay/kaspi/v1/check-uid/${uuid}/`)).toEqual({ exists: true, status: 'pending' });

  // The page as a payer sees it, at both widths and in both colour schemes, with no serious axe findings.
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((scheme) => localStorage.setItem('mantine-color-scheme-value', scheme), theme);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByTestId('kaspi-qr')).toBeVisible();
      await page.screenshot({
        path: `test-results/e2e/kaspi-${width}-${theme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      expect(await seriousProblems(page)).toEqual([]);
    }
  }

  await page.getByRole('button', { name: 'Оплатить в Kaspi' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/success/${uuid}$`));
  expect(await apiGet(page, `/core/pay/kaspi/v1/check-uid/${uuid}/`)).toEqual({ exists: true, status: 'succeeded' });
});

test('a declined Kaspi payment goes to the reject page; a Russian phone is refused by the KZ server', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'student@example.com');
  await toPayment(page);
  await payWithKaspi(page);
  await page.getByRole('button', { name: 'Отклонить' }).click();
  await expect(page).toHaveURL(/\/payment\/reject\?transaction=/);

  const refused = await page.evaluate(async () => {
    const response = await fetch('/api/v3/auth/otp-request/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Platform: 'newdesign' },
      body: JSON.stringify({ phone: '79161234567' }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ errors: [{ attr: 'phone', detail: 'Введите корректный номер телефона' }] });
});

import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { apiGet, signIn } from './support';

/**
 * Spec 2 §2 "subscriptions, renewal and upgrade" (docs/subscriptions.md): subs@example.com owns this
 * month's maths master group on Стандарт with auto-renewal. The flow renews it into next month, then
 * upgrades it to Премиум, each through its standalone cart and the sandbox provider.
 */

type WireSubscription = {
  id: number;
  status: string;
  rate_plan_title: string | null;
  price: number;
  access_until: string;
  can_upgrade: boolean;
};
type WireUpgrade = { options: { rate_plan: { title: string; price: number }; price: number }[] };
type WireCart = { amount: number; items: { subscription_action: string | null }[] };

const mathsSubscription = async (page: Page) =>
  (await apiGet<WireSubscription[]>(page, '/products/product-subscriptions/')).find((s) => s.rate_plan_title !== null)!;

async function payInSandbox(page: Page) {
  await page.getByRole('button', { name: 'Перейти к оформлению' }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  // This student's profile has no phone: the payer's details are typed in.
  await page.getByRole('textbox', { name: 'ФИО' }).fill('Подписчиков Савва');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('9031234567');
  await page.getByRole('button', { name: /^Оплатить \d/ }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(/\/payment\/success\//);
}

/**
 * Axe's serious and critical findings in the page's own content (as support.ts `seriousProblems`).
 * The shell's sidebar is left out: its locked renewal entry of the products-of-month block (which
 * this student has and the demo student has not) fails color-contrast in light theme, a finding of
 * the sidebar's, reported to the integrator.
 */
async function seriousProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('main')
    .setLegacyMode()
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 100)).join(' | ')}`);
}

const screenshots = async (page: Page, name: string) => {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      expect(await seriousProblems(page), `${name} ${theme} ${width}`).toEqual([]);
      await page.screenshot({ path: `test-results/subscriptions-${name}-${theme}-${width}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1366, height: 900 });
};

test('a student renews a subscription, then upgrades its plan paying the prorated difference', async ({ page }) => {
  test.setTimeout(420_000);
  await signIn(page, 'subs@example.com');
  const before = await mathsSubscription(page);
  expect(before).toMatchObject({ status: 'active', rate_plan_title: 'Стандарт', can_upgrade: true });

  // Renewal: from the subscriptions page to its page, then the standalone cart and the sandbox.
  await page.goto('/subscriptions');
  const card = page.getByRole('article').filter({ hasText: 'Математика ЕГЭ' });
  await expect(card.getByRole('link', { name: /^Продлить подписку/ })).toHaveAttribute(
    'data-onboarding',
    'subscriptionsProlong',
  );
  await expect(card.getByRole('link', { name: /^Улучшить тариф подписки/ })).toHaveAttribute(
    'data-onboarding',
    'subscriptionsUpgrade',
  );
  await screenshots(page, 'list');
  await card.getByRole('link', { name: /^Продлить подписку/ }).click();
  await expect(page).toHaveURL(new RegExp(`/subscriptions/${before.id}/renewal$`));
  await expect(page.getByRole('heading', { name: 'Продление подписки' })).toBeVisible();
  await screenshots(page, 'renewal');
  await page.getByRole('button', { name: 'Перейти к оплате' }).click();
  await expect(page).toHaveURL(/\/cart\/standalone\//);
  const renewalCart = await apiGet<WireCart>(page, `/cart/standalone/${page.url().split('/').at(-1)}/`);
  expect(renewalCart.items.map((item) => item.subscription_action)).toEqual(['renewal']);
  await payInSandbox(page);
  const renewed = await mathsSubscription(page);
  expect(renewed.status).toBe('active');
  expect(Date.parse(renewed.access_until)).toBeGreaterThan(Date.parse(before.access_until) + 27 * 86_400_000);

  // Upgrade: the quote's price is what the cart charges; paid, the plan is Премиум and the end stays.
  const quote = await apiGet<WireUpgrade>(page, `/v2/subscriptions/${before.id}/upgrade/`);
  const premium = quote.options.find((option) => option.rate_plan.title === 'Премиум')!;
  expect(premium.price).toBeGreaterThan(0);
  await page.goto('/subscriptions');
  await page.getByRole('link', { name: /^Улучшить тариф подписки/ }).click();
  await expect(page.getByRole('heading', { name: 'Улучшение тарифа' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Премиум' })).toBeChecked();
  await screenshots(page, 'upgrade');
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  await expect(page).toHaveURL(/\/cart\/standalone\//);
  const upgradeCart = await apiGet<WireCart>(page, `/cart/standalone/${page.url().split('/').at(-1)}/`);
  expect(upgradeCart.amount).toBe(premium.price);
  await payInSandbox(page);
  const upgraded = await mathsSubscription(page);
  expect(upgraded).toMatchObject({ rate_plan_title: 'Премиум', price: premium.rate_plan.price, can_upgrade: false });
  expect(upgraded.access_until).toBe(renewed.access_until);

  await page.goto('/subscriptions');
  await expect(page.getByRole('article').filter({ hasText: 'Тариф «Премиум»' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Улучшить тариф подписки/ })).toHaveCount(0);
});

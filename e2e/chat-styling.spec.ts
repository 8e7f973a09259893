import { expect, test } from '@playwright/test';
import { apiGet, signIn } from './support';

type Balance = { balance: { umcoins: number } };
type Config = { text_color: { title: string; color: string } | null; balance: number };

test('the student buys a colour (a lost answer retried pays once) and writes in it', async ({ page }) => {
  await signIn(page, 'student@example.com');
  const before = (await apiGet<Balance>(page, '/v2/students/student-balance/')).balance.umcoins;
  expect(before).toBeGreaterThanOrEqual(50);

  await page.goto('/loyalty');
  await page.getByRole('link', { name: 'Оформление чата' }).click();
  await expect(page).toHaveURL(/\/loyalty\/chat-styling$/);
  await expect(page.getByRole('heading', { name: 'Оформление чата', level: 1 })).toBeVisible();
  // The seed's colour is the student's for good and chosen.
  const crimson = page.getByRole('article', { name: 'Малиновый' });
  await expect(crimson.getByText('Твой навсегда')).toBeVisible();
  await expect(crimson.getByRole('button', { name: 'Убрать' })).toBeVisible();

  const blue = page.getByRole('article', { name: 'Синий' });
  await blue.getByRole('button', { name: 'Купить' }).click();
  const dialog = page.getByRole('dialog', { name: '«Синий»: выбери срок' });
  await expect(dialog.getByRole('radio', { name: '7 дней — 50 умкоинов' })).toBeChecked();

  // The first answer is lost on the way back (the server did buy): the retry sends the same key.
  let lost = false;
  await page.route('**/api/gamification/chat/styling/text-colors/purchase/', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await dialog.getByRole('button', { name: 'Купить за 50' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByRole('button', { name: 'Купить за 50' }).click();
  await expect(dialog).toBeHidden();

  await expect(blue.getByText(/^До \d+ /)).toBeVisible();
  expect((await apiGet<Balance>(page, '/v2/students/student-balance/')).balance.umcoins).toBe(before - 50);
  await expect(page.getByRole('group', { name: 'Твой баланс' })).toContainText(String(before - 50));

  await blue.getByRole('button', { name: 'Выбрать' }).click();
  await expect(blue.getByRole('button', { name: 'Убрать' })).toBeVisible();
  await expect(crimson.getByRole('button', { name: 'Выбрать' })).toBeVisible();
  const config = await apiGet<Config>(page, '/gamification/chat/styling/config/');
  expect(config.text_color).toMatchObject({ title: 'Синий', color: '#1d4ed8' });
  expect(config.balance).toBe(before - 50);

  // Back to the seed's colour, so the chat flows see the demo as seeded.
  await crimson.getByRole('button', { name: 'Выбрать' }).click();
  await expect(crimson.getByRole('button', { name: 'Убрать' })).toBeVisible();
});

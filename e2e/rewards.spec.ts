import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('the student opens the loyalty page from the balance card and reads the history and the rules', async ({
  page,
}) => {
  await signIn(page, 'student@example.com');
  const balance = page.getByRole('region', { name: 'Твой баланс' });
  // The chat styling flow may have spent some of the seed's 320 umcoins before.
  await balance.getByRole('button', { name: /Умкоины: \d+/ }).hover();
  const card = page.getByText('Программа лояльности');
  await expect(card).toBeVisible();
  await page.getByRole('link', { name: 'Мои награды и уровень' }).click();

  await expect(page).toHaveURL(/\/loyalty$/);
  await expect(page.getByRole('heading', { name: 'Мои награды', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Отличник' })).toBeVisible();
  // The homework flows earn XP too, so the figures are the seed's or a little more.
  await expect(page.getByText(/^До уровня «Эксперт» осталось [\d\s]+ опыта$/)).toBeVisible();
  // Ten to a page, newest first; the seed's opening grant is the oldest, on the last page.
  const history = page.getByRole('region', { name: 'История опыта' });
  await expect(history.getByRole('listitem')).toHaveCount(10);
  await expect(history.getByRole('listitem').filter({ hasText: 'Просмотр урока' }).first()).toContainText('+25');
  await history.getByRole('navigation').getByRole('button', { name: /^\d+$/ }).last().click();
  await expect(history.getByRole('listitem').last()).toContainText('Демонстрационное начисление');
  await expect(history.getByRole('listitem').last()).toContainText('+1 565');
  const tasks = page.getByRole('region', { name: 'Задания на сегодня' });
  await expect(tasks.getByText('Реши 5 задач домашнего задания')).toBeVisible();

  await page.getByRole('link', { name: 'Как получать награды' }).click();
  await expect(page).toHaveURL(/\/loyalty\/about$/);
  await expect(page.getByRole('heading', { name: 'Программа наград', level: 1 })).toBeVisible();
  await expect(page.getByText('Эксперт — от 3 000 опыта')).toBeVisible();
  // Spec 1 §2: the about page's breadcrumb goes back to the progress.
  await page
    .getByRole('navigation', { name: 'Навигационная цепочка' })
    .getByRole('link', { name: 'Мои награды' })
    .click();
  await expect(page).toHaveURL(/\/loyalty$/);

  // The sidebar's "rewards" leads here too (spec 3 §6).
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Награды' }).click();
  await expect(page).toHaveURL(/\/loyalty$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a tap on the medals opens the card (no hover on a touch screen)', async ({ page }) => {
    await signIn(page, 'student@example.com');
    await page
      .getByRole('region', { name: 'Твой баланс' })
      .getByRole('button', { name: /Медали: 7/ })
      .tap();
    await page.getByRole('link', { name: 'Мои награды и уровень' }).tap();
    await expect(page).toHaveURL(/\/loyalty$/);
  });
});

test('the results page lists the exam results, from the header button', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'student@example.com');
  // The header's button (a checked homework's card says «Результаты» too).
  await page.getByRole('banner').getByRole('link', { name: 'Результаты' }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { name: 'Мои результаты' })).toBeVisible();
  const maths = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Математика' }) });
  await expect(maths.getByText('Подтверждено')).toBeVisible();
  await expect(maths.getByText('Баллы: 86 из 100')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Физика' }).getByText('На проверке')).toBeVisible();
});

test('a student without results is sent home from /results', async ({ page }) => {
  await signIn(page, 'student2@example.com');
  await page.goto('/results');
  await expect(page).toHaveURL(/\/home$/);
});

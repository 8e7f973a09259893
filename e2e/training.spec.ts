import { expect, test, type Page } from '@playwright/test';
import { seriousProblems, signIn } from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function look(page: Page, name: string, theme: string): Promise<void> {
  expect(await seriousProblems(page)).toEqual([]);
  await page.screenshot({ path: `test-results/training/${name}-${theme}-390.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
  expect(await seriousProblems(page)).toEqual([]);
  await page.screenshot({ path: `test-results/training/${name}-${theme}-1366.png`, fullPage: true });
  await page.setViewportSize(PHONE);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, viewport: PHONE });

    test('a student sets up a training, answers with instant checking, reads the result and retries the demo mistakes', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await signIn(page, 'student@example.com');
      await expect(page).toHaveURL('/home');

      // The trainer page leads to the training settings.
      await page.goto('/progress');
      await page.getByRole('link', { name: 'Выбрать задачи' }).click();
      await expect(page).toHaveURL('/training');
      await expect(page.getByRole('heading', { name: 'Тренировка', level: 1 })).toBeVisible();
      // The seeded training is listed with its points.
      const recent = page.getByRole('region', { name: 'Недавние тренировки' });
      await expect(recent.getByText(/3 из 5 баллов|из 7 баллов|баллов/).first()).toBeVisible();
      await page.getByRole('radio', { name: 'Математика' }).check();
      // A Mantine chip hides its checkbox: the label takes the tap.
      await page.locator('label', { hasText: '№1 · Планиметрия' }).click();
      await expect(page.getByRole('checkbox', { name: '№1 · Планиметрия' })).toBeChecked();
      await page.getByLabel('Сколько задач решить').fill('1');
      await look(page, 'settings', theme);
      await page.getByRole('button', { name: 'Начать тренировку' }).click();

      // One task, checked at once, with the explanation.
      await expect(page).toHaveURL(/\/training\/\d+$/);
      await expect(page.getByText('Задача 1 из 1')).toBeVisible();
      await page.getByLabel('Ответ').fill('10');
      await look(page, 'task', theme);
      await page.getByRole('button', { name: 'Проверить' }).click();
      await expect(page.getByText('Верно', { exact: true })).toBeVisible();
      await expect(page.getByText('Разбор')).toBeVisible();
      await expect(page.getByText(/По теореме Пифагора/)).toBeVisible();
      await look(page, 'checked', theme);
      await page.getByRole('button', { name: 'Завершить тренировку' }).click();

      await expect(page).toHaveURL(/\/training\/\d+\/result$/);
      await expect(page.getByRole('heading', { name: 'Результат тренировки' })).toBeVisible();
      await expect(page.getByText('Ни одной ошибки — так держать!')).toBeVisible();
      await look(page, 'result', theme);

      // The demo training's result: its two mistakes become a new training.
      await page.goto('/training');
      await recent
        .getByRole('link', { name: /^Результат: Математика/ })
        .last()
        .click();
      await expect(page).toHaveURL(/\/training\/\d+\/result$/);
      await expect(page.getByRole('region', { name: 'Ошибки' }).getByRole('listitem')).toHaveCount(2);
      await page.getByRole('button', { name: 'Перерешать ошибки' }).click();
      await expect(page).toHaveURL(/\/training\/\d+$/);
      await expect(page.getByText('Задача 1 из 2')).toBeVisible();
    });
  });
}

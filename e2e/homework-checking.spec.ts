import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, signIn } from './support';

type QueueRow = { submission_id: number; homework_id: number; class_type: { title: string }; status: string };

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Axe's serious and critical findings, and sideways scrolling on a phone, at both widths. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    for (const violation of violations.filter((found) => ['serious', 'critical'].includes(found.impact ?? '')))
      problems.push(`${viewport.width}: ${violation.id} ${violation.nodes.map((node) => node.html).join(' | ')}`);
    const sideways = await page.evaluate(
      () => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth,
    );
    if (viewport === PHONE && sideways) problems.push('390: scrolls sideways');
  }
  await page.setViewportSize(DESKTOP);
  return problems;
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, viewport: DESKTOP });

    test('the home card, the queue and a submission pass axe at 390 and 1366 px', async ({ page }) => {
      await signIn(page, 'curator@example.com');
      await expect(page.getByRole('main').getByText('Ждут проверки: 2')).toBeVisible();
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.goto('/checking');
      await expect(page.getByRole('heading', { name: 'Проверка домашек', level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('listitem')).not.toHaveCount(0);
      await page.screenshot({ path: `test-results/e2e/checking-queue-1366-${theme}.png`, fullPage: true });
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: `test-results/e2e/checking-queue-390-${theme}.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);

      await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
      await expect(page.getByRole('button', { name: 'Принять' })).toBeVisible();
      // The error marks of unscored criteria are part of what must stay readable.
      await page.getByRole('button', { name: 'Принять' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Не оценены задания' })).toBeVisible();
      await page.screenshot({ path: `test-results/e2e/checking-submission-1366-${theme}.png`, fullPage: true });
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: `test-results/e2e/checking-submission-390-${theme}.png`, fullPage: true });
    });
  });
}

test('the curator approves the math work with points and a comment, returns the next one, and the student reads the check', async ({
  page,
  browser,
}) => {
  await signIn(page, 'curator@example.com');
  // One tap from home: the card tells how many works wait.
  const card = page.getByRole('main').getByRole('link', { name: /Проверка домашек/ });
  await expect(card).toContainText('Ждут проверки: 2');
  await card.click();
  await expect(page).toHaveURL(/\/checking$/);

  const queue = await apiGet<{ results: QueueRow[] }>(page, '/v2/homework/checking/');
  const math = queue.results.find((row) => row.class_type.title === 'Математика' && row.status === 'DONE')!;
  const other = queue.results.find((row) => row !== math)!;
  expect(math).toBeDefined();

  // Filtering by the subject is kept in the URL.
  await page.getByRole('combobox', { name: 'Предмет' }).selectOption({ label: 'Математика' });
  await expect(page).toHaveURL(/\?subject=\d+$/);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Предмет' }).selectOption({ label: 'Все предметы' });
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);

  await page.getByRole('main').getByRole('listitem').filter({ hasText: 'Математика' }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/checking/${math.submission_id}$`));
  await expect(page.getByText('Алиса', { exact: false }).first()).toBeVisible();

  // Every criterion gets 1 point by its + button; the first scored task a comment.
  const more = page.getByRole('button', { name: /^Добавить балл: / });
  await expect(more.first()).toBeVisible();
  const criteria = await more.count();
  expect(criteria).toBeGreaterThan(0);
  const firstCriterion = (await more.first().getAttribute('aria-label'))!.replace('Добавить балл: ', '');
  for (let index = 0; index < criteria; index += 1) await more.nth(index).click();
  const scoredTask = page
    .getByRole('region')
    .filter({ has: page.getByText('Критерии оценивания') })
    .first();
  const comment = 'Ход решения верный, но не хватает обоснования второго шага.';
  await scoredTask.getByRole('textbox', { name: /Комментарий к заданию/ }).fill(comment);
  await page.getByRole('button', { name: 'Принять' }).click();

  // The next work of the queue opens; the math one has left the queue.
  await expect(page).toHaveURL(new RegExp(`/checking/${other.submission_id}$`));
  const left = await apiGet<{ results: QueueRow[] }>(page, '/v2/homework/checking/');
  expect(left.results.map((row) => row.submission_id)).toEqual([other.submission_id]);

  // Returning needs a reason of 3 characters.
  await page.getByRole('button', { name: 'Вернуть на доработку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вернуть работу на доработку' });
  await dialog.getByRole('textbox', { name: /Причина/ }).fill('ок');
  await dialog.getByRole('button', { name: 'Вернуть' }).click();
  await expect(dialog.getByText('Напишите причину — хотя бы 3 символа')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Причина/ }).fill('Перепиши сочинение: нет комментария к проблеме.');
  await dialog.getByRole('button', { name: 'Вернуть' }).click();
  await expect(page).toHaveURL(/\/checking$/);
  await expect(page.getByText('Всё проверено', { exact: true })).toBeVisible();

  // The sidebar leads here too (spec 3 §6 menus).
  await page.goto('/home');
  await expect(page.getByRole('main').getByRole('link', { name: /Проверка домашек/ })).toContainText(
    'Ждут проверки: 0',
  );
  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Проверка домашек' }).click();
  await expect(page).toHaveURL(/\/checking$/);

  // Issue 14: the check reaches the student's bell, and its notification opens the homework.
  const student = await browser.newPage();
  await signIn(student, 'student@example.com');
  await student.getByTestId('notifications-bell').click();
  const checked = student
    .getByRole('dialog', { name: 'Уведомления' })
    .getByRole('listitem')
    .filter({ hasText: 'Посмотри баллы и комментарии' });
  // The returned one came later and asks for a reason instead.
  await expect(checked).toContainText('Домашка проверена');
  await expect(checked.getByRole('button')).toHaveAttribute('data-unread', 'true');
  await checked.getByRole('button').click();
  await expect(student).toHaveURL(new RegExp(`/homework/${math.homework_id}`));
  await student.goto(`/homework/${math.homework_id}/completed`);
  await expect(student.getByText(comment)).toBeVisible();
  await expect(student.getByText(new RegExp(`${firstCriterion}: 1 из \\d`)).first()).toBeVisible();
  await student.close();
});

test('a submission of nobody the curator checks is not found', async ({ page }) => {
  await signIn(page, 'curator@example.com');
  await page.goto('/checking/999999');
  await expect(page).toHaveURL(/\/not-found$/);
});

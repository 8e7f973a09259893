import { expect, test } from '@playwright/test';
import { seriousProblems, signIn } from './support';

/**
 * Issue 13 global modals and corner polls (spec 1 §2, §4, §5), as welcome@example.com: the one demo
 * student (with student2) the seed leaves the demo modals unviewed for.
 */
test('the OPEN welcome set shows step by step and is not shown again; corner polls are answered', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'welcome@example.com');
  await expect(page).toHaveURL('/home');

  // Step 1 of 3: with an image (880 px), the counter, no step before it.
  const first = page.getByRole('dialog', { name: 'Добро пожаловать в Школу!' });
  await expect(first).toBeVisible();
  await expect(first.getByText('1/3')).toBeVisible();
  await expect(first.locator('img')).toHaveAttribute('src', '/stickers/study/rocket.svg');
  await expect(first.getByRole('button', { name: 'Предыдущий шаг' })).toBeDisabled();
  // No poll while the modal shows (the overlay gate).
  await expect(page.getByTestId('corner-poll')).toHaveCount(0);
  expect(await seriousProblems(page)).toEqual([]);
  await first.getByRole('button', { name: 'Далее' }).click();

  // Step 2: no media (480 px); back and forth.
  const second = page.getByRole('dialog', { name: 'Уроки и вебинары' });
  await expect(second.getByText('2/3')).toBeVisible();
  await second.getByRole('button', { name: 'Предыдущий шаг' }).click();
  await expect(page.getByRole('dialog', { name: 'Добро пожаловать в Школу!' })).toBeVisible();
  await page.getByRole('button', { name: 'Следующий шаг' }).click();
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'Далее' }).click();

  // The last step: its own button text and link, then the set closes.
  const last = page.getByRole('dialog', { name: 'Домашки и баллы' });
  await expect(last.getByText('3/3')).toBeVisible();
  await last.getByRole('button', { name: 'К урокам' }).click();
  await expect(page).toHaveURL('/lessons');
  await expect(page.getByRole('dialog', { name: 'Домашки и баллы' })).toHaveCount(0);

  // Corner polls, the one that cannot be skipped first: the rating.
  const rating = page.getByTestId('corner-poll');
  await expect(rating).toContainText('Оцени платформу');
  await expect(rating.getByRole('button', { name: 'Закрыть' })).toHaveCount(0);
  await rating.getByRole('button', { name: 'Отправить' }).click();
  await expect(rating).toContainText('Поставь оценку от 0 до 10.');
  await rating.getByRole('radio', { name: '8' }).click();
  await rating.getByRole('textbox', { name: 'Что мы можем улучшить?' }).fill('Больше разборов второй части');
  expect(await seriousProblems(page)).toEqual([]);
  await rating.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Спасибо за ответ!')).toBeVisible();

  // The next poll: a choice of one; sending nothing is refused, then answered.
  const radio = page.getByTestId('corner-poll');
  await expect(radio).toContainText('Какой экзамен ты сдаёшь в этом году?');
  await radio.getByRole('button', { name: 'Отправить' }).click();
  await expect(radio).toContainText('Выбери один вариант.');
  await radio.getByRole('radio', { name: 'ЕГЭ' }).check();
  await radio.getByRole('button', { name: 'Отправить' }).click();

  // A skippable poll is closed.
  const checkbox = page.getByTestId('corner-poll');
  await expect(checkbox).toContainText('Что тебе больше всего помогает готовиться?');
  await checkbox.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByTestId('corner-poll')).toContainText('Какой формат занятий тебе ближе?');

  // After a reload neither the welcome set nor the answered or closed polls come back.
  await expect
    .poll(async () =>
      page.evaluate(async () => {
        const response = await fetch('/api/v2/students/modals/?show_style=CORNER', {
          headers: { Authorization: `Bearer ${localStorage.getItem('auth.access')}`, Platform: 'newdesign' },
        });
        return ((await response.json()) as { modals: { title: string }[] }).modals.map((modal) => modal.title);
      }),
    )
    .toEqual(['Формат занятий', 'Твоё мнение']);
  await page.reload();
  await expect(page.getByTestId('corner-poll')).toContainText('Какой формат занятий тебе ближе?');
  await expect(page.getByTestId('global-modal')).toHaveCount(0);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Добро пожаловать в Школу!' })).toHaveCount(0);
});

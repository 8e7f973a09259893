import { expect, test, type Page } from '@playwright/test';
import { seriousProblems, signIn } from './support';

const widget = (page: Page) => page.getByRole('region', { name: 'Серия дней' });

test('the student learns five memory cards and sees today turn earned on home', async ({ page }) => {
  await signIn(page, 'student@example.com');
  await expect(page).toHaveURL('/home');
  const week = widget(page).getByRole('list', { name: 'Дни этой недели' });
  await expect(week.getByRole('listitem')).toHaveCount(7);
  const todayItem = week.locator('li[data-status="in_progress"]');
  await expect(todayItem, "today is not earned yet: the demo student's streak runs to yesterday").toHaveCount(1);
  const todayLabel = (await todayItem.getAttribute('aria-label'))!.split(':')[0]!;
  const before = Number((await widget(page).getByTestId('strike-days').innerText()).match(/\d+/)?.[0]);

  // The modal lists exactly the three ways of spec 1 §2.
  await widget(page).getByRole('button', { name: 'Как работает серия' }).click();
  const modal = page.getByRole('dialog', { name: 'Серия дней' });
  await expect(modal.getByRole('listitem')).toHaveText([
    'посмотришь урок',
    'решишь пять задач домашнего задания',
    'выучишь пять карточек',
  ]);
  expect(await seriousProblems(page)).toEqual([]);
  await modal.getByRole('button', { name: 'Понятно' }).click();

  await widget(page).getByRole('link', { name: 'Учить карточки' }).click();
  await expect(page).toHaveURL('/progress');
  await expect(page.getByRole('heading', { name: 'Тренажёр', level: 1 })).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
  await page
    .getByRole('link', { name: /^Учить: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/progress\?deck=\d+/);

  for (let card = 1; card <= 5; card++) {
    await expect(page.getByText(`Карточка ${card} из`)).toBeVisible();
    await page.getByTestId('memory-card').click();
    await expect(page.getByTestId('memory-card-answer')).toBeVisible();
    if (card === 1) expect(await seriousProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Помню', exact: true }).click();
  }
  await expect(page.getByText('День серии засчитан!')).toBeVisible();

  await page.getByRole('link', { name: 'Главная' }).first().click();
  await expect(page).toHaveURL('/home');
  const earned = week.getByRole('listitem', { name: new RegExp(`^${todayLabel}: засчитан$`) });
  await expect(earned).toHaveAttribute('data-status', 'earned');
  await expect(widget(page).getByTestId('strike-days')).toContainText(String(before + 1));
  await expect(widget(page).getByText(/Сегодня день засчитан/)).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { amendFlags } from './amend-json';
import { withoutStartupModals } from './goals-flags';
import { signIn } from './support';

test('a new student is guided through onboarding and goals, picks the individual program and sees it on /lessons', async ({
  page,
}) => {
  // Flags at their defaults: individual-trajectory and personal-data-onboarding on (docs/goals-screens.md).
  await signIn(page, 'newstudent@example.com');
  await expect(page).toHaveURL(/\/onboarding\?redirect=/);
  await expect(page.getByRole('heading', { name: 'Давай познакомимся' })).toBeVisible();

  await expect(page.getByRole('textbox', { name: 'Имя' })).toHaveValue('Никита');
  await page.getByRole('button', { name: 'Дальше' }).click();

  await page.getByRole('textbox', { name: 'Класс' }).click();
  await page.getByRole('option', { name: '11 класс' }).click();
  await page.getByRole('checkbox', { name: 'Математика' }).check();
  await page.getByRole('checkbox', { name: 'Физика' }).check();
  await page.getByRole('button', { name: 'Дальше' }).click();

  // Spec 1 §2, §4: 'to study' waits for a priority; one switch on turns the other off.
  const study = page.getByRole('button', { name: 'К учёбе' });
  await expect(study).toBeDisabled();
  const maths = page.getByRole('switch', { name: 'Приоритет: Математика' });
  const physics = page.getByRole('switch', { name: 'Приоритет: Физика' });
  await physics.check({ force: true });
  await maths.check({ force: true });
  await expect(physics).not.toBeChecked();
  await expect(maths).toBeChecked();
  await expect(page.getByText(/Сумма целей: \d+ баллов/)).toBeVisible();
  await study.click();

  await page.getByRole('button', { name: 'Индивидуальная программа' }).click();
  await page.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }).check();
  await page.getByRole('button', { name: 'Начать учиться' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(/^Следующий шаг программы/)).toBeVisible();

  // What ACTIVE changes: the plan on /lessons, weakest topics first, each with its reason.
  await page.goto('/lessons');
  const plan = page.getByRole('region', { name: 'Твоя программа' });
  await expect(plan).toBeVisible();
  await expect(plan.getByRole('listitem').first()).toBeVisible();
  await expect(plan.getByText('Приоритет')).toBeVisible();

  // After a reload the guards leave the student alone.
  await page.reload();
  await expect(page).toHaveURL(/\/lessons$/);
});

test('entering the homework list without a priority subject opens the individual program modal', async ({ page }) => {
  await withoutStartupModals(page);
  await signIn(page, 'student2@example.com');
  await page.goto('/homework/list');
  const modal = page.getByRole('dialog', { name: 'Твоя индивидуальная программа' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'К учёбе' })).toBeDisabled();
  const physics = modal.getByRole('switch', { name: 'Приоритет: Физика' });
  await physics.check({ force: true });
  // Toggling the chosen one clears it (spec 1 §4).
  await physics.uncheck({ force: true });
  await expect(modal.getByRole('button', { name: 'К учёбе' })).toBeDisabled();
  await physics.check({ force: true });
  await modal.getByRole('button', { name: 'К учёбе' }).click();
  await modal.getByRole('button', { name: 'Полная программа' }).click();
  await expect(modal).toBeHidden();
  // The priority is saved: the modal does not come back.
  await page.goto('/home');
  await page.goto('/homework/list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Твоя индивидуальная программа' })).toBeHidden();
});

test('goals from the profile menu skip the program choice; with new-student-goals they go to the class-type selection', async ({
  page,
}) => {
  await withoutStartupModals(page);
  await signIn(page, 'student@example.com');
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Мои цели' }).click();
  await expect(page).toHaveURL(/\/progress\/goal\?skipProgramChoice=true$/);
  // Saved goals: the sliders are locked until 'edit' (a disabled slider offers no thumbs).
  await expect(page.getByRole('switch', { name: 'Приоритет: Математика' })).toBeChecked();
  await expect(page.getByRole('slider')).toHaveCount(0);
  await page.getByRole('button', { name: 'Изменить', exact: true }).click();
  // Two thumbs a subject; other flows may change student@'s subjects, so they are counted here.
  const subjects = await page.getByRole('switch', { name: /^Приоритет: / }).count();
  expect(subjects).toBeGreaterThan(0);
  await expect(page.getByRole('slider')).toHaveCount(2 * subjects);
  await page.getByRole('button', { name: 'К учёбе' }).click();
  await expect(page).toHaveURL(/\/lessons$/);

  await amendFlags(page, { 'new-student-goals': true });
  await page.goto('/progress/goal');
  await expect(page).toHaveURL(/\/onboarding\/class-types/);
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await expect(page.getByRole('menuitem', { name: 'Мои цели' })).toHaveAttribute('href', '/onboarding');
});

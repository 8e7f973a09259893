import { expect, test } from '@playwright/test';
import { signIn } from './support';

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Issue 12: the tutor assigns a lecture and the client watches it. */
test('the tutor assigns a video lecture, the student watches it, the tutor sees it watched', async ({ browser }) => {
  test.setTimeout(180_000);
  const tutor = await (await browser.newContext()).newPage();
  await signIn(tutor, 'tutor@example.com');
  await expect(tutor).toHaveURL('/clients');
  await tutor.getByRole('link', { name: 'Смирнова Алиса' }).click();
  await expect(tutor.getByRole('heading', { name: 'Смирнова Алиса', level: 1 })).toBeVisible();
  await expect(tutor.getByRole('heading', { name: 'Цели ученика' })).toBeVisible();

  await tutor.getByRole('navigation', { name: 'Разделы ученика' }).getByRole('link', { name: 'Лекции' }).click();
  await expect(tutor.getByRole('heading', { name: 'Лекции', level: 2 })).toBeVisible();
  await tutor.getByRole('link', { name: 'Назначить лекцию' }).click();
  // The picker opens on the client's subject: maths.
  await tutor.getByRole('button', { name: /Квадратные уравнения/ }).click();
  await tutor.getByRole('radio', { name: /Теорема Виета/ }).check();
  await expect(tutor.getByRole('heading', { name: 'Теорема Виета' })).toBeVisible();
  await expect(tutor.locator('video')).toBeVisible();
  await tutor.getByRole('textbox', { name: 'Комментарий для ученика' }).fill('Посмотри до пятницы');
  await tutor.getByLabel('Посмотреть до').fill(inDays(4));
  await tutor.getByRole('button', { name: 'Назначить лекцию' }).click();
  await expect(tutor.getByText('Лекция назначена')).toBeVisible();
  await expect(tutor).toHaveURL(/\/clients\/\d+\/lecture$/);
  const card = tutor.getByRole('listitem').filter({ hasText: 'Теорема Виета' });
  await expect(card.getByText('Не просмотрена')).toBeVisible();
  await expect(card.getByText('Посмотри до пятницы')).toBeVisible();

  // The same lecture again is refused with the server's words under the field.
  await tutor.getByRole('link', { name: 'Назначить лекцию' }).click();
  await tutor.getByRole('button', { name: /Квадратные уравнения/ }).click();
  await tutor.getByRole('radio', { name: /Теорема Виета/ }).check();
  await tutor.getByRole('button', { name: 'Назначить лекцию' }).click();
  await expect(tutor.getByText('Не удалось назначить лекцию')).toBeVisible();
  await expect(tutor.getByText('Эта лекция уже назначена ученику.')).toBeVisible();
  await tutor.getByRole('button', { name: 'Отмена' }).click();

  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'student@example.com');
  await student.goto('/lessons');
  const block = student.getByRole('region', { name: 'Лекции от репетитора' });
  const item = block.getByRole('listitem').filter({ hasText: 'Теорема Виета' });
  await expect(item.getByText('Новая')).toBeVisible();
  await item.getByRole('link', { name: 'Смотреть: Теорема Виета' }).click();
  await expect(student.getByRole('heading', { name: 'Теорема Виета', level: 1 })).toBeVisible();
  await expect(student.getByText('Посмотри до пятницы')).toBeVisible();
  const video = student.locator('video');
  await expect(video).toBeVisible();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  await expect(student.getByText('Просмотрена')).toBeVisible();
  await student.goto('/lessons');
  await expect(
    student
      .getByRole('region', { name: 'Лекции от репетитора' })
      .getByRole('listitem')
      .filter({ hasText: 'Теорема Виета' })
      .getByText('Просмотрена'),
  ).toBeVisible();

  await tutor.reload();
  await expect(
    tutor
      .getByRole('listitem')
      .filter({ hasText: 'Теорема Виета' })
      .getByText(/^Просмотрена \d+/),
  ).toBeVisible();
});

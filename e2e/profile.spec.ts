import { expect, test, type Page } from '@playwright/test';
import { seriousProblems, signIn } from './support';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The newest code the local SMS outbox holds for the phone (spec 1 §7: the local adapter). */
async function smsCode(page: Page, phone: string): Promise<string> {
  const messages = await page.evaluate(async () => {
    const response = await fetch('/api/dev/outbox/', { headers: { Platform: 'newdesign' } });
    return (await response.json()) as { channel: string; recipient: string; body: string }[];
  });
  const message = messages.filter((m) => m.channel === 'sms' && m.recipient === phone).at(-1);
  const code = /\b(\d{4})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

test('a student edits the profile and uploads an avatar that the header shows', async ({ page }) => {
  await signIn(page, 'student@example.com');
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Профиль' }).click();
  await expect(page).toHaveURL('/profile');
  await page.getByRole('link', { name: 'Редактировать' }).click();
  await expect(page).toHaveURL('/profile/edit');

  await page.getByLabel('Ник').fill('Лиса');
  await page.getByLabel('Дата рождения').fill('2009-05-17');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText('Лиса', { exact: true })).toBeVisible();
  await expect(page.getByText('17.05.2009')).toBeVisible();

  // Spec 1 §5 on the client: Latin letters are refused before anything is sent.
  await page.goto('/profile/edit');
  await page.getByLabel('Имя').fill('Alice');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Поле может содержать только русские буквы и дефис')).toBeVisible();

  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Фото обновлено')).toBeVisible();
  const header = page.getByRole('button', { name: 'Меню профиля' }).locator('img');
  await expect(header).toHaveAttribute('src', /\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
  const src = await header.getAttribute('src');
  expect((await page.request.get(src!)).status()).toBe(200);
  // With a photo the menu's head is still a part a menu may contain.
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await expect(page.getByRole('menu').locator('img')).toHaveAttribute('src', src!);
  expect(await seriousProblems(page)).toEqual([]);
});

test('a student confirms a phone with the code from the SMS outbox', async ({ page }) => {
  await signIn(page, 'student@example.com');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Подтвердить телефон' }).click();
  const dialog = page.getByRole('dialog', { name: 'Подтвердить телефон' });
  const phone = '79167654321';
  await dialog.getByRole('textbox', { name: 'Телефон' }).fill(phone.slice(1));
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await expect(dialog.getByText(/Новый код можно получить через 0[01]:\d\d/)).toBeVisible();
  const code = await smsCode(page, phone);
  // Spec 1 §5: the code is sent at its fourth digit, no button.
  await dialog.getByRole('textbox').first().pressSequentially(code);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Подтверждён', { exact: true })).toBeVisible();
});

test('student2 meets the start-up modals in order', async ({ page }) => {
  await signIn(page, 'student2@example.com');
  await expect(page).toHaveURL('/home');

  const personal = page.getByRole('dialog', { name: 'Согласие на обработку персональных данных' });
  await expect(personal).toBeVisible();
  await personal.getByRole('button', { name: 'Позже' }).click();

  const phone = page.getByRole('dialog', { name: 'Подтверди номер телефона' });
  await expect(phone).toBeVisible();
  await phone.locator('.mantine-Modal-close').click();

  const social = page.getByRole('dialog', { name: 'Подтверди аккаунт' });
  await expect(social).toBeVisible();
  // Spec 3 §4: RU offers both views, so the toggle shows.
  await social.getByRole('button', { name: 'Подключить мессенджер' }).click();
  await social.getByRole('switch', { name: 'Указать ник в Telegram' }).check();
  await social.getByRole('textbox', { name: 'Ник в Telegram' }).fill('boris_novikov');
  await social.getByRole('button', { name: 'Подключить', exact: true }).click();

  const level = page.getByRole('dialog', { name: 'Твой уровень понизился' });
  await expect(level).toBeVisible();
  await level.getByRole('button', { name: 'Остаться на уровне' }).click();
  await expect(level).toBeHidden();
  const startup = page.locator('[data-testid^="startup-"]');
  await expect(startup).toHaveCount(0);
  // Issue 13: the global welcome modals waited for the start-up ones (the overlay gate); left unviewed here.
  await expect(page.getByRole('dialog', { name: 'Добро пожаловать в Школу!' })).toBeVisible();

  // Not on the profile route, and not again after a reload for what was settled.
  await page.goto('/profile');
  await expect(page.getByText('@boris_novikov')).toBeVisible();
  await expect(startup).toHaveCount(0);
});

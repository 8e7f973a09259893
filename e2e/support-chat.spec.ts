import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiGet, seriousProblems, signInByTokens } from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

// Two people in two browsers and four axe runs: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const supportButton = (page: Page) => page.getByTestId('support-button');
const panel = (page: Page) => page.getByRole('dialog', { name: /Поддержка/ });
const supportUnread = async (page: Page) =>
  (await apiGet<{ count: number }>(page, '/v2/chat/support/unread-count/')).count;

async function person(browser: Browser, email: string, options: { theme?: 'light' | 'dark'; phone?: boolean } = {}) {
  const theme = options.theme ?? 'light';
  const context = await browser.newContext({ viewport: options.phone ? PHONE : DESKTOP, colorScheme: theme });
  const page = await context.newPage();
  await page.addInitScript((scheme) => localStorage.setItem('mantine-color-scheme-value', scheme), theme);
  // The sign-in pages have their own flows (session.spec.ts): here the tokens are put where the app
  // keeps them, so a slow identity redirect on a busy machine cannot fail a support test.
  await signInByTokens(page, email);
  await page.goto('/');
  await page.waitForURL((url) => url.pathname !== '/');
  return { context, page };
}

test('a student writes to support, the support manager answers, the student sees it live', async ({ browser }) => {
  const { context: studentContext, page: student } = await person(browser, 'student@example.com');
  const { context: supportContext, page: support } = await person(browser, 'support@example.com');

  // The support manager lands on the support rooms: the seeded unanswered question comes first.
  await expect(support).toHaveURL(/\/support$/);
  await expect(support.getByRole('heading', { name: 'Чат поддержки', level: 1 })).toBeVisible();
  await expect(support.getByTestId('room-item').first()).toContainText('Борис');
  // Support managers get no widget of their own.
  await expect(supportButton(support)).toHaveCount(0);

  // The widget's code is not loaded before the button is pressed.
  await student.goto('/home');
  await expect(supportButton(student)).toBeVisible();
  const panelChunk = student.waitForRequest((request) => /support-panel/.test(request.url()));
  await supportButton(student).click();
  await panelChunk;
  const question = `Не открывается урок по физике ${Date.now()}`;
  await panel(student).getByRole('textbox', { name: 'Сообщение' }).fill(question);
  await panel(student).getByRole('button', { name: 'Отправить' }).click();
  await expect(panel(student).getByRole('log').getByText(question)).toBeVisible();

  // The question reaches the support manager's list without a reload, on top.
  const room = support.getByTestId('room-item').filter({ hasText: question });
  await expect(room).toBeVisible({ timeout: 5_000 });
  await expect(support.getByTestId('room-item').first()).toContainText(question);
  await room.click();
  await support.getByRole('textbox', { name: 'Сообщение' }).fill('Обнови страницу, пожалуйста, мы уже починили.');
  await support.getByRole('textbox', { name: 'Сообщение' }).press('Enter');

  // The open panel shows the answer live.
  await expect(panel(student).getByRole('log').getByText('Обнови страницу, пожалуйста, мы уже починили.')).toBeVisible({
    timeout: 5_000,
  });
  await expect.poll(() => supportUnread(student)).toBe(0);

  // With the panel closed, the next answer shows on the button's badge.
  await student.keyboard.press('Escape');
  await expect(panel(student)).toBeHidden();
  await support.getByRole('textbox', { name: 'Сообщение' }).fill('Напиши, если не поможет.');
  await support.getByRole('textbox', { name: 'Сообщение' }).press('Enter');
  await expect(student.getByTestId('support-unread').locator('.mantine-Indicator-indicator')).toHaveText('1', {
    timeout: 8_000,
  });
  await expect(supportButton(student)).toHaveAccessibleName(/Новых ответов поддержки: 1/);
  await supportButton(student).click();
  await expect(panel(student).getByRole('log').getByText('Напиши, если не поможет.')).toBeVisible();
  await expect.poll(() => supportUnread(student)).toBe(0);

  await studentContext.close();
  await supportContext.close();
});

test('the widget is only for students, never on the identity pages', async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/id\/login/, { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Электронная почта' })).toBeVisible();
  await expect(supportButton(page)).toHaveCount(0);
  await page.close();
  const { context, page: tutor } = await person(browser, 'tutor@example.com');
  await expect(tutor.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(supportButton(tutor)).toHaveCount(0);
  await context.close();
});

test('on a page with its own composer the button steps aside and the profile menu opens the support chat', async ({
  browser,
}) => {
  const { context, page } = await person(browser, 'student@example.com', { phone: true });
  await page.goto('/chat');
  await page.getByTestId('room-item').first().click();
  await expect(page.getByRole('textbox', { name: 'Сообщение' })).toBeVisible();
  // The floating button would cover the composer's send button (bottom right).
  await expect(supportButton(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Написать в поддержку' }).click();
  await expect(panel(page).getByRole('log').getByText('Нашёл, спасибо!')).toBeVisible();
  await context.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the widget and the support screen at 390 and 1366 px, ${theme}`, async ({ browser }) => {
    const { context, page } = await person(browser, 'student@example.com', { theme, phone: true });
    await page.goto('/home');
    await expect(supportButton(page)).toBeVisible();
    await page.screenshot({ path: `test-results/e2e/support-button-390-${theme}.png` });
    expect(await seriousProblems(page)).toEqual([]);
    await supportButton(page).click();
    await expect(panel(page).getByRole('log').getByText('Нашёл, спасибо!')).toBeVisible();
    await page.screenshot({ path: `test-results/e2e/support-panel-390-${theme}.png` });
    expect(await seriousProblems(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await expect(panel(page).getByRole('log').getByText('Нашёл, спасибо!')).toBeVisible();
    await page.screenshot({ path: `test-results/e2e/support-panel-1366-${theme}.png` });
    expect(await seriousProblems(page)).toEqual([]);
    await context.close();

    const { context: supportContext, page: support } = await person(browser, 'support@example.com', { theme });
    await support.getByTestId('room-item').filter({ hasText: 'Алиса' }).click();
    await expect(support.getByRole('log').getByText('Нашёл, спасибо!')).toBeVisible();
    await support.screenshot({ path: `test-results/e2e/support-manager-1366-${theme}.png` });
    expect(await seriousProblems(support)).toEqual([]);
    await support.setViewportSize(PHONE);
    await expect(support.getByRole('log').getByText('Нашёл, спасибо!')).toBeVisible();
    await support.screenshot({ path: `test-results/e2e/support-manager-390-${theme}.png` });
    expect(await seriousProblems(support)).toEqual([]);
    await supportContext.close();
  });
}

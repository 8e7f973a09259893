import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiGet, signIn } from './support';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Axe's serious and critical findings and sideways scrolling at the page's current size. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const problems = violations
    .filter((found) => ['serious', 'critical'].includes(found.impact ?? ''))
    .map((violation) => `${violation.id} ${violation.nodes.map((node) => node.html).join(' | ')}`);
  const sideways = await page.evaluate(
    () => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth,
  );
  if (sideways) problems.push('scrolls sideways');
  return problems;
}

const roomItem = (page: Page, name: string) => page.getByTestId('room-item').filter({ hasText: name });
const sidebarBadge = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Основное меню' }).getByTestId('rooms-unread');
const unreadCount = async (page: Page) => (await apiGet<{ count: number }>(page, '/v2/chat/rooms/unread-count/')).count;

test('a student asks, the curator sees it live and answers, and the student’s badge follows', async ({ browser }) => {
  const studentContext = await browser.newContext({ viewport: DESKTOP });
  const curatorContext = await browser.newContext({ viewport: DESKTOP });
  const student = await studentContext.newPage();
  const curator = await curatorContext.newPage();
  await signIn(student, 'student@example.com');
  await signIn(curator, 'curator@example.com');

  await curator.goto('/chat');
  await expect(curator.getByRole('heading', { name: 'Вопросы учеников', level: 1 })).toBeVisible();
  await expect(roomItem(curator, 'Алиса Смирнова').first()).toBeVisible();

  await student.goto('/chat');
  await roomItem(student, 'Физика').click();
  const question = `Как найти ускорение бруска? ${Date.now()}`;
  await student.getByRole('textbox', { name: 'Сообщение' }).fill(question);
  await student.getByRole('button', { name: 'Отправить' }).click();
  await expect(student.getByRole('log').getByText(question)).toBeVisible();

  // The curator's list shows the question without a reload, the room on top with its unread count.
  const physics = curator.getByTestId('room-item').filter({ hasText: question });
  await expect(physics).toBeVisible({ timeout: 3_000 });
  await expect(curator.getByTestId('room-item').first()).toContainText('Алиса Смирнова');

  // The student leaves for the home page: the sidebar counts what the curator writes next.
  // The sidebar opens its socket once the page has settled (not on the first visit's path).
  const socketOpened = student.waitForEvent('websocket');
  await student.goto('/home');
  await socketOpened;
  const before = await unreadCount(student);
  await physics.click();
  await expect(curator.getByRole('log').getByText(question)).toBeVisible();
  await curator.getByRole('textbox', { name: 'Сообщение' }).fill('Второй закон Ньютона: a = F/m.');
  await curator.getByRole('textbox', { name: 'Сообщение' }).press('Enter');
  await expect(curator.getByRole('log').getByText('Второй закон Ньютона: a = F/m.')).toBeVisible();

  // The curator joining, the answer and the rating request.
  await expect(sidebarBadge(student)).toHaveText(String(before + 3), { timeout: 3_000 });

  await student.getByRole('link', { name: /Чат с куратором/ }).click();
  await roomItem(student, 'Физика').click();
  const log = student.getByRole('log');
  await expect(log.getByText('Второй закон Ньютона: a = F/m.')).toBeVisible();
  await expect(log.getByText('Куратор присоединился к чату', { exact: false })).toBeVisible();
  // Reading the room takes its messages off the badge.
  await expect.poll(() => unreadCount(student)).toBe(before);
  const card = student.getByTestId('feedback').last();
  await card.getByRole('radio', { name: '5 из 5' }).locator('xpath=following-sibling::label').click();
  await expect(card.getByText('Спасибо за оценку!')).toBeVisible();
  await studentContext.close();
  await curatorContext.close();
});

/** A person of the demo signed in on /chat, in a context of their own with the app's theme set. */
async function openChats(browser: Browser, email: string, theme: 'light' | 'dark') {
  const context = await browser.newContext({ viewport: DESKTOP, colorScheme: theme });
  const page = await context.newPage();
  await page.addInitScript((scheme) => localStorage.setItem('mantine-color-scheme-value', scheme), theme);
  await signIn(page, email);
  await page.goto('/chat');
  return { context, page };
}

for (const theme of ['light', 'dark'] as const) {
  test(`the rooms at 1366 and 390 px, ${theme}`, async ({ browser }) => {
    const { context, page } = await openChats(browser, 'student@example.com', theme);
    await roomItem(page, 'Математика').click();
    await expect(page.getByRole('log').getByText(/ОДЗ обязательно/)).toBeVisible();
    // The room opens at its newest message, the rating request under the last answer.
    await expect(page.getByTestId('feedback').last()).toBeInViewport();
    await page.screenshot({ path: `test-results/e2e/chat-room-1366-${theme}.png` });
    expect(await accessibilityProblems(page)).toEqual([]);

    // A phone opens the room over the whole screen, with a way back to the list.
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByRole('log').getByText(/ОДЗ обязательно/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'К списку чатов' })).toBeVisible();
    await expect(page.getByTestId('room-item').first()).toBeHidden();
    await page.screenshot({ path: `test-results/e2e/chat-room-390-${theme}.png` });
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole('link', { name: 'К списку чатов' }).click();
    await expect(roomItem(page, 'Математика')).toBeVisible();
    await page.screenshot({ path: `test-results/e2e/chat-list-390-${theme}.png` });
    expect(await accessibilityProblems(page)).toEqual([]);
    await context.close();

    const { context: curatorContext, page: curator } = await openChats(browser, 'curator@example.com', theme);
    await roomItem(curator, 'Кирилл Соколов').click();
    await expect(curator.getByRole('log').getByText(/домашку по параметрам/)).toBeVisible();
    await curator.screenshot({ path: `test-results/e2e/chat-curator-1366-${theme}.png` });
    expect(await accessibilityProblems(curator)).toEqual([]);
    await curatorContext.close();
  });
}

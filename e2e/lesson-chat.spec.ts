import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiGet, signIn } from './support';

type Id = { id: number };
type MyProductType = { product_type: Id & { title: string } };
type WireLesson = Id & {
  title: string;
  is_live: boolean;
  video: string | null;
  start_datetime: string;
  product_type_id: number;
};

const chat = (page: Page) => page.getByRole('complementary', { name: /^Чат/ });
const composer = (page: Page) => chat(page).getByRole('textbox', { name: 'Сообщение' });
const row = (page: Page, text: string) => chat(page).locator('[data-index]').filter({ hasText: text });

/** The student's lessons of every course (demo-courses-data.ts). */
async function studentLessons(page: Page): Promise<WireLesson[]> {
  const lessons: WireLesson[] = [];
  for (const mine of await apiGet<MyProductType[]>(page, '/products/my/new/')) {
    const list = await apiGet<{ results: WireLesson[] }>(
      page,
      `/v3/lessons/?product_type=${mine.product_type.id}&limit=100`,
    );
    lessons.push(...list.results);
  }
  return lessons;
}

/** Axe's serious and critical findings on the chat (the moderator's view is not in a11y.spec.ts's walk). */
async function chatProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include('aside')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 100)).join(' | ')}`);
}

async function signedIn(browser: Browser, email: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await (await browser.newContext({ colorScheme })).newPage();
  await signIn(page, email);
  return page;
}

async function openLiveChat(page: Page, lessonId: number): Promise<void> {
  await page.goto(`/lesson/${lessonId}`);
  await expect(chat(page).getByText('В сети')).toBeVisible();
}

test('the student’s message reaches the moderator, who hides it from the student', async ({ browser }) => {
  const student = await signedIn(browser, 'student@example.com');
  const live = (await studentLessons(student)).find((lesson) => lesson.is_live)!;
  const moderator = await signedIn(browser, 'moderator@example.com', 'dark');
  await openLiveChat(student, live.id);
  await openLiveChat(moderator, live.id);

  const text = `Можно вопрос по задаче ${Date.now() % 100_000}?`;
  await composer(student).fill(text);
  await composer(student).press('Enter');
  await expect(row(student, text)).toBeVisible();
  // Live, without a reload: the second, with headroom for a busy CI machine (no timing asserted).
  await expect(row(moderator, text)).toBeVisible({ timeout: 3_000 });

  await row(moderator, text).getByRole('button', { name: 'Действия с сообщением' }).click();
  await moderator.getByRole('menuitem', { name: 'Скрыть сообщение' }).click();
  await expect(row(student, text)).toHaveCount(0);
  // Staff keep seeing it, marked.
  await expect(row(moderator, text).getByText('Скрыто')).toBeVisible();
  expect(await chatProblems(moderator)).toEqual([]);
  expect(await chatProblems(student)).toEqual([]);
});

test('spam and a banned word are refused with the spec’s texts and not sent', async ({ page }) => {
  await signIn(page, 'student@example.com');
  const live = (await studentLessons(page)).find((lesson) => lesson.is_live)!;
  const words = await apiGet<{ results: { value: string; type: string }[] }>(page, '/messages/ban-words/?limit=100');
  const banned = words.results.find((word) => word.type === 'BLACK')!.value;
  await openLiveChat(page, live.id);

  const text = `Всем привет ${Date.now() % 100_000}`;
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(row(page, text)).toHaveCount(1);
  await composer(page).fill(text.toUpperCase());
  await composer(page).press('Enter');
  await expect(
    chat(page).getByText('Не отправляй одно и то же сообщение — это флуд. Посмотри правила чата'),
  ).toBeVisible();
  await expect(row(page, text)).toHaveCount(1);

  const rude = `ну ты ${banned}`;
  await composer(page).fill(rude);
  await composer(page).press('Enter');
  await expect(chat(page).getByText('В сообщении есть запрещённые слова. Посмотри правила чата')).toBeVisible();
  await expect(composer(page)).toHaveValue(rude);
  await expect(row(page, rude)).toHaveCount(0);
});

test('the recorded lesson replays its broadcast’s chat in step with the video', async ({ page }) => {
  await signIn(page, 'student@example.com');
  // The newest finished lesson with a recording in the live lesson's course (demo-chat.ts seeds its chat).
  const lessons = await studentLessons(page);
  const live = lessons.find((lesson) => lesson.is_live)!;
  const recorded = lessons
    .filter(
      (lesson) =>
        lesson.product_type_id === live.product_type_id &&
        !lesson.is_live &&
        lesson.video?.endsWith('.webm') &&
        Date.parse(lesson.start_datetime) < Date.now() - 2 * 3600_000,
    )
    .sort((a, b) => Date.parse(b.start_datetime) - Date.parse(a.start_datetime));
  expect(recorded.length, 'the seed has a recorded lesson whose chat replays').toBeGreaterThan(0);
  await page.goto(`/lesson/${recorded[0]!.id}`);
  const replay = chat(page);
  await expect(replay.getByRole('heading', { name: 'Чат трансляции' })).toBeVisible();
  const video = page.locator('video');
  const seek = (seconds: number) =>
    video.evaluate((element: HTMLVideoElement, to: number) => {
      element.currentTime = to;
    }, seconds);

  const rows = replay.locator('[data-index]');
  const duration = await video.evaluate((element: HTMLVideoElement) =>
    Number.isFinite(element.duration) && element.duration > 0 ? element.duration : 72,
  );
  await seek(duration);
  await expect(rows.first()).toBeVisible();
  const atEnd = (await rows.last().innerText()).trim();
  // Back to the start: the chat shows only what had been written by then.
  await seek(0);
  await expect
    .poll(async () => ((await rows.count()) === 0 ? '' : (await rows.last().innerText()).trim()))
    .not.toBe(atEnd);
});

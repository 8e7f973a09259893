import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

type WireLesson = {
  id: number;
  title: string;
  video: string | null;
  viewed: boolean;
  is_live: boolean;
  is_available: boolean;
  start_datetime: string;
  sys_course_type: string;
  view: { viewed_offline: number; viewed_online: number };
};

/** Calls the API as the signed-in page user, the way the app does. */
function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(`/api${url}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth.access')}`, Platform: 'newdesign' },
    });
    return (await response.json()) as T;
  }, path) as Promise<T>;
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

type MyProductType = { product_type: { id: number; title: string } };

/** The signed-in student's product types, as the seed made them (no fixed ids). */
const myProductTypes = (page: Page) => api<MyProductType[]>(page, '/products/my/new/');

test('my subjects -> a product type: the cards follow the button rules of spec 2 §4', async ({ page }) => {
  await signIn(page, 'student@example.com');
  await page.getByRole('link', { name: 'Видеолекции' }).click();
  await expect(page).toHaveURL('/lessons');
  await page
    .getByRole('link', { name: /Физика ЕГЭ · Годовой курс/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/lessons\/\d+/);

  // Starts in 7 minutes: within the 10-minute live window.
  await expect(
    card(page, 'Законы Ньютона: решаем задачи ЕГЭ').getByRole('link', { name: 'Прямой эфир' }),
  ).toBeVisible();
  // Started hours ago without a recording yet.
  await expect(card(page, 'Колебания и волны').getByRole('button', { name: 'Запись загружается' })).toBeDisabled();
  // Staff are preparing it: unavailable.
  await expect(
    card(page, 'Конденсаторы и энергия поля').getByRole('button', { name: 'Мы готовим вебинар' }),
  ).toBeDisabled();
  // In the future but always open.
  await expect(
    card(page, 'Вводное занятие: как устроен ЕГЭ по физике').getByRole('link', { name: 'Мы готовим вебинар' }),
  ).toBeVisible();
});

test('a recorded lesson plays, and its viewed progress grows after leaving the page', async ({ page }) => {
  await signIn(page, 'student@example.com');
  const physics = (await myProductTypes(page)).find((s) => s.product_type.title.startsWith('Физика'));
  expect(physics).toBeDefined();
  const list = await api<{ results: WireLesson[] }>(
    page,
    `/v3/lessons/?product_type=${physics!.product_type.id}&limit=100`,
  );
  const lesson = list.results.find(
    (l) =>
      l.video &&
      !l.viewed &&
      !l.is_live &&
      l.is_available &&
      l.view.viewed_offline === 0 &&
      new Date(l.start_datetime) < new Date(),
  );
  expect(lesson, 'the seed has an unwatched recorded lesson').toBeDefined();

  await page.goto(`/lesson/${lesson!.id}`);
  await expect(page.getByRole('heading', { name: lesson!.title })).toBeVisible();
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(5);

  // Leaving the page reports the watched time (spec 3 §4).
  await page.goto(`/lessons/${physics!.product_type.id}`);
  await expect(card(page, lesson!.title).getByRole('link', { name: 'Продолжить' })).toBeVisible();
  await expect
    .poll(async () => (await api<WireLesson>(page, `/v2/lessons/${lesson!.id}/`)).view.viewed_offline)
    .toBeGreaterThanOrEqual(5);
});

test('a lesson opens by its shared access link for a student who does not own it', async ({ page, browser }) => {
  await signIn(page, 'student@example.com');
  const other = await browser.newPage();
  await signIn(other, 'student2@example.com');
  const theirs = new Set((await myProductTypes(other)).map((entry) => entry.product_type.id));
  const notTheirs = (await myProductTypes(page)).find((entry) => !theirs.has(entry.product_type.id));
  expect(notTheirs, 'the seed gives the student a product type the other one lacks').toBeDefined();
  const list = await api<{ results: WireLesson[] }>(page, `/v3/lessons/?product_type=${notTheirs!.product_type.id}`);
  expect(list.results[0], 'that product type has a lesson').toBeDefined();
  const detail = await api<WireLesson & { access_hash: string | null }>(page, `/v2/lessons/${list.results[0]!.id}/`);
  expect(detail.access_hash).toBeTruthy();

  await other.goto(`/lesson/access/${detail.access_hash}`);
  await expect(other.getByRole('heading', { name: detail.title })).toBeVisible();
  await other.close();
});

test('the schedule browses by month and week and opens a lesson', async ({ page }) => {
  await signIn(page, 'student@example.com');
  await page.getByRole('link', { name: 'Расписание' }).first().click();
  await expect(page).toHaveURL(/\/schedule\/month/);
  const monthLessons = page.locator('main a[href^="/lesson/"]');
  await expect(monthLessons.first()).toBeVisible();

  await page.getByText('Неделя', { exact: true }).click();
  await expect(page).toHaveURL(/\/schedule\/week/);
  await page.getByRole('button', { name: 'Сегодня' }).click();
  const weekLesson = page.locator('main a[href^="/lesson/"]').first();
  await expect(weekLesson).toBeVisible();
  const href = await weekLesson.getAttribute('href');
  await weekLesson.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

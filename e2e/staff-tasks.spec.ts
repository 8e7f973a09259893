import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiGet, seriousProblems, signIn } from './support';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

type WireLesson = { id: number; title: string; homework: { homework_id: number } | null; start_datetime?: string };

/** A published lesson of the demo student that has no homework yet (the seed leaves some without). */
async function lessonWithoutHomework(page: Page): Promise<WireLesson> {
  const mine = await apiGet<{ product_type: { id: number } }[]>(page, '/products/my/new/');
  for (const item of mine) {
    const lessons = await apiGet<{ results: WireLesson[] }>(
      page,
      `/v3/lessons/?product_type=${item.product_type.id}&limit=100`,
    );
    const free = lessons.results.find((lesson) => lesson.homework === null);
    if (free) return free;
  }
  throw new Error('every demo lesson has homework');
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Creates a task through the editor and answers its id (from the address it lands on). */
async function createTask(
  page: Page,
  subject: string,
  type: string,
  statement: string,
  answer: (page: Page) => Promise<void>,
): Promise<number> {
  await page.goto('/staff/content/tasks/new');
  await expect(page.getByRole('heading', { name: 'Новое задание', level: 1 })).toBeVisible();
  await pick(page, 'Предмет', subject);
  await pick(page, 'Тип ответа', type);
  await page.getByRole('textbox', { name: 'Условие' }).click();
  await page.keyboard.type(statement);
  await answer(page);
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await page.waitForURL(/\/staff\/content\/tasks\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function asStudent(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'student@example.com');
  return { context, page };
}

test('a methodist writes three tasks and builds a lesson’s homework; the student gets them', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const student = await asStudent(browser);
  const lesson = await lessonWithoutHomework(student.page);

  await signIn(page, 'methodist@example.com');
  const info = await apiGet<{ lesson: { class_type: { title: string } } }>(
    page,
    `/staff/content/lessons/${lesson.id}/homework/`,
  );
  const subject = info.lesson.class_type.title;
  const word = `Пробное${Date.now() % 100_000}`;

  const single = await createTask(page, subject, 'Один вариант', `${word}: сколько будет $2+2$?`, async (p) => {
    await p.getByRole('textbox', { name: 'Вариант 1', exact: true }).fill('3');
    await p.getByRole('textbox', { name: 'Вариант 2', exact: true }).fill('4');
    await p.getByRole('radio', { name: 'Вариант 2 правильный' }).check();
  });
  const short = await createTask(page, subject, 'Краткий ответ', `${word}: корень из 16`, async (p) => {
    await p.getByRole('textbox', { name: 'Правильные ответы (по одному в строке)' }).fill('4\nчетыре');
  });
  const extended = await createTask(page, subject, 'Развёрнутый ответ', `${word}: объясните решение`, async (p) => {
    await p.getByRole('textbox', { name: 'Критерий 1', exact: true }).fill('Верная идея');
    await p.getByRole('button', { name: 'Добавить критерий' }).click();
    await p.getByRole('textbox', { name: 'Критерий 2', exact: true }).fill('Аккуратные выкладки');
  });
  // The formula is typeset in the preview the way the student will see it.
  await page.goto(`/staff/content/tasks/${single}`);
  await expect(page.locator('.katex').first()).toBeVisible();

  // The bank lists them; the search finds them by a word of the statement.
  await page.goto('/staff/content/tasks');
  await page.getByRole('searchbox', { name: 'Поиск по условию или номеру' }).fill(word);
  await expect(page.getByRole('table', { name: 'Задания банка' }).getByRole('row')).toHaveCount(4);

  await page.goto(`/staff/content/lessons/${lesson.id}/homework`);
  await expect(page.getByRole('heading', { name: 'Домашнее задание урока', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Поиск в банке' }).fill(word);
  for (const id of [single, short, extended]) {
    await page.getByRole('button', { name: `Добавить задание №${id}` }).click();
  }
  // Reordered: the extended task goes first, then back down once.
  await page.getByRole('button', { name: `Поднять задание №${extended}` }).click();
  await page.getByRole('button', { name: `Опустить задание №${extended}` }).click();
  await page.getByRole('textbox', { name: 'Название' }).fill(`Домашка ${word}`);
  await expect(page.getByText('Заданий: 3, максимум баллов: 4')).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить домашнее задание' }).click();
  await expect(page.getByText('Домашнее задание сохранено.')).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);

  // The student sees the homework on the lesson and its three tasks in order.
  const progress = await apiGet<{ homework_id: number; tasks_total: number; title: string }>(
    student.page,
    `/v2/lessons/${lesson.id}/homework/`,
  );
  expect(progress).toMatchObject({ tasks_total: 3, title: `Домашка ${word}` });
  const detail = await apiGet<{ tasks: { id: number }[] }>(student.page, `/v2/homework/${progress.homework_id}/`);
  expect(detail.tasks.map((task) => task.id)).toEqual([single, short, extended]);
  await student.page.goto(`/homework/${progress.homework_id}`);
  await expect(student.page.getByRole('heading', { name: `Домашка ${word}`, level: 1 })).toBeVisible();
  await student.context.close();
});

test('the import checks every row before writing anything', async ({ page }) => {
  await signIn(page, 'methodist@example.com');
  await page.goto('/staff/content/import');
  await page.locator('.mantine-SegmentedControl-label', { hasText: /^Задания$/ }).click();
  await pick(page, 'Предмет заданий', 'Математика');
  const csv = 'type,statement,options,correct\nSINGLE,Сколько будет 2+2?,3|4,b\nSINGLE,Без ответа,да|нет,z\n';
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'tasks.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('Строк без ошибок: 1, с ошибками: 1.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Импортировать строк: 1' })).toBeDisabled();
  const good = 'type,statement,options,correct\nSINGLE,Импорт: 2+2?,3|4,b\nSHORT,Импорт: 3+3?,,6\n';
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'tasks.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await page.getByRole('button', { name: 'Проверить' }).click();
  await page.getByRole('button', { name: 'Импортировать строк: 2' }).click();
  await expect(page.getByText('Импортировано: 2.')).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the task bank pages at 390 and 1366 px, ${theme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await signIn(page, 'methodist@example.com');
    const newest = await apiGet<{ results: { id: number }[] }>(page, '/staff/content/tasks/?limit=1');
    for (const [path, heading] of [
      ['/staff/content/tasks', 'Банк заданий'],
      ['/staff/content/tasks/new', 'Новое задание'],
      [`/staff/content/tasks/${newest.results[0]!.id}`, `Задание №${newest.results[0]!.id}`],
      ['/staff/content/lessons/1/homework', 'Домашнее задание урока'],
      ['/staff/content/import', 'Импорт уроков и заданий'],
    ] as const) {
      const name = path.replace(/^\/staff\/content\//, '').replace(/\//g, '-');
      // Each width loaded afresh, as a person on that screen would open it.
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await page.screenshot({
          path: `test-results/e2e/staff-${name}-${viewport.width}-${theme}.png`,
          fullPage: true,
        });
      }
      expect(await seriousProblems(page), path).toEqual([]);
    }
  });
}

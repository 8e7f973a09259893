import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiGet, seriousProblems, signIn } from './support';

// Issue 16, the content area (docs/staff-content.md): a methodist makes a subject, a course and a
// lesson with an uploaded video; the student who owns the lesson's product sees it only once published.
// Theory for tutors and memory-card decks: what the methodist writes, the tutor and the student read.

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const COURSE_WITH_STUDENT = 'Математика ЕГЭ · Мастер-группа · 11 класс';

/** A Mantine Select: open it by its label (within `scope`) and pick the option. */
async function choose(page: Page, label: string, option: string, scope: Page | Locator = page) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function asStudent(browser: Browser) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, 'student@example.com');
  return { page, close: () => context.close() };
}

type LessonAnswer = { id?: number; title?: string; errors?: { code: string }[] };

test('a methodist makes a subject, a course and a lesson with a video, and publishes it for the student', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const subject = `Астрономия ${suffix}`;
  const course = `Астрономия · Мастер-группа ${suffix}`;
  const lessonTitle = `Кометы и астероиды ${suffix}`;
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'methodist@example.com');

  await page.goto('/staff/content');
  await expect(page.getByRole('heading', { name: 'Контент', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Задачи и домашние задания/ })).toHaveAttribute(
    'href',
    '/staff/content/tasks',
  );
  await expect(page.getByRole('link', { name: /Импорт/ })).toHaveAttribute('href', '/staff/content/import');

  // A subject.
  await page.getByRole('link', { name: /^Предметы/ }).click();
  await expect(page.getByRole('heading', { name: 'Предметы', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Новый предмет' }).click();
  const subjectDialog = page.getByRole('dialog', { name: 'Новый предмет' });
  await subjectDialog.getByRole('textbox', { name: 'Название' }).fill(subject);
  await subjectDialog.getByRole('button', { name: 'Создать' }).click();
  await expect(subjectDialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Предметы' }).getByRole('cell', { name: subject, exact: true }),
  ).toBeVisible();

  // A course of that subject, with a month.
  await page.goto('/staff/content/courses');
  await page.getByRole('button', { name: 'Новый курс' }).click();
  const courseDialog = page.getByRole('dialog', { name: 'Новый курс' });
  await courseDialog.getByRole('textbox', { name: 'Название' }).fill(course);
  await choose(page, 'Предмет', subject, courseDialog);
  await choose(page, 'Класс', '11 класс', courseDialog);
  await courseDialog.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByRole('heading', { name: course, level: 1 })).toBeVisible();
  await page.getByLabel(/^Месяц/).fill('2026-12');
  await page.getByRole('textbox', { name: 'Название месяца' }).fill('Декабрь 2026');
  await page.getByRole('button', { name: 'Добавить месяц' }).click();
  await expect(page.getByTestId('course-months')).toContainText('Декабрь 2026 (2026-12)');
  // Rename a month and delete one without lessons.
  await page.getByLabel(/^Месяц/).fill('2027-01');
  await page.getByRole('textbox', { name: 'Название месяца' }).fill('Январь 2027');
  await page.getByRole('button', { name: 'Добавить месяц' }).click();
  await expect(page.getByTestId('course-months')).toContainText('Январь 2027 (2027-01)');
  await page.getByRole('button', { name: 'Переименовать месяц «Декабрь 2026»' }).click();
  const monthDialog = page.getByRole('dialog', { name: 'Месяц 2026-12' });
  await monthDialog.getByRole('textbox', { name: 'Название месяца' }).fill('Декабрь 2026: пределы');
  await monthDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByTestId('course-months')).toContainText('Декабрь 2026: пределы (2026-12)');
  await page.getByRole('button', { name: 'Удалить месяц «Январь 2027»' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByTestId('course-months')).not.toContainText('Январь 2027');
  expect(await seriousProblems(page), 'course months').toEqual([]);

  // A lesson in a course the demo student owns (products are the sale managers' work): a draft.
  await page.goto('/staff/content/lessons/new');
  await choose(page, 'Курс', COURSE_WITH_STUDENT);
  await page.getByRole('textbox', { name: 'Название', exact: true }).fill(lessonTitle);
  await page.getByLabel('Дата и время начала').fill('2026-11-20T18:00');
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByRole('heading', { name: lessonTitle, level: 1 })).toBeVisible();
  await expect(page.getByTestId('publish-badge')).toHaveText('Черновик');
  const lessonId = Number(new URL(page.url()).pathname.split('/').at(-1));

  // The video by upload: its length is read from the file.
  await page.locator('input[type="file"]').setInputFiles('apps/server/media/sample-lesson.webm');
  await page.getByRole('button', { name: 'Загрузить видео' }).click();
  await expect(page.getByTestId('lesson-video-length')).toHaveText(/^Длина видео: \d+:\d\d$/);
  await expect(page.getByTestId('lesson-video')).toHaveText(/^\/uploads\/lessons\/[0-9a-f]{32}\.webm$/);

  // The student does not see the draft...
  const student = await asStudent(browser);
  const hidden = await apiGet<LessonAnswer>(student.page, `/v2/lessons/${lessonId}/`);
  expect(hidden.errors?.[0]?.code).toBe('not_found');

  // ...until it is published.
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByTestId('publish-badge')).toHaveText('Опубликован');
  await expect(page.getByRole('button', { name: 'Снять с публикации' })).toBeVisible();
  const shown = await apiGet<LessonAnswer & { video: string; video_length: number }>(
    student.page,
    `/v2/lessons/${lessonId}/`,
  );
  expect(shown).toMatchObject({ id: lessonId, title: lessonTitle });
  expect(shown.video).toMatch(/^\/uploads\/lessons\//);
  expect(shown.video_length).toBeGreaterThan(0);
  await student.page.goto(`/lesson/${lessonId}`);
  await expect(student.page.getByRole('heading', { name: lessonTitle })).toBeVisible();
  await student.close();

  // The lesson is in the course's list with its status.
  await page.goto('/staff/content/lessons');
  await choose(page, 'Курс', COURSE_WITH_STUDENT);
  await page.getByRole('textbox', { name: 'Поиск по названию' }).fill(suffix);
  const row = page.getByTestId('staff-row').filter({ hasText: lessonTitle });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('publish-badge')).toHaveText('Опубликован');
});

/** The page at both widths, checked with axe first. */
async function shoot(page: Page, name: string) {
  expect(await seriousProblems(page), name).toEqual([]);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `test-results/e2e/content-${name}-${viewport.width}-light.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test('a methodist writes theory the tutor reads and a memory-card deck the student studies', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const topicTitle = `Интегралы ${suffix}`;
  const deckTitle = `Валентность ${suffix}`;
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'methodist@example.com');

  // A theory topic of a subject, with two sub-theories in rich text, reordered.
  await page.goto('/staff/content');
  await page.getByRole('link', { name: /^Теория для репетиторов/ }).click();
  await expect(page.getByRole('heading', { name: 'Теория для репетиторов', level: 1 })).toBeVisible();
  await expect(page.getByTestId('staff-row').first()).toBeVisible();
  await shoot(page, 'theory');
  await page.getByRole('button', { name: 'Новая тема' }).click();
  const topicDialog = page.getByRole('dialog', { name: 'Новая тема' });
  await choose(page, 'Предмет', 'Математика', topicDialog);
  await topicDialog.getByRole('textbox', { name: 'Название' }).fill(topicTitle);
  await topicDialog.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByRole('heading', { name: topicTitle, level: 1 })).toBeVisible();
  for (const [title, text] of [
    ['Первообразная', 'Функция, производная которой равна данной.'],
    ['Площадь под графиком', 'Формула Ньютона — Лейбница.'],
  ]) {
    await page.getByRole('button', { name: 'Добавить подтему' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новая подтема' });
    await dialog.getByRole('textbox', { name: 'Название' }).fill(title!);
    await dialog.getByRole('textbox', { name: 'Ссылка на видео' }).fill('/media/sample-lesson.webm');
    await dialog.getByLabel('Объяснение').click();
    await page.keyboard.type(text!);
    await dialog.getByRole('button', { name: 'Создать' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.getByRole('button', { name: 'Опустить подтему «Первообразная»' }).click();
  await expect(page.getByTestId('sub-theory').first()).toContainText('Площадь под графиком');
  await shoot(page, 'theory-topic');
  // The sub-theory form with its rich-text editor fits a phone.
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Изменить подтему «Первообразная»' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Подтема: Первообразная' });
  await expect(editDialog.getByLabel('Объяснение')).toContainText('Функция, производная которой равна данной.');
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'test-results/e2e/content-sub-theory-form-390-light.png' });
  await page.keyboard.press('Escape');
  await expect(editDialog).toBeHidden();
  await page.setViewportSize(DESKTOP);

  // The tutor reads what the methodist wrote, in the new order.
  const tutorContext = await browser.newContext({ viewport: DESKTOP });
  const tutor = await tutorContext.newPage();
  await signIn(tutor, 'tutor@example.com');
  const found = await apiGet<{ results: { id: number; sub_theories_count: number }[] }>(
    tutor,
    `/tutor/theory/?search=${encodeURIComponent(topicTitle)}`,
  );
  expect(found.results).toEqual([expect.objectContaining({ sub_theories_count: 2 })]);
  const topic = await apiGet<{ sub_theories: { id: number; title: string }[] }>(
    tutor,
    `/tutor/theory/${found.results[0]!.id}/`,
  );
  expect(topic.sub_theories.map((sub) => sub.title)).toEqual(['Площадь под графиком', 'Первообразная']);
  const sub = await apiGet<{ text: string; video: string }>(tutor, `/tutor/subtheory/${topic.sub_theories[1]!.id}/`);
  expect(sub).toMatchObject({
    text: '<p>Функция, производная которой равна данной.</p>',
    video: '/media/sample-lesson.webm',
  });
  await tutorContext.close();

  // A memory-card deck with a card.
  await page.goto('/staff/content/decks');
  await expect(page.getByRole('heading', { name: 'Карточки для запоминания', level: 1 })).toBeVisible();
  await expect(page.getByTestId('staff-row').first()).toBeVisible();
  await shoot(page, 'decks');
  await page.getByRole('button', { name: 'Новая колода' }).click();
  const deckDialog = page.getByRole('dialog', { name: 'Новая колода' });
  await deckDialog.getByRole('textbox', { name: 'Название' }).fill(deckTitle);
  await deckDialog.getByRole('textbox', { name: /^Предмет/ }).fill('Химия');
  await deckDialog.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByRole('heading', { name: deckTitle, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить карточку' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Новая карточка' });
  await cardDialog.getByRole('textbox', { name: /^Вопрос/ }).fill('Валентность водорода');
  await cardDialog.getByRole('textbox', { name: /^Ответ/ }).fill('I');
  await cardDialog.getByRole('button', { name: 'Создать' }).click();
  await expect(
    page.getByRole('table', { name: 'Карточки' }).getByRole('cell', { name: 'Валентность водорода', exact: true }),
  ).toBeVisible();
  // A second card, moved to the top: students learn the cards in this order.
  await page.getByRole('button', { name: 'Добавить карточку' }).click();
  await cardDialog.getByRole('textbox', { name: /^Вопрос/ }).fill('Валентность кислорода');
  await cardDialog.getByRole('textbox', { name: /^Ответ/ }).fill('II');
  await cardDialog.getByRole('button', { name: 'Создать' }).click();
  const cardRows = page.getByRole('table', { name: 'Карточки' }).getByRole('row');
  await expect(cardRows.nth(2)).toContainText('Валентность кислорода');
  await page.getByRole('button', { name: 'Поднять карточку «Валентность кислорода»' }).click();
  await expect(cardRows.nth(1)).toContainText('Валентность кислорода');
  await expect(cardRows.nth(2)).toContainText('Валентность водорода');
  await shoot(page, 'deck');

  // The student finds the new deck in the trainer.
  const student = await asStudent(browser);
  const decks = await apiGet<{ id: number; title: string; cards_count: number; new_count: number }[]>(
    student.page,
    '/v2/memory-cards/decks/',
  );
  expect(decks).toContainEqual(expect.objectContaining({ title: deckTitle, cards_count: 2, new_count: 2 }));
  const deckId = decks.find((row) => row.title === deckTitle)!.id;
  const queue = await apiGet<{ cards: { front: string }[] }>(student.page, `/v2/memory-cards/decks/${deckId}/queue/`);
  expect(queue.cards.map((card) => card.front)).toEqual(['Валентность кислорода', 'Валентность водорода']);
  await student.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the content pages at 390 and 1366 px, ${theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'methodist@example.com');
    const pages = [
      ['/staff/content', 'Контент', 'home'],
      ['/staff/content/subjects', 'Предметы', 'subjects'],
      ['/staff/content/courses', 'Курсы', 'courses'],
      ['/staff/content/lessons', 'Уроки', 'lessons'],
    ] as const;
    for (const [path, heading, name] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(
        page.getByTestId('staff-row').first().or(page.getByTestId('content-section-subjects')),
      ).toBeVisible();
      expect(await seriousProblems(page), path).toEqual([]);
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        // The shell's sidebar slides when the width changes.
        await page.waitForTimeout(400);
        await page.screenshot({
          path: `test-results/e2e/content-${name}-${viewport.width}-${theme}.png`,
          fullPage: true,
        });
      }
      await page.setViewportSize(DESKTOP);
    }
    // A course and a lesson editor of the demo data.
    await page
      .getByRole('link', { name: /^Открыть урок/ })
      .first()
      .click();
    // The editor, not the list still shown while the editor's chunk loads.
    await expect(page.getByTestId('lesson-video-length')).toBeVisible();
    await expect(page.getByTestId('publish-badge')).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'Название', exact: true })).not.toHaveValue('');
    expect(await seriousProblems(page), 'lesson').toEqual([]);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `test-results/e2e/content-lesson-${viewport.width}-${theme}.png`, fullPage: true });
    }
    await page.setViewportSize(DESKTOP);
    await page.goto('/staff/content/courses');
    await page
      .getByRole('link', { name: /^Открыть курс/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Продукты курса' })).toBeVisible();
    expect(await seriousProblems(page), 'course').toEqual([]);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `test-results/e2e/content-course-${viewport.width}-${theme}.png`, fullPage: true });
    }
  });
}

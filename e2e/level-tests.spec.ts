import { expect, test, type Page } from '@playwright/test';
import { withoutStartupModals } from './goals-flags';
import { apiGet, seriousProblems, signIn } from './support';
import { amendJson } from './amend-json';

// The shared machine is slow: these flows get more time than the default minute.
test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

interface TestSummary {
  id: number;
  class_type: { title: string };
  result: { level: string } | null;
}

async function mathsTestId(page: Page): Promise<number> {
  const tests = await apiGet<TestSummary[]>(page, '/v1/student-level-tests/');
  const maths = tests.find((test) => test.class_type.title === 'Математика');
  if (!maths) throw new Error('no maths placement test');
  return maths.id;
}

test('a student takes the maths placement test one question at a time and gets a level, an estimate and a course', async ({
  page,
}) => {
  await withoutStartupModals(page);
  await page.setViewportSize(PHONE);
  await signIn(page, 'student@example.com');

  // From the profile to the list of tests.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Тесты на уровень' }).click();
  await expect(page.getByRole('heading', { name: 'Тесты на уровень', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Пройти: Тест на уровень: математика' }).click();

  await expect(page.getByRole('heading', { name: 'Тест на уровень: математика', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Начать тест' }).click();

  await expect(page.getByText('Вопрос 1 из 5')).toBeVisible();
  await page.getByRole('textbox', { name: 'Твой ответ' }).fill('12');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Вопрос 2 из 5')).toBeVisible();
  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Далее' }).click();
  // Back keeps the answer given.
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByRole('textbox', { name: 'Твой ответ' }).fill('5');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByRole('checkbox').nth(0).check();
  await page.getByRole('button', { name: 'Далее' }).click();
  // The last question left empty: it scores nothing and the page says so.
  await expect(page.getByText('Вопрос 5 из 5')).toBeVisible();
  await expect(page.getByText('Без ответа остался 1 вопрос — он не засчитается.')).toBeVisible();
  await page.getByRole('button', { name: 'Завершить тест' }).click();

  // 1 + 1 + 1 + 0 (one of two right choices, one missed: one mistake of a 2-point task = 1) + 0 = 4 of 6.
  const result = page.getByTestId('level-test-result');
  await expect(result.getByRole('heading', { name: 'Средний уровень' })).toBeVisible();
  await expect(result.getByText('4 из 6 баллов теста · 67 %')).toBeVisible();
  await expect(result.getByText(/Оценка на экзамене: около 67 из 100/)).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/level-test-result-390.png', fullPage: true });

  // The goal's current result is the estimate (docs/level-tests-and-lottery.md).
  const goals = await apiGet<{ class_type: { title: string }; current_result: number | null }[]>(
    page,
    '/umits/individual-program/v1/goals/',
  );
  expect(goals.find((goal) => goal.class_type.title === 'Математика')?.current_result).toBe(67);

  // The suggested course opens in the catalog.
  const suggestion = page.getByTestId('level-test-suggestion');
  await expect(suggestion).toBeVisible();
  await suggestion.getByRole('link', { name: 'Смотреть в каталоге' }).click();
  await expect(page).toHaveURL(/\/catalog\/\d+/);

  // The list shows the level now; the test page shows the last result with a retake.
  await page.goto('/level-tests');
  await expect(page.getByText('Средний уровень · 67 %')).toBeVisible();
  await page.goto(`/level-tests/${await mathsTestId(page)}`);
  await expect(page.getByRole('button', { name: 'Пройти заново' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Последний результат' })).toBeVisible();
});

test('a subject without a level leads to its test from the lessons list', async ({ page }) => {
  await withoutStartupModals(page);
  await signIn(page, 'student@example.com');
  const owned = await apiGet<{ product_type: { id: number; type: string; class_type: { title: string } } }[]>(
    page,
    '/products/my/new/',
  );
  const tests = await apiGet<TestSummary[]>(page, '/v1/student-level-tests/');
  const untested = new Set(tests.filter((test) => test.result === null).map((test) => test.class_type.title));
  const productType = owned.find((item) => untested.has(item.product_type.class_type.title))?.product_type;
  if (!productType) throw new Error('no product type of a subject without a level');
  await page.goto(`/lessons/${productType.id}`);
  const prompt = page.getByTestId('level-test-prompt');
  await expect(prompt).toBeVisible({ timeout: 30_000 }); // it waits for the product types and the tests
  await prompt.getByRole('link', { name: `Пройти тест: ${productType.class_type.title}` }).click();
  await expect(page).toHaveURL(/\/level-tests\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Тест на уровень/);
});

test('the apartment lottery: accept the rules, GOOD_LUCK, enter points, AWAITING, staff confirm, CONFIRMED', async ({
  page,
  browser,
}) => {
  await withoutStartupModals(page);
  await signIn(page, 'student@example.com');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Розыгрыш квартиры' }).click();
  await expect(page.getByRole('heading', { name: 'Розыгрыш квартиры', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Правила розыгрыша' })).toHaveAttribute('href', /apartment-lottery/);

  const join = page.getByRole('button', { name: 'Участвовать' });
  await expect(join).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Я прочитал правила и хочу участвовать' }).check();
  await join.click();
  const status = page.getByTestId('lottery-status');
  await expect(status.getByText('Удачи на экзаменах!')).toBeVisible();

  await page.getByRole('textbox', { name: 'Сумма баллов ЕГЭ' }).fill('265');
  await page.getByRole('button', { name: 'Отправить баллы' }).click();
  await expect(status.getByText('Баллы на проверке')).toBeVisible();
  await expect(status.getByText('Мы сверим 265 баллов с официальными результатами и сообщим тебе.')).toBeVisible();

  // Staff confirm on their review screen (docs/level-tests-and-lottery.md).
  const staffContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const staff = await staffContext.newPage();
  await signIn(staff, 'manager@example.com');
  await staff.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Баллы розыгрыша' }).click();
  await expect(staff.getByRole('heading', { name: 'Проверка баллов розыгрыша', level: 1 })).toBeVisible();
  const mine = staff.getByTestId('lottery-entry').filter({ hasText: '265' });
  await expect(mine).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await staff.emulateMedia({ colorScheme: scheme });
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await staff.setViewportSize(viewport);
      await expect(mine).toBeVisible();
      await staff.screenshot({
        path: `test-results/e2e/lottery-review-${viewport.width}-${scheme}.png`,
        fullPage: true,
      });
      expect(await seriousProblems(staff)).toEqual([]);
    }
  }
  await mine.getByRole('button', { name: /^Подтвердить баллы/ }).click();
  await expect(mine).toHaveCount(0);
  await staff.getByText('Подтверждены', { exact: true }).click();
  await expect(staff.getByTestId('lottery-entry').filter({ hasText: '265' })).toBeVisible();
  await staffContext.close();

  await page.reload();
  await expect(status.getByText('Баллы подтверждены')).toBeVisible();
  await expect(status.getByText('Ты в розыгрыше с 265 баллами. Удачи!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отправить баллы' })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the placement test and lottery pages have no serious axe problems at 390 and 1366 px, ${theme}`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await withoutStartupModals(page);
    // student2's welcome modal would cover the pages axe looks at.
    await amendJson<Record<string, unknown>>(page, '**/api/v2/students/modals/**', (body) => ({ ...body, modals: [] }));
    await signIn(page, 'student2@example.com');
    const id = await mathsTestId(page);
    const screens: [string, () => Promise<void>][] = [
      [
        'level-tests',
        async () => {
          await page.goto('/level-tests');
          await expect(page.getByRole('heading', { name: 'Тесты на уровень', level: 1 })).toBeVisible();
        },
      ],
      [
        'level-test-question',
        async () => {
          await page.goto(`/level-tests/${id}`);
          await page.getByRole('button', { name: /Начать тест|Пройти заново/ }).click();
          await page.getByRole('button', { name: 'Далее' }).click();
          await expect(page.getByText('Вопрос 2 из 5')).toBeVisible();
        },
      ],
      [
        'apartment-lottery',
        async () => {
          await page.goto('/apartment-lottery');
          await expect(page.getByTestId('lottery-status')).toBeVisible();
        },
      ],
    ];
    for (const [name, open] of screens) {
      await open();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        expect(await seriousProblems(page), `${name} ${viewport.width} ${theme}`).toEqual([]);
        await page.screenshot({ path: `test-results/e2e/${name}-${viewport.width}-${theme}.png`, fullPage: true });
      }
      await page.setViewportSize(DESKTOP);
    }
  });
}

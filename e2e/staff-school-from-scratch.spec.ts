import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signInOnIdentityPage } from './support';
import { startProductionSchool, type ProductionSchool } from './production-school';

// Issue 16 "Done means": on a fresh production start with no demo seed, `create-admin` and the
// console alone are enough to open a school. This spec runs a production server of its own.
test.describe.configure({ timeout: 300_000 });

const PORT = Number(process.env.E2E_PORT ?? 3100) + 57;
const OWNER = { email: 'owner@school.test', password: 'Owner-pass-2026' };
const DESKTOP = { width: 1366, height: 900 };

let school: ProductionSchool;
test.beforeAll(async () => {
  school = await startProductionSchool(PORT, OWNER);
});
test.afterAll(async () => {
  await school?.stop();
});

async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: school.url });
  const page = await context.newPage();
  await page.goto('/');
  await signInOnIdentityPage(page, email, password);
  return page;
}

/** A Mantine Select: open it by its label (within `scope`) and pick the option. */
async function choose(page: Page, label: string, option: string, scope: Page | Locator = page) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an administrator made by create-admin opens a school from an empty production start', async ({
  browser,
  request,
}) => {
  // Nothing but the administrator: no demo accounts, no catalog.
  const demo = await request.post(`${school.url}/api/v3/auth/login/`, {
    data: { email: 'student@example.com', password: 'demo1234' },
  });
  expect(demo.status()).toBe(400);
  const catalog = await request.get(`${school.url}/api/v2/catalog/product-types/`);
  expect(JSON.stringify(await catalog.json())).not.toContain('Математика ЕГЭ');

  const admin = await signedIn(browser, OWNER.email, OWNER.password);
  await expect(admin).toHaveURL(/\/staff$/);

  // The administrator opens a methodist's account; the password is shown once.
  await admin.goto('/staff/accounts');
  await admin.getByRole('button', { name: 'Добавить сотрудника' }).click();
  const accountDialog = admin.getByRole('dialog', { name: 'Новый сотрудник' });
  await accountDialog.getByLabel(/^Электронная почта/).fill('methodist@school.test');
  await accountDialog.getByLabel(/^Имя/).fill('Мария');
  await accountDialog.getByLabel(/^Фамилия/).fill('Методистова');
  await choose(admin, 'Роль', 'Менеджер', accountDialog);
  await accountDialog.getByRole('button', { name: 'Создать' }).click();
  const password = await accountDialog.getByRole('textbox', { name: 'Пароль' }).inputValue();
  expect(password).toMatch(/^[\w-]{18}$/);
  await accountDialog.getByRole('button', { name: 'Готово' }).click();

  // The methodist builds a subject and a course.
  const methodist = await signedIn(browser, 'methodist@school.test', password);
  await expect(methodist).toHaveURL(/\/staff$/);
  await methodist.goto('/staff/content/subjects');
  await methodist.getByRole('button', { name: 'Новый предмет' }).click();
  const subjectDialog = methodist.getByRole('dialog', { name: 'Новый предмет' });
  await subjectDialog.getByRole('textbox', { name: 'Название' }).fill('Химия');
  await subjectDialog.getByRole('button', { name: 'Создать' }).click();
  await expect(subjectDialog).toBeHidden();
  await methodist.goto('/staff/content/courses');
  await methodist.getByRole('button', { name: 'Новый курс' }).click();
  const courseDialog = methodist.getByRole('dialog', { name: 'Новый курс' });
  await courseDialog.getByRole('textbox', { name: 'Название' }).fill('Химия ЕГЭ · Мастер-группа');
  await choose(methodist, 'Предмет', 'Химия', courseDialog);
  await choose(methodist, 'Класс', '11 класс', courseDialog);
  await courseDialog.getByRole('button', { name: 'Создать' }).click();
  await expect(methodist.getByRole('heading', { name: 'Химия ЕГЭ · Мастер-группа', level: 1 })).toBeVisible();

  // The administrator puts a product of the course on sale.
  await admin.goto('/staff/commerce/products');
  await admin.getByRole('button', { name: 'Создать продукт' }).click();
  const productDialog = admin.getByRole('dialog', { name: 'Новый продукт' });
  await productDialog.getByRole('textbox', { name: 'Программа' }).fill('Химия ЕГЭ');
  await admin.getByRole('option', { name: 'Химия ЕГЭ · Мастер-группа', exact: true }).click();
  await productDialog.getByRole('textbox', { name: 'Название' }).fill('Химия ЕГЭ · декабрь');
  await productDialog.getByLabel('Начало').fill('2026-12-01');
  await productDialog.getByLabel('Окончание').fill('2026-12-31');
  await productDialog.getByRole('textbox', { name: /^Цена/ }).fill('4990');
  await productDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(productDialog).toBeHidden();

  // The methodist makes the first lesson and publishes it.
  await methodist.goto('/staff/content/lessons/new');
  await choose(methodist, 'Курс', 'Химия ЕГЭ · Мастер-группа');
  await methodist.getByRole('textbox', { name: 'Название', exact: true }).fill('Строение атома');
  await methodist.getByLabel('Дата и время начала').fill('2026-12-02T18:00');
  await methodist.getByRole('button', { name: 'Создать' }).click();
  await expect(methodist.getByRole('heading', { name: 'Строение атома', level: 1 })).toBeVisible();
  const lessonId = Number(new URL(methodist.url()).pathname.split('/').at(-1));
  await methodist.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(methodist.getByTestId('publish-badge')).toHaveText('Опубликован');

  // A student signs up; the administrator opens the course to them from the console.
  const registered = await request.post(`${school.url}/api/v2/auth/registration/`, {
    headers: { platform: 'newdesign' },
    data: {
      first_name: 'Первая',
      last_name: 'Ученица',
      email: 'first.student@school.test',
      phone: '79160000001',
      password: 'secret123',
      password2: 'secret123',
      accepted_public_offer: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { access } = (await registered.json()) as { access: string };
  const lessonOf = () =>
    request.get(`${school.url}/api/v2/lessons/${lessonId}/`, {
      headers: { authorization: `Bearer ${access}`, platform: 'newdesign' },
    });
  expect((await lessonOf()).status()).not.toBe(200);

  await admin.goto('/staff/people');
  await admin.getByRole('searchbox', { name: 'Поиск ученика' }).fill('first.student@');
  await admin.getByRole('table', { name: 'Найденные ученики' }).getByRole('link').first().click();
  await admin.getByRole('button', { name: 'Выдать доступ' }).click();
  const grant = admin.getByRole('dialog', { name: 'Выдать или продлить доступ' });
  await grant.getByRole('textbox', { name: 'Продукт' }).fill('Химия ЕГЭ');
  await admin
    .getByRole('option', { name: /^Химия ЕГЭ · декабрь/ })
    .first()
    .click();
  await grant.getByRole('textbox', { name: 'Доступ до (включительно)' }).fill('2026-12-31');
  await grant.getByRole('textbox', { name: 'Причина' }).fill('Первая ученица школы');
  await grant.getByRole('button', { name: 'Выдать' }).click();
  await expect(admin.getByTestId('people-notice')).toContainText('Химия ЕГЭ · декабрь');

  const lesson = await lessonOf();
  expect(lesson.status()).toBe(200);
  expect(await lesson.json()).toMatchObject({ id: lessonId, title: 'Строение атома' });

  // Everything above is in the audit log, by who did it.
  await admin.goto('/staff/audit');
  const log = admin.getByRole('table', { name: 'Записи журнала' });
  for (const action of ['account.create', 'lesson.publish', 'access.grant']) {
    await expect(log.getByText(action, { exact: true }).first()).toBeVisible();
  }
});

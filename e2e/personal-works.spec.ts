import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, signIn } from './support';

const CLIENT_EMAIL = 'kirill.sokolov@example.com';
type WireClient = { id: number; student: { email: string; first_name: string; last_name: string } };
type WireGiven = {
  id: number;
  homework_id: number;
  title: string;
  status: string;
  score: number | null;
  max_score: number;
};

const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/**
 * Issue 12, the tutor's first flow: a personal work built from the bank and the tutor's own tasks,
 * given to the demo client with a deadline and a timer; the client does it and hands it in; the
 * tutor checks it on the curators' screen; the client sees the points.
 */
test('the tutor builds a work from the bank, gives it with a deadline, checks the hand-in, and the client sees the points', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Пифагор и своё: ${Date.now()}`;
  await signIn(page, 'tutor@example.com');

  // The sidebar's homework base (spec 3 §6 tutor menu).
  await page
    .getByRole('navigation', { name: 'Основное меню' })
    .getByRole('link', { name: 'База домашних заданий' })
    .click();
  await expect(page).toHaveURL(/\/personal-works-base$/);
  await expect(page.getByRole('heading', { name: 'База домашних заданий', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Создать домашку' }).first().click();
  await expect(page).toHaveURL(/\/personal-works\/create$/);

  const main = region(page, 'Основное');
  await main.getByRole('textbox', { name: 'Название' }).fill(title);
  await main.getByRole('combobox', { name: 'Предмет' }).selectOption({ label: 'Математика' });

  // The bank follows the subject; a search finds the task (each change of filter cancels the older call).
  const bank = region(page, 'Банк заданий');
  await bank.getByRole('textbox', { name: 'Поиск по условию' }).fill('BC = 8');
  await expect(bank.getByText('Найдите', { exact: false })).toHaveCount(1);
  await bank.getByRole('button', { name: /^Добавить в домашку/ }).click();
  const chosen = region(page, 'Задания домашки');
  await expect(chosen.getByRole('listitem')).toHaveCount(1);

  // Two own tasks: a short answer the site checks and an extended one the tutor scores.
  await bank.getByRole('button', { name: 'Своё задание' }).click();
  let dialog = page.getByRole('dialog', { name: 'Своё задание' });
  await dialog.getByRole('textbox', { name: /Условие/ }).fill('Сколько будет 2 + 2?');
  await dialog.getByRole('textbox', { name: /Правильные ответы/ }).fill('4');
  await dialog.getByRole('button', { name: 'Создать и добавить' }).click();
  await expect(dialog).toBeHidden();
  await expect(chosen.getByRole('listitem')).toHaveCount(2);

  await bank.getByRole('button', { name: 'Своё задание' }).click();
  dialog = page.getByRole('dialog', { name: 'Своё задание' });
  await dialog.getByRole('combobox', { name: 'Тип ответа' }).selectOption({ label: 'Развёрнутый ответ' });
  await dialog.getByRole('textbox', { name: /Условие/ }).fill('Докажите, что сумма углов треугольника равна 180°.');
  await dialog.getByRole('textbox', { name: 'Критерий 1', exact: true }).fill('Верное доказательство');
  await dialog.getByRole('textbox', { name: 'Баллы, критерий 1', exact: true }).fill('2');
  await dialog.getByRole('button', { name: 'Создать и добавить' }).click();
  await expect(dialog).toBeHidden();
  await expect(chosen.getByRole('listitem')).toHaveCount(3);

  // The order is the tutor's: the extended task goes first and back again.
  await chosen.getByRole('button', { name: 'Выше: задание 3' }).click();
  await expect(chosen.getByRole('listitem').nth(1)).toContainText('Докажите');
  await chosen.getByRole('button', { name: 'Ниже: задание 2' }).click();
  await expect(chosen.getByRole('listitem').nth(2)).toContainText('Докажите');

  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page).toHaveURL(/\/personal-works\/\d+\/view$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // Given to a demo client of the tutor (a generated one: the demo student's own day of the streak and
  // XP history belong to the streak and rewards flows) with the default deadline (a week ahead,
  // 23:59 МСК) and a 30-minute timer.
  const clients = await apiGet<{ results: WireClient[] }>(
    page,
    `/tutor/clients/?search=${encodeURIComponent(CLIENT_EMAIL)}`,
  );
  const client = clients.results.find((row) => row.student.email === CLIENT_EMAIL)!;
  const clientName = `${client.student.last_name} ${client.student.first_name}`;
  await page.getByRole('button', { name: 'Назначить', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Назначить домашку' });
  await dialog.getByRole('combobox', { name: 'Ученик' }).selectOption({ label: clientName });
  await expect(dialog.getByLabel(/Дедлайн/)).toHaveValue(/T23:59$/);
  await dialog.getByRole('checkbox', { name: 'Ограничить время выполнения' }).check();
  await dialog.getByRole('textbox', { name: 'Минут на выполнение' }).fill('30');
  await dialog.getByRole('button', { name: 'Назначить', exact: true }).click();
  await expect(page.getByText(`Домашка назначена: ${client.student.first_name}`)).toBeVisible();

  // The client's page lists it, not handed in yet.
  await page.goto(`/clients/${client.id}/personal-works`);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Не сдана');
  await expect(row).toContainText('Таймер 30 мин');

  // The client does it.
  const student = await browser.newPage();
  await signIn(student, CLIENT_EMAIL);
  await student.goto('/homework/list');
  const item = student.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('От репетитора:');
  await item.getByRole('link').click();
  await expect(student.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(student.getByRole('timer')).toHaveText(/^(30:00|29:\d\d)$/);
  await student.getByText('Списком', { exact: true }).click();
  await region(student, 'Задание 1').getByRole('textbox', { name: 'Ответ' }).fill('10');
  await region(student, 'Задание 2').getByRole('textbox', { name: 'Ответ' }).fill('4');
  await region(student, 'Задание 3').locator('.ProseMirror').click();
  await student.keyboard.type('Проведём через вершину прямую, параллельную основанию: накрест лежащие углы равны.');
  await expect(student.getByRole('status').filter({ hasText: 'Сохранено' })).toBeVisible();
  await student.getByRole('button', { name: 'Сдать', exact: true }).click();
  await student.getByRole('dialog', { name: 'Домашка сдана' }).getByRole('button', { name: 'К результатам' }).click();
  await expect(student).toHaveURL(/\/completed$/);

  // The tutor checks it on the curators' screen.
  await page.reload();
  await expect(row).toContainText('Ждёт проверки');
  await row.getByRole('link', { name: 'Проверить' }).click();
  await expect(page).toHaveURL(/\/clients\/\d+\/submissions\/\d+$/);
  await page.getByRole('button', { name: 'Добавить балл: Верное доказательство' }).click();
  await page.getByRole('textbox', { name: 'Комментарий к заданию 3' }).fill('Верная идея, но второй шаг не обоснован.');
  await page.getByRole('button', { name: 'Принять' }).click();
  await expect(page.getByText('Работа проверена')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/personal-works$`));
  await expect(row).toContainText('Проверена вами');
  const given = await apiGet<{ results: WireGiven[] }>(page, `/tutor/submissions/?client=${client.id}`);
  const checked = given.results.find((entry) => entry.title === title)!;
  expect(checked.status).toBe('CHECKED_BY_TEACHER');
  await expect(row).toContainText(`${checked.score} из ${checked.max_score}`);

  // The client sees the points and the comment.
  await student.reload();
  await expect(student.getByText(`Итого: ${checked.score} из ${checked.max_score} баллов`)).toBeVisible();
  await expect(student.getByText('Верная идея, но второй шаг не обоснован.')).toBeVisible();
  await student.close();
});

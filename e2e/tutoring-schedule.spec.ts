import { expect, test, type Browser, type Page } from '@playwright/test';
import { turnOnScheduleSlots } from './schedule-slots-flag';
import { apiGet, signIn } from './support';

type Customer = { id: number; full_name: string; email: string };
type WireLesson = { id: number; starts_at: string; status: string; client: { id: number; full_name: string } };
type TimetableDay = { day: string; items: { kind: string; individual?: { tutor_name: string } }[] };

/** Lessons still to happen (lesson-status.ts UPCOMING_STATUSES). */
const UPCOMING = ['SCHEDULED', 'RESCHEDULED', 'PREVIEW'];

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test('the manager books a regular schedule on matching slots; the tutor and the client see the lessons; the tutor marks one passed', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The demo tutor's grid and the student's availability overlap on Monday and Wednesday evenings (seed/demo-slots.ts).
  const tutor = await signedIn(browser, 'tutor@example.com');
  await turnOnScheduleSlots(tutor);

  // The manager opens the demo student from the customers list.
  const manager = await signedIn(browser, 'manager@example.com');
  // The search also finds newstudent@example.com: the demo student is the exact address.
  const student = (
    await apiGet<{ results: Customer[] }>(manager, '/manager/customers/?search=student@example.com')
  ).results.find((row) => row.email === 'student@example.com');
  const [tutorRow] = (
    await apiGet<{ results: Customer[] }>(manager, '/manager/customers/?role=tutor&search=tutor@example.com')
  ).results;
  await manager.goto('/customers');
  await manager.getByRole('searchbox', { name: 'Поиск клиентов' }).fill('student@example.com');
  await manager.getByRole('link', { name: student!.full_name }).click();
  await expect(manager).toHaveURL(`/customers/${student!.id}/client-slots`);
  await expect(manager.getByRole('heading', { name: student!.full_name, level: 1 })).toBeVisible();

  // The client can study on Monday at 16:00 and Wednesday at 17:00; the manager adds Tuesday at 18:00.
  const clientGrid = manager.getByRole('group', { name: 'Свободное время клиента по дням недели' });
  await expect(clientGrid.getByRole('button', { name: /^Понедельник, 16:00/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(clientGrid.getByRole('button', { name: /^Среда, 17:00/ })).toHaveAttribute('aria-pressed', 'true');
  const tuesday = clientGrid.getByRole('button', { name: /^Вторник, 18:00/ });
  await expect(tuesday).toHaveAttribute('aria-pressed', 'false');
  await tuesday.click();
  await expect(tuesday).toHaveAttribute('aria-pressed', 'true');
  await manager.getByRole('button', { name: 'Сохранить' }).click();
  await expect(manager.getByText('Слоты клиента сохранены')).toBeVisible();

  // The regular schedule: the tutor, the hours both are free, every week, hold → confirm.
  await manager.getByRole('link', { name: 'Регулярное расписание' }).click();
  await expect(manager).toHaveURL(`/customers/${student!.id}/regular-schedule`);
  // Spec 3 §2: the breadcrumb leads back to the list filtered to students.
  await expect(
    manager.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Клиенты' }),
  ).toHaveAttribute('href', '/customers?role=student');
  await manager.getByRole('textbox', { name: 'Репетитор' }).click();
  await manager.getByRole('option', { name: tutorRow!.full_name }).click();
  const grid = manager.getByRole('group', { name: 'Общее свободное время клиента и репетитора' });
  const monday = grid.getByRole('button', { name: 'Понедельник, 16:00, прайм-тайм, свободны оба' });
  const wednesday = grid.getByRole('button', { name: 'Среда, 17:00, прайм-тайм, свободны оба' });
  await monday.click();
  await wednesday.click();
  await expect(manager.getByText('Выбрано часов: 2 из 7')).toBeVisible();
  // Weekly lessons are paid: the demo student has a paid pack (seed/demo-slots.ts).
  const balance = await apiGet<{ left: number }>(manager, `/manager/clients/${student!.id}/balance/`);
  expect(balance.left).toBeGreaterThan(0);
  await manager.getByRole('button', { name: 'Забронировать' }).click();
  await expect(manager.getByText('Слоты удержаны за клиентом')).toBeVisible();
  await manager.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(manager.getByText('Расписание создано')).toBeVisible();
  const schedules = manager.getByRole('list', { name: 'Расписания' });
  await expect(schedules.getByRole('listitem').filter({ hasText: 'Пн 16:00, Ср 17:00 · Каждую неделю' })).toContainText(
    'Действует',
  );

  // Booked every week, the same hours are no longer free for another booking.
  await expect(grid.getByRole('button', { name: /^Понедельник, 16:00/ })).toHaveCount(0);

  // The tutor sees the lessons with the client's name on /slots (the sidebar item follows the flag).
  await tutor.goto('/clients');
  await tutor.getByRole('link', { name: 'Расписание' }).click();
  await expect(tutor).toHaveURL('/slots');
  await expect(tutor.getByText(/^Выбрано \d+ из 20$/)).toBeVisible();
  const tutorLessons = tutor.getByRole('list', { name: 'Уроки' });
  await expect(tutorLessons.getByRole('listitem').filter({ hasText: student!.full_name }).first()).toBeVisible();

  // The client sees them in their schedule, with the tutor's name.
  const client = await signedIn(browser, 'student@example.com');
  const lessons = await apiGet<WireLesson[]>(manager, `/manager/clients/${student!.id}/lessons/`);
  const first = lessons
    .filter((lesson) => UPCOMING.includes(lesson.status))
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at))[0]!;
  const day = new Date(first.starts_at).toLocaleDateString('en-CA', { timeZone: 'Europe/Moscow' });
  const [year, month, date] = day.split('-').map(Number);
  const timetable = await apiGet<TimetableDay[]>(
    client,
    `/students/timetable/?type=lesson&year=${year}&month=${month}`,
  );
  expect(timetable.some((entry) => entry.items.some((item) => item.individual?.tutor_name))).toBe(true);
  await client.goto(`/schedule/day?year=${year}&month=${month}&day=${date}`);
  await expect(
    client.getByRole('group', { name: new RegExp(`с репетитором ${tutorRow!.full_name}`) }).first(),
  ).toBeVisible();

  // The tutor marks a lesson that has started passed (the demo's past lessons, seed).
  const mine = await apiGet<WireLesson[]>(tutor, '/tutor/lessons/');
  const started = mine.find((lesson) => UPCOMING.includes(lesson.status) && new Date(lesson.starts_at) < new Date());
  expect(started, "the demo's last past lesson of student2 is left unmarked (seed/demo-slots.ts)").toBeTruthy();
  const balanceOf = () => apiGet<{ written_off: number }>(manager, `/manager/clients/${started!.client.id}/balance/`);
  const before = await balanceOf();
  const row = tutorLessons.locator(`[data-lesson="${started!.id}"]`);
  await row.getByRole('button', { name: 'Урок проведён' }).click();
  await expect(tutor.getByText('Статус урока обновлён')).toBeVisible();
  await expect(row).toContainText('Проведён');
  await expect(row).toContainText('Списан');
  // The paid lesson is written off, and the manager sees it on the client's page.
  expect((await balanceOf()).written_off).toBe(before.written_off + 1);
  await manager.goto(`/customers/${started!.client.id}/client-slots`);
  const balanceCard = manager.getByRole('region', { name: 'Оплаченные индивидуальные уроки' });
  await expect(balanceCard.getByText('списано').locator('xpath=..')).toContainText(String(before.written_off + 1));
});

import { expect, type Page } from '@playwright/test';
import { turnOnScheduleSlots } from './schedule-slots-flag';
import { apiGet } from './support';

/**
 * A page of the walk: where to go (absent: stay where the last step left off), and what to do there
 * before it is checked (open a drawer, go on through a form).
 */
export interface WalkStep {
  path?: string;
  /** Runs after the page has settled; the page it ends on is checked. */
  act?: (page: Page) => Promise<void>;
}

/** The error pages every role can reach (routes.tsx `errorPage`). */
const ERROR_PAGES = [
  '/not-found',
  '/forbidden',
  '/bad-request',
  '/unexpected',
  '/server-not-responding',
  '/prevention-works',
  '/technical-works',
];

type Id = { id: number };
type MyProductType = { product_type: Id & { title: string } };
type WireLesson = Id & { title: string };
type CatalogCard = Id & { title: string; owned: boolean; in_cart: boolean; product_type: Id };
type WireHomework = { homework_id: number; submission_id: number | null; title: string; status: string | null };

/** Every page the route table gives a student, with ids from the demo data (no fixed ids). */
export async function studentPages(page: Page): Promise<WalkStep[]> {
  const mine = await apiGet<MyProductType[]>(page, '/products/my/new/');
  const maths = mine.find((item) => item.product_type.title.startsWith('Математика')) ?? mine[0]!;
  const lessons = await apiGet<{ results: WireLesson[] }>(
    page,
    `/v3/lessons/?product_type=${maths.product_type.id}&limit=100`,
  );
  // The live lesson with homework and extras (demo-courses-data.ts): the richest lesson page.
  const lesson = lessons.results.find((item) => item.title === 'Производная и её применение') ?? lessons.results[0]!;
  const { access_hash: hash } = await apiGet<{ access_hash: string }>(page, `/v2/lessons/${lesson.id}/`);
  const catalog = await apiGet<{ results: CatalogCard[] }>(page, '/products/catalog/');
  const product = catalog.results.find((item) => !item.owned && !item.in_cart)!;
  // Issue 10: homework in the demo states; the fresh one is left for e2e/homework.spec.ts.
  const homework = (await apiGet<{ results: WireHomework[] }>(page, '/v2/homework/?limit=50')).results;
  const todo = homework.find((item) => item.status === 'UNDONE' && !item.title.startsWith('Домашка:'))!;
  const checked = homework.find((item) => item.status === 'CHECKED_BY_CURATOR')!;
  const refused = homework.find((item) => item.status === 'REFUSED')!;
  // Issue 12: a tutor's lecture (seed/demo-theory.ts).
  const lectures = (await apiGet<{ results: Id[] }>(page, '/v2/students/lectures/')).results;
  return [
    ...lectures.slice(0, 1).map((lecture) => ({ path: `/lectures/${lecture.id}` })),
    { path: '/home' },
    { path: '/lessons' },
    { path: `/lessons/${maths.product_type.id}` },
    { path: `/lesson/${lesson.id}` },
    { path: `/lesson/access/${hash}` },
    { path: '/schedule/month' },
    { path: '/schedule/week' },
    { path: '/schedule/day' },
    { path: `/catalog/${product.product_type.id}` },
    // With something in the cart: the cart and both ways to pay.
    {
      path: '/catalog',
      act: async (p) => {
        await p.getByRole('button', { name: `Добавить в корзину «${product.title}»` }).click();
        await expect(p.getByRole('button', { name: `Добавить в корзину «${product.title}»` })).toBeHidden();
      },
    },
    { path: '/cart' },
    { path: '/payment' },
    { path: '/payment-by-details' },
    // The empty cart, after the cart is emptied again.
    {
      path: '/cart',
      act: async (p) => {
        await p.getByRole('button', { name: `Удалить «${product.title}» из корзины` }).click();
        await expect(p.getByText('В корзине пока пусто')).toBeVisible();
      },
    },
    { path: '/legal' },
    { path: '/legal?tab=organization' },
    { path: '/subscriptions' },
    { path: '/progress' },
    {
      path: '/progress',
      act: async (p) => {
        await p
          .getByRole('link', { name: /^Учить: / })
          .first()
          .click();
        await p.getByTestId('memory-card').click();
        await expect(p.getByTestId('memory-card-answer')).toBeVisible();
      },
    },
    // Issue 13: the goals screens; the sliders unlocked, and the onboarding's first step.
    {
      path: '/progress/goal',
      act: async (p) => {
        await p.getByRole('button', { name: 'Изменить', exact: true }).click();
        await expect(p.getByRole('slider').first()).toBeVisible();
      },
    },
    { path: '/progress/goal/selection' },
    { path: '/onboarding/class-types' },
    { path: '/onboarding' },
    { path: '/referral/invite' },
    { path: '/referral/history' },
    { path: '/referral?id=BORIS2026' },
    { path: '/loyalty' },
    { path: '/loyalty/about' },
    { path: '/loyalty/chat-styling' },
    // The plan choice of a colour.
    {
      path: '/loyalty/chat-styling',
      act: async (p) => {
        await p.getByRole('article', { name: 'Закатный' }).getByRole('button', { name: 'Купить' }).click();
        await p.getByRole('radio', { name: /^30 дней/ }).click();
        await expect(p.getByRole('dialog')).toBeVisible();
      },
    },
    { path: '/results' },
    { path: '/payment/reject' },
    { path: '/homework/list' },
    { path: '/homework/list?status=checked' },
    { path: `/homework/${todo.homework_id}` },
    // The whole list, with the extended answer's editor and the hint open.
    {
      path: `/homework/${todo.homework_id}`,
      act: async (p) => {
        await p.getByText('Списком', { exact: true }).click();
        await expect(p.locator('.ProseMirror').first()).toBeVisible();
        await p.getByRole('button', { name: 'Показать подсказку' }).first().click();
      },
    },
    {
      path: `/homework/${todo.homework_id}`,
      act: async (p) => {
        await p.getByRole('button', { name: 'Сдать', exact: true }).click();
        await expect(p.getByRole('dialog', { name: 'Сдать с пустыми заданиями?' })).toBeVisible();
      },
    },
    { path: `/homework/${checked.homework_id}/completed` },
    { path: `/homework/${refused.homework_id}/completed` },
    { path: `/homework/${checked.submission_id}/print` },
    // Issue 9: the profile, its documents section, the confirmation dialogs and the edit page.
    { path: '/profile' },
    { path: '/profile?scope=documents' },
    {
      path: '/profile',
      act: async (p) => {
        await p.getByRole('button', { name: 'Привязать аккаунт' }).click();
        await expect(p.getByRole('dialog', { name: 'Привязать аккаунт' })).toBeVisible();
      },
    },
    { path: '/profile/edit' },
    ...ERROR_PAGES.map((path) => ({ path })),
  ];
}

/** Spec 3 §4: student2's start-up modals, one after another; nothing is settled, so both themes see them all. */
export const startupModalPages = (): WalkStep[] => {
  const dialog = (p: Page, name: string) => p.getByRole('dialog', { name });
  return [
    {
      path: '/home',
      act: (p) => expect(dialog(p, 'Согласие на обработку персональных данных')).toBeVisible(),
    },
    {
      act: async (p) => {
        await dialog(p, 'Согласие на обработку персональных данных').getByRole('button', { name: 'Позже' }).click();
        await expect(dialog(p, 'Подтверди номер телефона')).toBeVisible();
      },
    },
    {
      act: async (p) => {
        await p.keyboard.press('Escape');
        await dialog(p, 'Подтверди аккаунт').getByRole('button', { name: 'Подключить мессенджер' }).click();
        await expect(dialog(p, 'Подтверди аккаунт').getByRole('radio', { name: 'Telegram' })).toBeVisible();
      },
    },
    {
      act: async (p) => {
        await p.keyboard.press('Escape');
        await expect(dialog(p, 'Твой уровень понизился')).toBeVisible();
      },
    },
  ];
};

type WireClient = Id & { student: { email: string } };
type WireLecture = Id & { client_id: number };

export const tutorPages = async (page: Page): Promise<WalkStep[]> => {
  // Issue 12: the demo student's client area and lectures (seed/demo-theory.ts).
  const clients = await apiGet<{ results: WireClient[] }>(page, '/tutor/clients/?search=student%40example.com');
  const client = clients.results.find((row) => row.student.email === 'student@example.com')!;
  const lectures = await apiGet<{ results: WireLecture[] }>(page, `/tutor/lectures/?client=${client.id}`);
  const lecture = lectures.results[0]!;
  return [
    { path: '/home' },
    { path: `/clients/${client.id}` },
    { path: `/clients/${client.id}/lecture` },
    {
      path: `/clients/${client.id}/lecture/assign`,
      // With a topic open and a lecture chosen: the sub-theories and the preview.
      act: async (p) => {
        await p.getByRole('button', { name: /Производная/ }).click();
        await p.getByRole('radio', { name: /Правила дифференцирования/ }).check();
        await expect(p.getByRole('heading', { name: 'Правила дифференцирования' })).toBeVisible();
      },
    },
    { path: `/clients/${client.id}/lecture/${lecture.id}/view` },
    { path: `/clients/${client.id}/lecture/${lecture.id}/edit` },
    { path: '/tutor-profile' },
    { path: '/clients' },
    {
      // Issue 12: the client area; on a phone the e-mail and the phone do not run into each other (issue 8).
      act: async (page) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByRole('link', { name: 'Соколов Кирилл' }).click();
        const [email, phone] = [
          page.getByRole('link', { name: 'kirill.sokolov@example.com' }),
          page.getByRole('link', { name: /^\+7/ }),
        ];
        await expect(phone).toBeVisible();
        const [a, b] = [(await email.boundingBox())!, (await phone.boundingBox())!];
        expect(a.y + a.height <= b.y || b.x >= a.x + a.width).toBe(true);
      },
    },
    {
      // Issue 12: the schedule of slots exists behind schedule-slots; the flag stays on for the rest of the walk.
      act: async (page) => {
        await turnOnScheduleSlots(page);
        await page.goto('/slots');
        await expect(page.getByRole('heading', { name: 'Расписание', level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      },
    },
    ...ERROR_PAGES.map((path) => ({ path })),
  ];
};

type WireWork = Id & { title: string };
type WireGivenWork = Id & { homework_id: number; needs_check: boolean };
type WireTutorClient = Id & { student: { email: string } };

/** The tutor's own task dialog of one answer type, sent empty: its fields and error marks. */
const ownTaskStep = (type: string, error: string): WalkStep => ({
  path: '/personal-works/create',
  act: async (p) => {
    await p
      .getByRole('region', { name: 'Основное' })
      .getByRole('combobox', { name: 'Предмет' })
      .selectOption({ label: 'Математика' });
    await p.getByRole('button', { name: 'Своё задание' }).click();
    const own = p.getByRole('dialog', { name: 'Своё задание' });
    await own.getByRole('combobox', { name: 'Тип ответа' }).selectOption({ label: type });
    await own.getByRole('button', { name: 'Создать и добавить' }).click();
    await expect(own.getByText(error)).toBeVisible();
  },
});

/** Issue 12: the tutor's personal works: the library, the editor with its dialogs, a client's works and a check. */
export async function tutorWorksPages(page: Page): Promise<WalkStep[]> {
  const clients = await apiGet<{ results: WireTutorClient[] }>(page, '/tutor/clients/?search=student%40example.com');
  const client = clients.results.find((row) => row.student.email === 'student@example.com')!;
  const work = (await apiGet<{ results: WireWork[] }>(page, '/tutor/self-studies/?limit=1')).results[0]!;
  const given = (await apiGet<{ results: WireGivenWork[] }>(page, `/tutor/submissions/?client=${client.id}`)).results;
  const waiting = given.find((item) => item.needs_check) ?? given[0]!;
  const area = `/clients/${client.id}`;
  return [
    { path: '/personal-works-base' },
    {
      path: '/personal-works-base',
      act: async (p) => {
        await p.getByRole('button', { name: 'Назначить' }).first().click();
        await expect(p.getByRole('dialog', { name: 'Назначить домашку' })).toBeVisible();
      },
    },
    { path: '/personal-works/create' },
    // The tutor's own extended task (criteria rows) and matching task (pair selects), with their errors.
    ownTaskStep('Развёрнутый ответ', 'Напишите условие'),
    ownTaskStep('Соответствие', 'Нужно хотя бы два непустых элемента слева'),
    {
      path: '/personal-works/create',
      act: async (p) => {
        await p.getByRole('button', { name: 'Сохранить', exact: true }).click();
        await expect(p.getByText('Введите название')).toBeVisible();
      },
    },
    { path: `/personal-works/${work.id}/view` },
    { path: `/personal-works/${work.id}/edit` },
    { path: `${area}/personal-works` },
    { path: `${area}/personal-works/create` },
    { path: `${area}/personal-works/${work.id}/view` },
    { path: `${area}/personal-works/${work.id}/edit` },
    {
      path: `${area}/submissions/${waiting.homework_id}`,
      act: async (p) => {
        const approve = p.getByRole('button', { name: 'Принять' });
        if (await approve.isVisible()) await approve.click();
      },
    },
  ];
}

type WireCustomer = Id & { full_name: string; email: string };

/** The manager's lists, and the demo student's and tutor's pages of issue 12. */
export async function managerPages(page: Page): Promise<WalkStep[]> {
  // A search matches parts of addresses (student@ also finds newstudent@): the exact one is taken.
  const customer = async (role: string, email: string) =>
    (await apiGet<{ results: WireCustomer[] }>(page, `/manager/customers/?role=${role}&search=${email}`)).results.find(
      (row) => row.email === email,
    )!;
  const student = await customer('student', 'student@example.com');
  const tutor = await customer('tutor', 'tutor@example.com');
  return [
    { path: '/home' },
    { path: '/customers' },
    { path: '/customers?role=tutor' },
    { path: `/customers/${student.id}/client-slots` },
    { path: `/customers/${student.id}/regular-schedule` },
    { path: `/customers/${tutor.id}/tutor-slots` },
    { path: '/apartment-lottery/review' },
    ...ERROR_PAGES.map((path) => ({ path })),
  ];
}

type WireModeratedLesson = Id & { title: string; is_live: boolean };

/** Issue 11: the chat moderator's home, lessons, report queue (every status) and a lesson's bans with the ban modal. */
export async function moderatorPages(page: Page): Promise<WalkStep[]> {
  const lessons = await apiGet<WireModeratedLesson[]>(page, '/v2/chat/moderation/lessons/');
  const live = lessons.find((lesson) => lesson.is_live) ?? lessons[0]!;
  return [
    { path: '/home' },
    { path: '/moderation' },
    { path: '/moderation/reports' },
    { path: '/moderation/reports?status=all' },
    { path: `/moderation/reports?status=all&lesson=${live.id}` },
    {
      // The demo's reports (seed/demo-chat-reports.ts): the ban modal of the first one.
      path: '/moderation/reports',
      act: async (p) => {
        await p.getByRole('button', { name: 'Забанить' }).first().click();
        await expect(p.getByRole('dialog', { name: /^Забанить: / })).toBeVisible();
      },
    },
    ...ERROR_PAGES.map((path) => ({ path })),
  ];
}

/**
 * Before sign-in: the identity pages, and a cart bought by link, which goes through every payment
 * page (the guest form, the sandbox checkout, a decline, the retry as the new student, the success).
 */
export function guestPages(baseURL: string): WalkStep[] {
  const client = new URLSearchParams({ client_id: 'web', client_redirect: new URL('/oauth-callback', baseURL).href });
  const pay = async (page: Page, decision: 'Оплатить' | 'Отменить') => {
    await page.getByRole('button', { name: /^Оплатить \d/ }).click();
    await expect(page).toHaveURL(/\/sandbox-checkout\//, { timeout: 20_000 });
    if (decision === 'Отменить') return;
    await page.getByRole('button', { name: /^Оплатить/ }).click();
    await expect(page).toHaveURL(/\/payment\/success\//);
    await expect(page.getByRole('link', { name: 'Перейти к урокам' }).first()).toBeVisible();
  };
  return [
    { path: `/id/login?${client}` },
    { path: `/id/register?${client}` },
    { path: `/id/recover-password?${client}` },
    { path: '/cart/link/demo-link-1' },
    {
      act: async (page) => {
        await page.getByRole('button', { name: 'Перейти к оформлению' }).click();
        await expect(page).toHaveURL(/\/payment\?/);
      },
    },
    {
      act: async (page) => {
        await page.getByRole('textbox', { name: 'Имя' }).fill('Вера');
        await page.getByRole('textbox', { name: 'Фамилия' }).fill('Гостева');
        await page.getByRole('textbox', { name: 'Электронная почта' }).first().fill(`a11y-${Date.now()}@example.com`);
        await page.getByRole('textbox', { name: 'Телефон' }).first().fill('9031234567');
        await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('secret123');
        await page.getByRole('textbox', { name: 'Повтори пароль' }).fill('secret123');
        await page.getByRole('textbox', { name: 'Страница ВКонтакте' }).fill('vera.gosteva');
        await page.getByRole('checkbox', { name: /Я принимаю условия/ }).check();
        await pay(page, 'Отменить');
      },
    },
    {
      act: async (page) => {
        await page.getByRole('button', { name: 'Отменить' }).click();
        await expect(page).toHaveURL(/\/payment\/reject/);
      },
    },
    {
      act: async (page) => {
        await page.getByRole('button', { name: 'Попробовать ещё раз' }).click();
        await expect(page).toHaveURL(/\/payment\?/);
      },
    },
    { act: (page) => pay(page, 'Оплатить') },
  ];
}

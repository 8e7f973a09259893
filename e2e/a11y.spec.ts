import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  guestPages,
  managerPages,
  moderatorPages,
  studentPages,
  startupModalPages,
  tutorPages,
  tutorWorksPages,
  type WalkStep,
} from './a11y-pages';
import { apiGet, signIn } from './support';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Whatever the user only waits for: skeletons, spinners, a list marked busy. */
const BUSY = '[aria-busy="true"], .mantine-Skeleton-root[data-visible="true"], .mantine-Loader-root';

/** Waits until the page has loaded its data and finished its transitions (no fixed sleep). */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForFunction(
    (busy) =>
      !document.querySelector(busy) &&
      document.getAnimations().every((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState !== 'running' || end === Infinity;
      }),
    BUSY,
  );
}

/** Axe's critical and serious findings and any sideways scrolling, at the desktop and the phone width. */
async function problemsOf(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await settle(page);
    const where = `${label} @${viewport.width}`;
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze();
    for (const violation of violations) {
      if (violation.impact !== 'critical' && violation.impact !== 'serious') continue;
      const nodes = violation.nodes.slice(0, 3).map((node) => node.html.slice(0, 120));
      problems.push(`${where}: ${violation.id} (${violation.impact}, ${violation.nodes.length}) ${nodes.join(' | ')}`);
    }
    if (viewport === PHONE) {
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.scrollingElement!.scrollWidth,
        client: document.scrollingElement!.clientWidth,
      }));
      if (scroll > client) problems.push(`${where}: scrolls sideways (${scroll} > ${client})`);
    }
  }
  await page.setViewportSize(DESKTOP);
  return problems;
}

async function walk(page: Page, steps: WalkStep[]): Promise<string[]> {
  const problems: string[] = [];
  for (const step of steps) {
    if (step.path) await page.goto(step.path);
    await settle(page);
    await step.act?.(page);
    const { pathname, search } = new URL(page.url());
    problems.push(...(await problemsOf(page, pathname + search)));
  }
  return problems;
}

const ROLES: {
  role: string;
  email?: string;
  steps: (page: Page, baseURL: string) => Promise<WalkStep[]> | WalkStep[];
}[] = [
  { role: 'guest', steps: (_page, baseURL) => guestPages(baseURL) },
  { role: 'student', email: 'student@example.com', steps: studentPages },
  { role: 'student2', email: 'student2@example.com', steps: startupModalPages },
  { role: 'tutor', email: 'tutor@example.com', steps: tutorPages },
  { role: 'tutor (personal works)', email: 'tutor@example.com', steps: tutorWorksPages },
  { role: 'manager', email: 'manager@example.com', steps: managerPages },
  { role: 'moderator', email: 'moderator@example.com', steps: moderatorPages },
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    // The app follows the system's theme until the user picks one.
    test.use({ colorScheme: theme, viewport: DESKTOP, actionTimeout: 15_000 });

    for (const { role, email, steps } of ROLES) {
      test(`every ${role} page: no critical or serious axe finding, nothing scrolls sideways at 390 px`, async ({
        page,
        baseURL,
      }) => {
        test.setTimeout(600_000);
        if (email) await signIn(page, email);
        else {
          await page.goto('/login');
          // The app moves on to the identity page by itself: a walk starting sooner would abort that.
          await page.waitForURL(/\/id\/login/);
        }
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
        const problems = await walk(page, await steps(page, baseURL!));
        expect(problems).toEqual([]);
      });
    }

    test('the open profile menu: no critical or serious axe finding (menu items only, red text readable)', async ({
      page,
    }) => {
      await signIn(page, 'student@example.com');
      await page.goto('/home');
      await settle(page);
      await page.getByRole('button', { name: 'Меню профиля' }).click();
      await expect(page.getByRole('menuitem', { name: 'Выйти' })).toBeVisible();
      expect(await problemsOf(page, 'profile menu')).toEqual([]);
    });

    test('the phone menu: the drawer fills the screen without a border line at its edge, no axe finding', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, 'student@example.com');
      await page.goto('/home');
      await settle(page);
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      const drawer = page.getByRole('navigation', { name: 'Основное меню' });
      await expect(drawer.getByRole('link', { name: 'Главная' })).toBeVisible();
      const edge = await drawer.evaluate((element) => ({
        width: element.getBoundingClientRect().width,
        border: getComputedStyle(element).borderInlineEndWidth,
      }));
      expect(edge).toEqual({ width: 390, border: '0px' });
      expect(await problemsOf(page, 'phone menu')).toEqual([]);
    });
  });
}

test('keyboard: the skip link comes first in every layout, fields show a focus ring, the password can be shown', async ({
  page,
}) => {
  const skipFirst = async () => {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  };
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'Электронная почта' });
  await expect(email).toBeVisible();
  await skipFirst();
  await email.focus();
  const ring = await email.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Показать пароль' })).toBeFocused();

  await signIn(page, 'student@example.com');
  const [subject] = await apiGet<{ product_type: { id: number } }[]>(page, '/products/my/new/');
  const lessons = await apiGet<{ results: { id: number }[] }>(
    page,
    `/v3/lessons/?product_type=${subject!.product_type.id}&limit=1`,
  );
  // The main, header-only and media layouts.
  for (const path of ['/home', '/not-found', `/lesson/${lessons.results[0]!.id}`]) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await skipFirst();
  }
});

import { expect, test, type Page } from '@playwright/test';
import { signInByTokens } from './support';

/**
 * Issue 8: nothing moves once it is on the screen. A signed-in student's first visit on a phone
 * (Lighthouse's 412×823 with its 4× slower processor, so the flags and the data arrive after the
 * first paint, as they do on a real phone), summed as Cumulative Layout Shift. Lighthouse counts
 * ≤ 0.1 as good; the issue asks ≤ 0.05.
 */
const MAX_CLS = 0.05;

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

interface WireLesson {
  id: number;
  product_type_id: number;
  video: string | null;
  is_available: boolean;
  is_live: boolean;
  start_datetime: string;
}

/** The demo student, signed in, with the page's layout shifts counted from its first paint. */
async function signInCountingShifts(page: Page): Promise<string> {
  const access = await signInByTokens(page, 'student@example.com');
  await page.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return access;
}

/** The page's layout shift on a first visit of `path`, once it has settled. */
async function layoutShiftOf(page: Page, path: string, settled: () => Promise<void>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
  await settled();
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
}

test('home holds the streak widget’s place while the flags load', async ({ page }) => {
  await signInCountingShifts(page);
  const cls = await layoutShiftOf(page, '/home', () => expect(page.getByTestId('streak-widget')).toBeVisible());
  expect(cls).toBeLessThanOrEqual(MAX_CLS);
});

test('the catalog does not move as its courses arrive', async ({ page }) => {
  await signInCountingShifts(page);
  const cls = await layoutShiftOf(page, '/catalog', () =>
    expect(page.getByRole('link', { name: /подробнее/i }).first()).toBeVisible(),
  );
  expect(cls).toBeLessThanOrEqual(MAX_CLS);
});

test('on a wide screen the catalog waits for its promotions before it draws', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInCountingShifts(page);
  const cls = await layoutShiftOf(page, '/catalog', () =>
    expect(page.getByRole('link', { name: /подробнее/i }).first()).toBeVisible(),
  );
  expect(cls).toBeLessThanOrEqual(MAX_CLS);
});

test('a recording whose broadcast had no chat keeps one column from the start', async ({ page, request }) => {
  const token = await signInCountingShifts(page);
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const mine = (await (await request.get('/api/products/my/new/', auth)).json()) as { product_type: { id: number } }[];
  let silent: WireLesson | undefined;
  for (const { product_type } of mine) {
    const page = await request.get(`/api/v3/lessons/?product_type=${product_type.id}&limit=100`, auth);
    for (const lesson of ((await page.json()) as { results: WireLesson[] }).results) {
      if (!lesson.video || !lesson.is_available || lesson.is_live || Date.parse(lesson.start_datetime) > Date.now())
        continue;
      const settings = await request.get(`/api/settings/livechat-settings/?lesson=${lesson.id}`, auth);
      if (!((await settings.json()) as { has_replay: boolean }).has_replay) {
        silent = lesson;
        break;
      }
    }
    if (silent) break;
  }
  expect(silent, 'the demo has a recorded lesson without a chat').toBeDefined();
  const cls = await layoutShiftOf(page, `/lesson/${silent!.id}`, () =>
    expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  );
  expect(cls).toBeLessThanOrEqual(MAX_CLS);
  await expect(page.getByRole('heading', { name: 'Чат трансляции' })).toHaveCount(0);
});

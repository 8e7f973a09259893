import { expect, test } from '@playwright/test';
import { seriousProblems, signIn } from './support';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

// Issue 16: the console's own pages (docs/staff.md): the audit log and the staff accounts.
for (const theme of ['light', 'dark'] as const) {
  test(`the audit log and the staff accounts at 390 and 1366 px, ${theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'admin@example.com');
    const pages = [
      ['/staff/audit', 'Журнал изменений', 'audit'],
      ['/staff/accounts', 'Сотрудники', 'accounts'],
    ] as const;
    for (const [path, heading, name] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      // One current item in the sidebar: the page's own, not also «Сводка» (`/staff`) above it.
      const navigation = page.getByRole('navigation', { name: 'Основное меню' });
      await expect(navigation.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(navigation.getByRole('link', { name: 'Сводка' })).not.toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('staff-row').first().or(page.getByTestId('staff-table-empty'))).toBeVisible();
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await page.waitForTimeout(300);
        expect(await seriousProblems(page), `${path} ${viewport.width}`).toEqual([]);
        await page.screenshot({
          path: `test-results/e2e/console-${name}-${viewport.width}-${theme}.png`,
          fullPage: true,
        });
      }
      await page.setViewportSize(DESKTOP);
    }
  });
}

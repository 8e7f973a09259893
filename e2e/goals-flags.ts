import type { Page } from '@playwright/test';

/** Issue 13: the e2e server runs the flags' defaults; a flow that needs another value amends the answer. */
export async function setFlags(page: Page, values: Record<string, boolean>): Promise<void> {
  await page.route('**/api/features/**', async (route) => {
    const response = await route.fetch();
    const payload = (await response.json()) as { features: Record<string, unknown> };
    for (const [key, value] of Object.entries(values)) payload.features[key] = { defaultValue: value };
    await route.fulfill({ response, json: payload });
  });
  // GrowthBook answers from its cached payload first until the amended one arrives.
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.removeItem('gbFeaturesCache'));
}

/**
 * student2 owes every start-up modal (e2e/profile.spec.ts walks them); a goals flow answers that
 * nothing is owed, so the start-up queue stays out of the way and student2's data is left as it is.
 */
export async function withoutStartupModals(page: Page): Promise<void> {
  await page.route('**/api/v2/core/users/system-modals/', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, need_modals: false, personal_data_status: null } });
  });
  await page.route('**/api/v2/students/statuses/', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, viewed_drop_level: true } });
  });
}

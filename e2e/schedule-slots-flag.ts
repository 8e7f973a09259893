import type { Page } from '@playwright/test';

/** Spec 3 §2: /slots exists only while schedule-slots is on; the e2e server's flag is off, so its answer is amended. */
export async function turnOnScheduleSlots(page: Page): Promise<void> {
  await page.route('**/api/features/**', async (route) => {
    const response = await route.fetch();
    const payload = (await response.json()) as { features: Record<string, unknown> };
    payload.features['schedule-slots'] = { defaultValue: true };
    await route.fulfill({ response, json: payload });
  });
  // GrowthBook answers from its cached payload first (flags off) until the amended one arrives.
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.removeItem('gbFeaturesCache'));
}

import type { Page } from '@playwright/test';

/**
 * Answers the requests to `url` with the server's JSON as `amend` changes it (a flag's value, a modal
 * that is not owed). A request the page dropped by moving on has no response left to amend: it is
 * let go instead of failing the test that navigated.
 */
export async function amendJson<T>(page: Page, url: string, amend: (body: T) => unknown): Promise<void> {
  await page.route(url, async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as T;
      await route.fulfill({ response, json: amend(body) });
    } catch (error) {
      if (!/disposed|closed|already handled/i.test(String(error))) throw error;
    }
  });
}

type Features = { features: Record<string, unknown> };

/** The e2e server runs the flags' defaults; a flow that needs another value amends the features answer. */
export async function amendFlags(page: Page, values: Record<string, boolean>): Promise<void> {
  await amendJson<Features>(page, '**/api/features/**', (payload) => {
    for (const [key, value] of Object.entries(values)) payload.features[key] = { defaultValue: value };
    return payload;
  });
  // GrowthBook answers from its cached payload first until the amended one arrives.
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.removeItem('gbFeaturesCache'));
}

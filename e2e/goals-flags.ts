import type { Page } from '@playwright/test';
import { amendJson } from './amend-json';

/**
 * student2 owes every start-up modal (e2e/profile.spec.ts walks them); a goals flow answers that
 * nothing is owed, so the start-up queue stays out of the way and student2's data is left as it is.
 */
export async function withoutStartupModals(page: Page): Promise<void> {
  await amendJson<Record<string, unknown>>(page, '**/api/v2/core/users/system-modals/', (body) => ({
    ...body,
    need_modals: false,
    personal_data_status: null,
  }));
  await amendJson<Record<string, unknown>>(page, '**/api/v2/students/statuses/', (body) => ({
    ...body,
    viewed_drop_level: true,
  }));
}

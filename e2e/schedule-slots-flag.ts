import type { Page } from '@playwright/test';
import { amendFlags } from './amend-json';

/** Spec 3 §2: /slots exists only while schedule-slots is on; the e2e server's flag is off, so its answer is amended. */
export async function turnOnScheduleSlots(page: Page): Promise<void> {
  await amendFlags(page, { 'schedule-slots': true });
}

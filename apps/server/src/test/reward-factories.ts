import type { Currency } from '@school/contract';
import type { Db } from '../db/client.js';
import { grantReward } from '../modules/rewards/rewards.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Pays a student through the ledger, optionally backdated (a month without learning, a level drop). */
export function pay(
  db: Db,
  studentId: number,
  amount: number,
  options: { currency?: Currency; daysAgo?: number; key?: string } = {},
) {
  const at = new Date(Date.now() - (options.daysAgo ?? 0) * DAY_MS);
  return db.transaction((tx) =>
    grantReward(tx, {
      studentId,
      currency: options.currency ?? 'exp',
      amount,
      reason: 'lesson_viewed',
      source: 'test',
      idempotencyKey: options.key ?? `test:${Math.random()}`,
      at,
    }),
  );
}

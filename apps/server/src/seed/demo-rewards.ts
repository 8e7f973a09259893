import type { Currency } from '@school/contract';
import type { Tx } from '../db/client.js';
import { grantReward } from '../modules/rewards/rewards.service.js';

/** A demo student's starting balances, each one ledger row (docs/rewards.md). */
export async function grantDemoBalances(tx: Tx, studentId: number, balances: Partial<Record<Currency, number>>) {
  for (const [currency, amount] of Object.entries(balances) as [Currency, number][]) {
    if (amount <= 0) continue;
    await grantReward(tx, {
      studentId,
      currency,
      amount,
      reason: 'demo',
      source: 'seed',
      idempotencyKey: `demo:${currency}`,
    });
  }
}

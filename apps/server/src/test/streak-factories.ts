import type { Db } from '../db/client.js';
import { grantReward } from '../modules/rewards/rewards.service.js';

let grants = 0;

/** Umcoins for a test student, through the ledger like any reward. */
export async function giveUmcoins(db: Db, studentId: number, amount: number): Promise<void> {
  grants += 1;
  await db.transaction((tx) =>
    grantReward(tx, {
      studentId,
      currency: 'umcoins',
      amount,
      reason: 'demo',
      source: 'test',
      idempotencyKey: `test:umcoins:${grants}`,
    }),
  );
}

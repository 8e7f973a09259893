import type { Tx } from '../../db/client.js';
import { grantReward, spendReward } from '../rewards/rewards.service.js';
import type { Milestone } from './streak-rules.js';

/** A milestone's umcoins and medals through the ledger, once per key (spec 1 §3; docs/streak.md). */
export async function payMilestone(tx: Tx, studentId: number, milestone: Milestone, idempotencyKey: string) {
  const source = `streak:${milestone.strikeDays}`;
  for (const currency of ['umcoins', 'medals'] as const) {
    const amount = milestone[currency];
    if (amount > 0) {
      await grantReward(tx, {
        studentId,
        currency,
        amount,
        reason: 'streak_milestone',
        source,
        idempotencyKey: `${idempotencyKey}:${currency}`,
      });
    }
  }
}

/** A freeze's price; the ledger refuses it (400 insufficient_funds) when the balance is short. */
export async function chargeFreeze(tx: Tx, studentId: number, price: number, idempotencyKey: string) {
  await spendReward(tx, {
    studentId,
    currency: 'umcoins',
    amount: price,
    reason: 'streak_freeze_bought',
    source: 'streak:freeze',
    idempotencyKey,
  });
}

import type { Tx } from '../../db/client.js';
import { generalError } from '../../plugins/errors.js';
import { addStudentCurrencies, spendStudentUmcoins } from '../users/users.service.js';
import type { Milestone } from './streak-rules.js';

/**
 * The streak's only payments: a milestone's reward and a freeze's price. INTERIM until the reward
 * ledger (issue 9) is merged: these two functions are where its grantReward/spendReward calls go,
 * with the idempotency keys already built by the caller.
 */
export async function payMilestone(tx: Tx, studentId: number, milestone: Milestone, _idempotencyKey: string) {
  await addStudentCurrencies(tx, studentId, { umcoins: milestone.umcoins, medals: milestone.medals });
}

export async function chargeFreeze(tx: Tx, studentId: number, price: number, _idempotencyKey: string) {
  if (!(await spendStudentUmcoins(tx, studentId, price))) {
    throw generalError('Не хватает умкоинов на заморозку.', 'not_enough_umcoins');
  }
}

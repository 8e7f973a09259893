import type { Tx } from '../../../db/client.js';
import { notify } from '../notify.js';

/** Crossing a level threshold upwards (spec 1 §3 level up); one per level event of the ledger. */
export async function notifyLevelUp(
  tx: Tx,
  studentId: number,
  levelEvent: { id: number; toLevel: number },
  title: string,
) {
  return notify(tx, studentId, {
    type: 'level_up',
    title: 'Новый уровень!',
    text: `Теперь у тебя уровень ${levelEvent.toLevel} «${title}». Так держать!`,
    action: null,
    dedupeKey: `level_up:${levelEvent.id}`,
  });
}

/** Umcoins paid by the ledger (spec 1 §3 coins); one per ledger row. */
export async function notifyCoins(tx: Tx, studentId: number, ledgerRow: { id: number }, amount: number) {
  return notify(tx, studentId, {
    type: 'coins',
    title: 'Тебе начислены умкоины',
    text: `+${amount} умкоинов на твоём балансе.`,
    action: null,
    dedupeKey: `coins:${ledgerRow.id}`,
  });
}

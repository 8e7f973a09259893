import type { ExpHistoryItem } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { reasonText } from './reward-reasons.js';
import * as repo from './rewards.repo.js';

/** `GET /v2/students/exp-history/`: the student's exp rows, newest first, reasons in Russian. */
export async function expHistory(db: Tx, studentId: number, page: { limit: number; offset: number }) {
  const { count, rows } = await repo.listEntries(db, studentId, 'exp', page);
  const results: ExpHistoryItem[] = rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    reason: reasonText(row.reason),
    code: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
  return { count, results };
}

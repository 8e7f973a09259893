import type { LessonBalance } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { packLessonCounts } from '../catalog/catalog.service.js';
import { paidPackIdsOf } from '../payment/payment.service.js';
import * as repo from './tutoring.repo.js';

/**
 * Paid individual lessons of a client (product type IND, sold in packs of 4 and 8): every paid
 * pack's lessons, less the lessons written off by their status (lesson-status.ts writesOff).
 */
export async function lessonBalance(db: Tx, studentId: number): Promise<LessonBalance> {
  const packIds = await paidPackIdsOf(db, studentId);
  const counts = await packLessonCounts(db, packIds);
  const bought = packIds.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
  const [writtenOff, booked] = await Promise.all([
    repo.countWrittenOff(db, studentId),
    repo.countUpcomingPaid(db, studentId),
  ]);
  return { bought, writtenOff, left: bought - writtenOff, booked };
}

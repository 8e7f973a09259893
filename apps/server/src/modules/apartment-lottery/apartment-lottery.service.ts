import { LOTTERY_MAX_POINTS, type BodyOf, type LotteryEntry, type QueryOf, type contract } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { findStudentProfile, findUserNames } from '../users/users.service.js';
import * as repo from './apartment-lottery.repo.js';

const notTakingPart = () =>
  new AppError(409, 'rules_not_accepted', 'Сначала прими правила розыгрыша квартиры.', 'non_field_errors');
const alreadyConfirmed = () =>
  new AppError(409, 'already_confirmed', 'Баллы уже подтверждены, изменить их нельзя.', 'non_field_errors');

/**
 * The student's status (docs/level-tests-and-lottery.md "State machine"): none without the rules
 * accepted; GOOD_LUCK once accepted and before any points; then the entry's own status.
 */
export function presentEntry(accepted: boolean, row: repo.LotteryEntryRow | undefined): LotteryEntry {
  const status = !accepted ? null : (row?.status ?? 'GOOD_LUCK');
  return {
    acceptedRules: accepted,
    status,
    points: row?.points ?? null,
    maxPoints: LOTTERY_MAX_POINTS,
    reviewComment: row?.reviewComment ?? null,
    submittedAt: row?.submittedAt.toISOString() ?? null,
    reviewedAt: row?.reviewedAt?.toISOString() ?? null,
    canSubmit: status !== null && status !== 'CONFIRMED',
  };
}

async function accepted(db: Tx, studentId: number): Promise<boolean> {
  return (await findStudentProfile(db, studentId))?.acceptedApartmentLottery ?? false;
}

/** `GET /v1/apartment-lottery/`. */
export async function readEntry(db: Tx, studentId: number): Promise<LotteryEntry> {
  return presentEntry(await accepted(db, studentId), await repo.findEntry(db, studentId));
}

/** `POST /v1/apartment-lottery/points/`: AWAITING with points, NO_POINTS without; never after CONFIRMED. */
export async function submitPoints(
  db: Tx,
  studentId: number,
  body: BodyOf<typeof contract.apartmentLottery.submitPoints>,
  now = new Date(),
): Promise<LotteryEntry> {
  if (!(await accepted(db, studentId))) throw notTakingPart();
  const row = await repo.submitPoints(db, studentId, body.points, now);
  if (!row) throw alreadyConfirmed();
  return presentEntry(true, row);
}

async function presentForStaff(db: Tx, rows: repo.LotteryEntryRow[]) {
  const names = new Map(
    (
      await findUserNames(
        db,
        rows.map((row) => row.studentId),
      )
    ).map((user) => [user.id, user]),
  );
  return rows.map((row) => {
    const user = names.get(row.studentId);
    return {
      student: { id: row.studentId, firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' },
      status: row.status,
      points: row.points,
      reviewComment: row.reviewComment,
      submittedAt: row.submittedAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    };
  });
}

/** `GET /v1/apartment-lottery/entries/`: oldest first, so staff confirm in the order points came. */
export async function listEntries(db: Tx, query: QueryOf<typeof contract.apartmentLottery.staffList>) {
  const { rows, count } = await repo.listByStatus(db, query.status, query.limit, query.offset);
  return { count, results: await presentForStaff(db, rows) };
}

/** `POST /v1/apartment-lottery/entries/{id}/review/`: only an AWAITING entry of a student still taking part. */
export async function reviewEntry(
  db: Tx,
  reviewerId: number,
  studentId: number,
  body: BodyOf<typeof contract.apartmentLottery.review>,
  now = new Date(),
) {
  const current = await repo.findEntry(db, studentId);
  if (!current) throw notFound('Этот ученик не вносил баллы.');
  if (!(await accepted(db, studentId))) throw notTakingPart();
  const row = await repo.review(db, studentId, {
    status: body.status,
    comment: body.comment ? body.comment : null,
    reviewerId,
    now,
  });
  if (!row) throw new AppError(409, 'not_awaiting', 'Баллы этого ученика сейчас не ждут проверки.', 'non_field_errors');
  const [presented] = await presentForStaff(db, [row]);
  return presented!;
}

export const saveDemoEntry = repo.upsertEntry;

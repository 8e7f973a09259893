import { SETTABLE_STATUSES, type SettableStatus, type UserStatuses } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { fieldError, notFound } from '../../plugins/errors.js';
import { findStudentProfile, updateStudentProfile } from '../users/users.service.js';
import { listStatuses, saveStatuses } from './profile.repo.js';
import { LEVEL_DROPPED, statusSources } from './status-sources.js';

/** A client's clock may be off; a time further ahead than this is a mistake, not a status. */
const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/** Spec 1 §3 statuses of one student. */
export async function readStatuses(db: Tx, userId: number): Promise<UserStatuses> {
  const [student, recorded] = await Promise.all([findStudentProfile(db, userId), listStatuses(db, userId)]);
  if (!student) throw notFound('Профиль ученика не найден.');
  const droppedAt = await statusSources.levelDroppedAt(db, userId, recorded);
  const viewedDrop = recorded.get('viewedDropLevel');
  return {
    viewedIndividualStudyModal: recorded.has('viewedIndividualStudyModal'),
    needOnboarding: !recorded.has('needOnboarding'),
    hasChosenGoals: student.hasChosenGoals,
    // Nothing to view until a drop happened; a drop after the last viewing shows the dialog again.
    viewedDropLevel: droppedAt === null || (viewedDrop !== undefined && viewedDrop >= droppedAt),
    isAvailableExamResults: await statusSources.isAvailableExamResults(db, userId),
  };
}

/** `PATCH /v2/students/statuses/`: each key holds the time it was set; hasChosenGoals also marks the profile. */
export async function setStatuses(
  ctx: AppContext,
  userId: number,
  patch: Partial<Record<SettableStatus, string>>,
  now = new Date(),
): Promise<UserStatuses> {
  const times: Record<string, Date> = {};
  for (const key of SETTABLE_STATUSES) {
    const value = patch[key];
    if (value === undefined) continue;
    const at = new Date(value);
    if (at.getTime() - now.getTime() > MAX_CLOCK_SKEW_MS) {
      throw fieldError(
        key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
        'Время из будущего.',
        'future_time',
      );
    }
    times[key] = at;
  }
  return ctx.db.transaction(async (tx) => {
    await saveStatuses(tx, userId, times);
    if (times.hasChosenGoals) await updateStudentProfile(tx, userId, { hasChosenGoals: true });
    return readStatuses(tx, userId);
  });
}

/** A loyalty level drop to show in the start-up dialog (spec 3 §4); the economy module calls this. */
export const recordLevelDrop = (db: Tx, userId: number, at = new Date()) =>
  saveStatuses(db, userId, { [LEVEL_DROPPED]: at });

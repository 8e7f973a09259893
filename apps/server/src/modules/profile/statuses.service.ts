import { SETTABLE_STATUSES, type SettableStatus, type UserStatuses } from '@school/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { fieldError, notFound } from '../../plugins/errors.js';
import { hasUnseenLevelDrop, markLevelDropSeen } from '../rewards/level-drop.service.js';
import { hasExamResults } from '../results/results.service.js';
import { findStudentProfile, studentTimeZone, updateStudentProfile } from '../users/users.service.js';
import { listStatuses, saveStatuses } from './profile.repo.js';

/** A client's clock may be off; a time further ahead than this is a mistake, not a status. */
const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/**
 * Spec 1 §3 statuses of one student. The level drop and the exam results are the reward
 * economy's (docs/rewards.md): viewedDropLevel is false while a drop waits for its answer.
 */
export async function readStatuses(ctx: AppContext, tx: Tx, userId: number): Promise<UserStatuses> {
  const student = await findStudentProfile(tx, userId);
  if (!student) throw notFound('Профиль ученика не найден.');
  const recorded = await listStatuses(tx, userId);
  const timeZone = await studentTimeZone(tx, userId, ctx.config.VARIANT);
  return {
    viewedIndividualStudyModal: recorded.has('viewedIndividualStudyModal'),
    needOnboarding: !recorded.has('needOnboarding'),
    hasChosenGoals: student.hasChosenGoals,
    viewedDropLevel: !(await hasUnseenLevelDrop(tx, userId, timeZone)),
    isAvailableExamResults: await hasExamResults(tx, userId),
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
    // 'Leave the level' (spec 3 §4): the drop stays, its dialog is not shown again.
    if (times.viewedDropLevel) await markLevelDropSeen(tx, userId, now);
    return readStatuses(ctx, tx, userId);
  });
}

import type { NextLevel } from '@school/contract';
import type { Tx } from '../../db/client.js';
import { generalError } from '../../plugins/errors.js';
import { zonedParts } from '../../lib/zoned-time.js';
import { findStudentProfile, lockStudentProfile } from '../users/users.service.js';
import { dropTarget, levelFor, nextLevelView } from './levels.js';
import * as levelsRepo from './levels.repo.js';
import * as repo from './rewards.repo.js';
import { adjustReward } from './rewards.service.js';

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-11` for the local month of an instant, and the month `back` months before it. */
export function monthKey(now: Date, timeZone: string, back = 0): string {
  const { year, month } = zonedParts(now, timeZone);
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/**
 * Spec 3 §4 item 4 (docs/rewards.md "Level drop"): a student who earned no experience during a
 * whole calendar month, nor in this one so far, loses one loyalty level at the first look in the
 * new month. Recorded once per month (the ledger key and the event's unique period say so).
 */
export async function detectLevelDrop(tx: Tx, studentId: number, timeZone: string, now = new Date()) {
  const period = monthKey(now, timeZone);
  const previous = monthKey(now, timeZone, 1);
  const key = `level-drop:${period}`;
  if (await repo.findEntry(tx, studentId, key)) return;
  const profile = await lockStudentProfile(tx, studentId);
  // Checked again under the lock: a concurrent first look may have recorded it meanwhile.
  if (!profile || (await repo.findEntry(tx, studentId, key))) return;
  // A student new last month has not had a whole month yet.
  if (!(await repo.hadRowsBefore(tx, studentId, previous, timeZone))) return;
  if (await repo.earnedExpIn(tx, studentId, [previous, period], timeZone)) return;
  const levels = await levelsRepo.listLevels(tx);
  const target = dropTarget(profile.exp, levels);
  if (target === null) return;
  const from = levelFor(profile.exp, levels);
  await adjustReward(tx, {
    studentId,
    currency: 'exp',
    amount: target - profile.exp,
    reason: 'level_drop',
    source: `month:${previous}`,
    idempotencyKey: key,
    at: now,
  });
  await levelsRepo.insertLevelEvent(tx, {
    studentId,
    kind: 'drop',
    fromLevel: from.level,
    toLevel: levelFor(target, levels).level,
    period,
    createdAt: now,
  });
}

/** For `GET /v2/students/statuses/` (viewedDropLevel is its negation): a drop not yet answered. */
export async function hasUnseenLevelDrop(tx: Tx, studentId: number, timeZone: string, now = new Date()) {
  await detectLevelDrop(tx, studentId, timeZone, now);
  const drop = await levelsRepo.latestDrop(tx, studentId);
  return Boolean(drop && drop.resolution === null);
}

/** 'Leave the level' (PATCH viewedDropLevel): the drop stays, the dialog is not shown again. */
export const markLevelDropSeen = (tx: Tx, studentId: number, now = new Date()) =>
  levelsRepo.resolveDrops(tx, studentId, 'left', now);

export async function studentNextLevel(tx: Tx, studentId: number): Promise<NextLevel> {
  const profile = await findStudentProfile(tx, studentId);
  return nextLevelView(profile?.exp ?? 0, await levelsRepo.listLevels(tx));
}

/**
 * `POST /v2/students/drop-level-progress/` ('start again', spec 3 §4 Level dialog): the lost level
 * back, its progress from zero — once per drop; a retry answers the same state and pays nothing.
 */
export async function restartDroppedLevel(tx: Tx, studentId: number, now = new Date()): Promise<NextLevel> {
  const profile = await lockStudentProfile(tx, studentId);
  const drop = await levelsRepo.latestDrop(tx, studentId);
  if (!profile || !drop || drop.resolution === 'left') {
    throw generalError('Нет понижения уровня, которое можно начать заново.', 'no_level_drop');
  }
  if (drop.resolution === null) {
    const levels = await levelsRepo.listLevels(tx);
    const start = levels.find((level) => level.level === drop.fromLevel)?.threshold ?? profile.exp;
    if (start > profile.exp) {
      await adjustReward(tx, {
        studentId,
        currency: 'exp',
        amount: start - profile.exp,
        reason: 'level_restart',
        source: `level-drop:${drop.id}`,
        idempotencyKey: `level-restart:${drop.id}`,
        at: now,
      });
    }
    await levelsRepo.resolveDrops(tx, studentId, 'restarted', now);
  }
  return studentNextLevel(tx, studentId);
}

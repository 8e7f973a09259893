import type { Tx } from '../../db/client.js';
import { setLevelTitle } from '../users/users.service.js';
import { levelFor } from './levels.js';
import * as repo from './levels.repo.js';
import type { RewardReason } from './reward-reasons.js';
import { notifyLevelUp } from '../notifications/producers/rewards.js';

/**
 * After an exp row: the profile's levelTitle is derived from the experience, and crossing a threshold
 * upwards is recorded as an `up` event and announced (level_up, docs/notifications.md). A restart
 * gives back a level the student had: no new level-up.
 */
export async function followExpChange(tx: Tx, studentId: number, before: number, after: number, reason: RewardReason) {
  const levels = await repo.listLevels(tx);
  if (levels.length === 0) return;
  const from = levelFor(before, levels);
  const to = levelFor(after, levels);
  await setLevelTitle(tx, studentId, to.title);
  if (to.level > from.level && reason !== 'level_restart') {
    const event = await repo.insertLevelEvent(tx, { studentId, kind: 'up', fromLevel: from.level, toLevel: to.level });
    await notifyLevelUp(tx, studentId, event, to.title);
  }
}

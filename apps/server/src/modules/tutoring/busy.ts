import type { Tx } from '../../db/client.js';
import * as repo from './tutoring.repo.js';
import { convertKey, utcWeekHour } from './week-time.js';

/**
 * The weekly hours a person's running REGULAR schedules take (as tutor or as student), in the
 * given zone. One-off lessons do not block a weekly hour: they clash only at their own instant,
 * which the booking checks against the lessons themselves.
 */
export async function weeklyBusy(
  db: Tx,
  userId: number,
  zone: string,
): Promise<{ key: number; scheduleId: number; otherId: number }[]> {
  const schedules = await repo.runningSchedulesOf(db, [userId]);
  return schedules
    .filter((schedule) => schedule.recurrence === 'REGULAR')
    .flatMap((schedule) =>
      schedule.slots.map((key) => ({
        key: schedule.timeZone === zone ? key : convertKey(key, schedule.timeZone, zone),
        scheduleId: schedule.id,
        otherId: schedule.tutorId === userId ? schedule.studentId : schedule.tutorId,
      })),
    );
}

/** Whether weekly hours (of `zone`) clash with the running REGULAR schedules of these people. */
export async function clashesWithRegular(db: Tx, userIds: number[], keys: number[], zone: string): Promise<boolean> {
  const wanted = new Set(keys.map((key) => utcWeekHour(key, zone)));
  const schedules = await repo.runningSchedulesOf(db, userIds);
  return schedules
    .filter((schedule) => schedule.recurrence === 'REGULAR')
    .some((schedule) => schedule.slots.some((key) => wanted.has(utcWeekHour(key, schedule.timeZone))));
}

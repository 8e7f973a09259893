import { zonedParts, zonedTime } from '../../lib/zoned-time.js';

/** Issue 14: no push or Telegram 22:00–08:00 in the student's zone, except a lesson starting now. */
export const QUIET_FROM_HOUR = 22;
export const QUIET_TO_HOUR = 8;

/** When quiet hours end if `at` falls in them (the next 08:00 in the zone), else null. */
export function quietHoursEnd(at: Date, timeZone: string): Date | null {
  const local = zonedParts(at, timeZone);
  if (local.hour >= QUIET_TO_HOUR && local.hour < QUIET_FROM_HOUR) return null;
  const dayShift = local.hour >= QUIET_FROM_HOUR ? 1 : 0;
  return zonedTime(timeZone, local.year, local.month, local.day + dayShift, QUIET_TO_HOUR);
}

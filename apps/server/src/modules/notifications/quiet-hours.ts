import { dateTimeFormat } from '@school/contract';

/** Issue 14: no push or Telegram 22:00–08:00 in the student's zone, except a lesson starting now. */
export const QUIET_FROM_HOUR = 22;
export const QUIET_TO_HOUR = 8;

function localParts(at: Date, timeZone: string) {
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The zone's offset from UTC at `at`, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at.getTime() / 1000) * 1000;
}

/** When quiet hours end if `at` falls in them (the next 08:00 in the zone), else null. */
export function quietHoursEnd(at: Date, timeZone: string): Date | null {
  const local = localParts(at, timeZone);
  if (local.hour >= QUIET_TO_HOUR && local.hour < QUIET_FROM_HOUR) return null;
  const dayShift = local.hour >= QUIET_FROM_HOUR ? 1 : 0;
  const wallClock = Date.UTC(local.year, local.month - 1, local.day + dayShift, QUIET_TO_HOUR);
  // The wall-clock 08:00 read as UTC, moved by the zone's offset at that moment.
  return new Date(wallClock - offsetMs(new Date(wallClock), timeZone));
}

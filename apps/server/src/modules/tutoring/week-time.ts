import { type Recurrence, type WeeklySlot } from '@school/contract';
import { zonedParts, zonedTime } from '../../lib/zoned-time.js';
import { RRule, RRuleSet, rrulestr } from './rrule.js';

/**
 * Weekly slots to instants and back (docs/tutor-and-manager.md "Slots, schedules and bookings").
 * A slot is stored as `weekday * 100 + hour` in its owner's zone. Occurrences come from `rrule`,
 * computed in "floating" time (the zone's wall clock written as UTC, as rrule advises) and then
 * placed in the zone.
 */

const HOUR = 60 * 60 * 1000;
export const LESSON_MS = HOUR;

export const toKey = (slot: WeeklySlot) => slot.weekday * 100 + slot.hour;
export const fromKey = (key: number): WeeklySlot => ({ weekday: Math.floor(key / 100), hour: key % 100 });

const RRULE_DAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];

/** The zone's wall clock of an instant, written as a UTC date (rrule's floating time). */
function floating(instant: Date, timeZone: string): Date {
  const p = zonedParts(instant, timeZone);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}

/** A floating date placed back in the zone. */
const placed = (wall: Date, timeZone: string) =>
  zonedTime(timeZone, wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate(), wall.getUTCHours());

export interface Occurrences {
  /** RFC 5545 text of the rule set (one RRULE per weekly hour), kept on the schedule. */
  rrule: string;
  /** Lesson starts between the first possible moment and `until`, in order. */
  starts: Date[];
}

/**
 * The lessons a booking makes: for each weekly hour, the next one after `max(startDate, now)`
 * (ONCE), or every week from then up to `until` (REGULAR; the rule itself is open-ended).
 */
export function occurrences(options: {
  slots: readonly number[];
  timeZone: string;
  recurrence: Recurrence;
  /** YYYY-MM-DD in the zone. */
  startDate: string;
  now: Date;
  until: Date;
}): Occurrences {
  const { timeZone } = options;
  const [year, month, day] = options.startDate.split('-').map(Number) as [number, number, number];
  const dayStart = new Date(Date.UTC(year, month - 1, day));
  const nowWall = floating(options.now, timeZone);
  const dtstart = new Date(Math.max(dayStart.getTime(), nowWall.getTime()));
  dtstart.setUTCMilliseconds(0);
  const set = new RRuleSet();
  for (const key of options.slots) {
    const { weekday, hour } = fromKey(key);
    set.rrule(
      new RRule({
        freq: RRule.WEEKLY,
        dtstart,
        byweekday: [RRULE_DAYS[weekday - 1]!],
        byhour: [hour],
        byminute: [0],
        bysecond: [0],
        ...(options.recurrence === 'ONCE' && { count: 1 }),
      }),
    );
  }
  const untilWall = floating(options.until, timeZone);
  const walls = options.recurrence === 'ONCE' ? set.all() : set.between(dtstart, untilWall, true);
  const starts = walls
    .filter((wall) => wall.getTime() > nowWall.getTime())
    .map((wall) => placed(wall, timeZone))
    .sort((a, b) => a.getTime() - b.getTime());
  return { rrule: set.toString(), starts };
}

/** The lessons of a stored REGULAR rule set between two instants (topping up the horizon). */
export function occurrencesBetween(rrule: string, timeZone: string, after: Date, until: Date): Date[] {
  const set = rrulestr(rrule, { forceset: true });
  return set.between(floating(after, timeZone), floating(until, timeZone), false).map((wall) => placed(wall, timeZone));
}

// A Monday without daylight saving anywhere in the tutors' zones: weekly hours are compared on it.
const REFERENCE = { year: 2025, month: 1, day: 6 };

/** The instant of a weekly slot in the reference week. */
export function referenceInstant(key: number, timeZone: string): Date {
  const { weekday, hour } = fromKey(key);
  return zonedTime(timeZone, REFERENCE.year, REFERENCE.month, REFERENCE.day + weekday - 1, hour);
}

/** The hour of the week (0…167, from Monday 00:00 UTC) a slot of this zone falls on. */
export function utcWeekHour(key: number, timeZone: string): number {
  const monday = Date.UTC(REFERENCE.year, REFERENCE.month - 1, REFERENCE.day);
  const hours = Math.round((referenceInstant(key, timeZone).getTime() - monday) / HOUR);
  return ((hours % 168) + 168) % 168;
}

/** The same hour of the week seen from another zone. */
export function convertKey(key: number, fromZone: string, toZone: string): number {
  const week = utcWeekHour(key, fromZone);
  const monday = Date.UTC(REFERENCE.year, REFERENCE.month - 1, REFERENCE.day);
  const p = zonedParts(new Date(monday + week * HOUR), toZone);
  const weekday = ((p.day - REFERENCE.day + 7) % 7) + 1;
  return weekday * 100 + p.hour;
}

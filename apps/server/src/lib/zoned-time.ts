/**
 * Calendar arithmetic in the deployment's time zone (spec 1 §9: Moscow, Almaty in KZ) with the
 * platform's Intl data: days of the schedule and of "today" are days there, not in UTC.
 */

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock reading straight from Intl (slow: the schedule formats every item). */
function intlParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Milliseconds the zone is ahead of UTC at that instant, from Intl. */
function intlOffset(instant: number, timeZone: string): number {
  const p = intlParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (instant - (instant % 1000));
}

const BUCKET_MS = 15 * 60 * 1000;
const offsets = new Map<string, number>();

/**
 * The zone's offset at an instant, remembered per quarter hour (zone offsets change at most at
 * such moments today); a quarter hour in which the offset changes is always asked of Intl.
 */
function offsetAt(instant: number, timeZone: string): number {
  const bucket = Math.floor(instant / BUCKET_MS);
  const key = `${timeZone}|${bucket}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const first = intlOffset(bucket * BUCKET_MS, timeZone);
  if (first !== intlOffset((bucket + 1) * BUCKET_MS - 1000, timeZone)) return intlOffset(instant, timeZone);
  if (offsets.size > 100_000) offsets.clear();
  offsets.set(key, first);
  return first;
}

/** The wall-clock reading of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const wall = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The calendar date an instant falls on in a zone, `2026-11-26` (PostgreSQL's `date`). */
export function zonedDate(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/**
 * The instant a wall-clock time happens in the zone. Fields may overflow (day 32, month 13) as
 * in Date.UTC, which is how "the first day of the next month" is asked for.
 */
export function zonedTime(timeZone: string, year: number, month: number, day = 1, hour = 0, minute = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wall - offsetAt(wall, timeZone);
  // Once more at the found instant: the offset may differ across a DST change.
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** The day (in the zone) an instant falls on, as [start, end) instants. */
export function zonedDay(instant: Date, timeZone: string): { start: Date; end: Date } {
  const { year, month, day } = zonedParts(instant, timeZone);
  return { start: zonedTime(timeZone, year, month, day), end: zonedTime(timeZone, year, month, day + 1) };
}

/** A calendar month (in the zone) as [start, end) instants; month is 1-12. */
export function zonedMonth(year: number, month: number, timeZone: string): { start: Date; end: Date } {
  return { start: zonedTime(timeZone, year, month), end: zonedTime(timeZone, year, month + 1) };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** DD.MM.YYYY in the zone (spec 2 §3 timetable day). */
export function formatZonedDay(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.day)}.${pad(p.month)}.${p.year}`;
}

/** HH:mm in the zone. */
export function formatZonedTime(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

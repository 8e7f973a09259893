import { z } from 'zod';
import { TIMETABLE_TYPES } from '@school/contract';
import { dayKey, daysInMonth, partsOf, RANGES, yearMonthOf, type DayKey, type Range } from './calendar';

export type TimetableType = (typeof TIMETABLE_TYPES)[number];

/** What the URL may carry (spec 2 §2: month, year and type live in the query; day for week and day). */
export const ScheduleSearchSchema = z.object({
  year: z.coerce.number().int().min(2015).max(2100).optional().catch(undefined),
  month: z.coerce.number().int().min(1).max(12).optional().catch(undefined),
  day: z.coerce.number().int().min(1).max(31).optional().catch(undefined),
  type: z.enum(TIMETABLE_TYPES).optional().catch(undefined),
});
export type ScheduleSearch = z.infer<typeof ScheduleSearchSchema>;

/** What the page shows: a range around an anchor day, of lessons or of homework. */
export interface ScheduleView {
  range: Range;
  type: TimetableType;
  anchor: DayKey;
}

/** The route's splat ('week', 'day/', ...): its first segment when it names a range, else month. */
export function rangeFromSplat(splat: unknown): Range {
  const first = typeof splat === 'string' ? splat.split('/')[0] : undefined;
  return (RANGES as readonly string[]).includes(first ?? '') ? (first as Range) : 'month';
}

/**
 * The view from the URL with defaults: the current month and year in the deployment zone and
 * lessons. The day is today within the current month, else the 1st; a day past the month's end
 * (31 in February) is clamped to its last day.
 */
export function resolveView(range: Range, raw: unknown, today: DayKey): ScheduleView {
  const search = ScheduleSearchSchema.safeParse(raw ?? {});
  const { year: rawYear, month: rawMonth, day: rawDay, type } = search.success ? search.data : {};
  const now = partsOf(today);
  const year = rawYear ?? now.year;
  const month = rawMonth ?? now.month;
  const isCurrent = year === now.year && month === now.month;
  const day = Math.min(rawDay ?? (isCurrent ? now.day : 1), daysInMonth({ year, month }));
  return { range, type: type ?? 'lesson', anchor: dayKey(year, month, day) };
}

/** The query a view writes: year and month always, the day only where the range needs it. */
export function toSearch({ range, type, anchor }: ScheduleView): ScheduleSearch {
  const { year, month } = yearMonthOf(anchor);
  return range === 'month' ? { year, month, type } : { year, month, day: partsOf(anchor).day, type };
}

import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { TimetableDay } from '@school/contract';

dayjs.extend(utc);
dayjs.extend(timezone);

export const RANGES = ['month', 'week', 'day'] as const;
export type Range = (typeof RANGES)[number];

/** A calendar month; `month` counts from 1. */
export interface YearMonth {
  year: number;
  month: number;
}

/**
 * A day of the calendar as 'YYYY-MM-DD': a date without a time of day. Arithmetic on it runs in
 * UTC, so no daylight-saving shift of the browser's own zone can skip or repeat a day; only
 * "today" depends on a zone, the deployment's (spec 1 §9).
 */
export type DayKey = string;

export type TimetableItem = TimetableDay['items'][number];

const DAYS_IN_WEEK = 7;
/** Spec 2 §2 month sheet: always six weeks, so the grid keeps its height from month to month. */
const GRID_WEEKS = 6;

const at = (key: DayKey) => dayjs.utc(key);
const keyOf = (date: dayjs.Dayjs): DayKey => date.format('YYYY-MM-DD');
const pad = (value: number) => String(value).padStart(2, '0');

export const dayKey = (year: number, month: number, day: number): DayKey => `${year}-${pad(month)}-${pad(day)}`;

export function partsOf(key: DayKey): { year: number; month: number; day: number } {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export const yearMonthOf = (key: DayKey): YearMonth => {
  const { year, month } = partsOf(key);
  return { year, month };
};

/** Today in the given zone (the deployment's: Moscow, Almaty in KZ; spec 1 §9). */
export const todayIn = (timeZone: string, now: Date = new Date()): DayKey =>
  dayjs(now).tz(timeZone).format('YYYY-MM-DD');

export const addDays = (key: DayKey, days: number): DayKey => keyOf(at(key).add(days, 'day'));

/** Adds months keeping the day, clamped to the new month's length (31 January + 1 -> 28/29 February). */
export const addMonths = (key: DayKey, months: number): DayKey => keyOf(at(key).add(months, 'month'));

export const daysInMonth = ({ year, month }: YearMonth): number => at(dayKey(year, month, 1)).daysInMonth();

/** 0 for Monday ... 6 for Sunday: the week starts on Monday (spec 1 §9). */
export const weekdayIndex = (key: DayKey): number => (at(key).day() + 6) % DAYS_IN_WEEK;

export const weekStart = (key: DayKey): DayKey => addDays(key, -weekdayIndex(key));

/** Monday to Sunday of the week holding `key`. */
export const weekOf = (key: DayKey): DayKey[] => {
  const monday = weekStart(key);
  return Array.from({ length: DAYS_IN_WEEK }, (_, index) => addDays(monday, index));
};

/** The month sheet: six Monday-first weeks from the week holding the 1st, with neighbours' days. */
export function monthGrid({ year, month }: YearMonth): DayKey[][] {
  const first = weekStart(dayKey(year, month, 1));
  return Array.from({ length: GRID_WEEKS }, (_, week) =>
    Array.from({ length: DAYS_IN_WEEK }, (_, day) => addDays(first, week * DAYS_IN_WEEK + day)),
  );
}

export const inMonth = (key: DayKey, { year, month }: YearMonth): boolean => {
  const parts = partsOf(key);
  return parts.year === year && parts.month === month;
};

/** The months whose timetable a week needs: one, or two when the week crosses a month's end. */
export function monthsOfWeek(key: DayKey): YearMonth[] {
  const days = weekOf(key);
  const first = yearMonthOf(days[0]!);
  const last = yearMonthOf(days[DAYS_IN_WEEK - 1]!);
  return first.month === last.month && first.year === last.year ? [first] : [first, last];
}

/** The months to fetch for a range shown around `anchor`. */
export const monthsOfRange = (range: Range, anchor: DayKey): YearMonth[] =>
  range === 'week' ? monthsOfWeek(anchor) : [yearMonthOf(anchor)];

/** The days a range shows: a month's own days, a week, or the one day. */
export function daysOfRange(range: Range, anchor: DayKey): DayKey[] {
  if (range === 'day') return [anchor];
  if (range === 'week') return weekOf(anchor);
  const month = yearMonthOf(anchor);
  return Array.from({ length: daysInMonth(month) }, (_, index) => dayKey(month.year, month.month, index + 1));
}

/** Previous (-1) or next (+1) period: a month, a week or a day. */
export function shiftAnchor(range: Range, anchor: DayKey, step: 1 | -1): DayKey {
  if (range === 'month') return addMonths(anchor, step);
  return addDays(anchor, step * (range === 'week' ? DAYS_IN_WEEK : 1));
}

/** The timetable's 'DD.MM.YYYY' day (spec 2 §2) as a day key; null when it is no real date. */
export function parseTimetableDay(value: string): DayKey | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!match) return null;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth({ year, month })) return null;
  return dayKey(year, month, day);
}

/** Items of every answered day (one or two months) by day, each day's items in time order. */
export function groupByDay(days: readonly TimetableDay[]): Map<DayKey, TimetableItem[]> {
  const byDay = new Map<DayKey, TimetableItem[]>();
  for (const entry of days) {
    const key = parseTimetableDay(entry.day);
    if (!key) continue;
    byDay.set(key, [...(byDay.get(key) ?? []), ...entry.items]);
  }
  for (const items of byDay.values()) items.sort((a, b) => a.time.localeCompare(b.time));
  return byDay;
}

/** A day key as a JavaScript date at noon UTC, for Intl formatting with timeZone 'UTC'. */
export const dateOf = (key: DayKey): Date => {
  const { year, month, day } = partsOf(key);
  return new Date(Date.UTC(year, month - 1, day, 12));
};

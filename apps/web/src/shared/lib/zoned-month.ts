import { dateTimeFormat } from '@school/contract';

/** A calendar month: `month` 1..12. */
export interface YearMonth {
  year: number;
  month: number;
}

const yearMonthFormat = (timeZone: string) => dateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' });

/** The year and month it is now in a time zone (spec 2 §1: the deployment's, not the browser's). */
export function currentYearMonth(timeZone: string, now: Date = new Date()): YearMonth {
  const parts = yearMonthFormat(timeZone).formatToParts(now);
  const part = (type: 'year' | 'month') => Number(parts.find((item) => item.type === type)?.value);
  return { year: part('year'), month: part('month') };
}

/** The month `delta` months away (negative goes back). */
export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** How many months `to` is after `from` (negative when before). */
export function monthsBetween(from: YearMonth, to: YearMonth): number {
  return to.year * 12 + to.month - (from.year * 12 + from.month);
}

/** The month's first day as the API writes it: YYYY-MM-01. */
export function firstDayIso({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** The month's name in a language, standalone and capitalised ('Январь', not 'января'). */
export function monthName(month: number, language: string): string {
  const name = dateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 15)),
  );
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** A date or timestamp as a day ('5 марта 2025 г.') in the deployment's time zone (spec 2 §1). */
export function formatZonedDay(value: string, language: string, timeZone: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date);
}

import { addDays, dateOf, partsOf, weekStart, type DayKey, type Range } from './calendar';
import { dateTimeFormat } from '@school/contract';

/** Calendar days are formatted as UTC noon in UTC: the day never moves whatever the browser's zone. */
const format = (language: string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(language, { ...options, timeZone: 'UTC' });

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** 'Ноябрь 2026' */
export function monthTitle(key: DayKey, language: string): string {
  return `${capitalize(format(language, { month: 'long' }).format(dateOf(key)))} ${partsOf(key).year}`;
}

/** '16–22 ноября', '30 ноября – 6 декабря', with the years when the week crosses the new year. */
export function weekTitle(key: DayKey, language: string): string {
  const monday = weekStart(key);
  const sunday = addDays(monday, 6);
  const crossesYear = partsOf(monday).year !== partsOf(sunday).year;
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'long',
    ...(crossesYear && { year: 'numeric' }),
  };
  return format(language, options).formatRange(dateOf(monday), dateOf(sunday));
}

/** 'суббота, 21 ноября' */
export function dayTitle(key: DayKey, language: string): string {
  return format(language, { weekday: 'long', day: 'numeric', month: 'long' }).format(dateOf(key));
}

/** The toolbar's title of the shown period. */
export function periodTitle(range: Range, anchor: DayKey, language: string): string {
  if (range === 'week') return weekTitle(anchor, language);
  if (range === 'day') return dayTitle(anchor, language);
  return monthTitle(anchor, language);
}

/** 'пн' ... 'вс', Monday first (spec 1 §9). */
export function weekdayNames(language: string, width: 'short' | 'long' = 'short'): string[] {
  const monday = '2024-01-01'; // a Monday
  return Array.from({ length: 7 }, (_, index) =>
    format(language, { weekday: width }).format(dateOf(addDays(monday, index))),
  );
}

/** 'пн, 16 ноября' for a day of the agenda and the week columns. */
export function shortDayTitle(key: DayKey, language: string): string {
  return format(language, { weekday: 'short', day: 'numeric', month: 'long' }).format(dateOf(key));
}

/** '18:00 МСК' in the RU variant, plain '18:00' where the zone has no label (spec 1 §9). */
export const timeLabel = (time: string, zoneLabel: string | null): string =>
  zoneLabel ? `${time} ${zoneLabel}` : time;

import { dateTimeFormat } from '@school/contract';

/** Where and how times are shown: the deployment's time zone and its label (spec 1 §9, spec 2 §1). */
export interface TimeSettings {
  locale: string;
  timeZone: string;
  /** 'МСК' in the RU variant; none elsewhere. */
  timeZoneLabel: string | null;
}

export type DayWord = 'today' | 'tomorrow' | 'yesterday';

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function dayInZone(date: Date, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

const DAY_MS = 86_400_000;

/** Today, tomorrow or yesterday in the deployment's time zone, else null. */
export function dayWord(start: Date, now: Date, timeZone: string): DayWord | null {
  const day = dayInZone(start, timeZone);
  if (day === dayInZone(now, timeZone)) return 'today';
  if (day === dayInZone(new Date(now.getTime() + DAY_MS), timeZone)) return 'tomorrow';
  if (day === dayInZone(new Date(now.getTime() - DAY_MS), timeZone)) return 'yesterday';
  return null;
}

/** "18:00 МСК" — the time of day in the deployment's zone with its label. */
export function formatTime(start: Date, settings: TimeSettings): string {
  const time = dateTimeFormat(settings.locale, {
    timeZone: settings.timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(start);
  return settings.timeZoneLabel ? `${time} ${settings.timeZoneLabel}` : time;
}

/** "12 марта" (the year only when it is not the current one), in the deployment's zone. */
export function formatDay(start: Date, now: Date, settings: TimeSettings): string {
  const sameYear = dayInZone(start, settings.timeZone).slice(0, 4) === dayInZone(now, settings.timeZone).slice(0, 4);
  return dateTimeFormat(settings.locale, {
    timeZone: settings.timeZone,
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(start);
}

/** Whole hours and minutes of a video length, rounded to the minute, at least one minute. */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(1, Math.round(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

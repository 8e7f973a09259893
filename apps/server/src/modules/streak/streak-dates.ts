import { zonedDate } from '../../lib/zoned-time.js';

/** A calendar date as `YYYY-MM-DD` (PostgreSQL's `date`). */
export type IsoDate = string;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The calendar date an instant falls on in a zone: the streak's day (docs/streak.md "Time zones"). */
export const localDate = zonedDate;

const toUtc = (date: IsoDate) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: IsoDate, days: number): IsoDate => fromUtc(toUtc(date) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** The seven dates of the week holding `date`, Monday first (spec 1 §2). */
export function weekOf(date: IsoDate): IsoDate[] {
  const weekday = (new Date(toUtc(date)).getUTCDay() + 6) % 7;
  const monday = addDays(date, -weekday);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

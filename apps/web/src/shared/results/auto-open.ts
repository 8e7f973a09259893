import { dateTimeFormat } from '@school/contract';

const KEY = 'results-auto-opened';

/** The calendar day in the deployment's time zone, `2026-11-26` (en-CA writes ISO dates). */
export const calendarDay = (timeZone: string, now = new Date()): string =>
  dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const keyOf = (userId: number) => `${KEY}:${userId}`;

/** Spec 3 §4 Results: at most once per calendar day, per student on this browser. */
export const openedToday = (userId: number, day: string): boolean => localStorage.getItem(keyOf(userId)) === day;

export const markOpened = (userId: number, day: string): void => localStorage.setItem(keyOf(userId), day);

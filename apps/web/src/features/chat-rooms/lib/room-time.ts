import { dateTimeFormat } from '@school/contract';

const DAY = 24 * 60 * 60 * 1000;

/** A message's time: hours and minutes today, the date before that. */
export function messageTime(sentAt: number, language: string, now = Date.now()): string {
  const sameDay = new Date(sentAt).toDateString() === new Date(now).toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: '2-digit', minute: '2-digit' }
    : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
  return dateTimeFormat(language, options).format(new Date(sentAt));
}

/** A room's access end as a date (spec 3 §3 expireAt). */
export const expiryDate = (expireAt: number, language: string) =>
  dateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(expireAt));

/** Whether the list item should warn that access ends soon (within a week). */
export const endsSoon = (expireAt: number, now = Date.now()) => expireAt > now && expireAt - now < 7 * DAY;

import { prorate } from '@school/contract';

/**
 * The arithmetic of a subscription upgrade (docs/subscriptions.md), pure: the price difference of
 * the rate plans for the days left of the period, in the student's favour — a started day is not
 * counted and the amount is rounded down (money.ts `prorate`).
 */

const DAY = 24 * 60 * 60 * 1000;

/** Whole days from `now` until `until`; a day already started is the student's. */
export function wholeDaysLeft(until: Date, now: Date): number {
  return Math.max(0, Math.floor((until.getTime() - now.getTime()) / DAY));
}

/** Days of a product's period, its first and last day (YYYY-MM-DD) included; at least one. */
export function periodDays(startDate: string, endDate: string): number {
  const days = Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY) + 1;
  return Number.isFinite(days) ? Math.max(1, days) : 1;
}

/**
 * What an upgrade costs now: (new price − current price) × days left / days of the period,
 * rounded down; never below 0. More days left than the period (the next period is already paid)
 * charges the difference for those days too.
 */
export function upgradePrice(terms: { fromPrice: number; toPrice: number; daysLeft: number; periodDays: number }) {
  return prorate(Math.max(0, terms.toPrice - terms.fromPrice), terms.daysLeft, terms.periodDays);
}

import { numberFormat } from './intl.js';

/**
 * Money is integer minor units (kopecks, tiyns) everywhere: the server computes every
 * amount and the client only formats. The one rounding rule lives here.
 */

/** A percent of an amount, rounded half up to the minor unit. */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent + 50) / 100);
}

/**
 * `part / whole` of an amount, rounded down to the minor unit: what a customer pays for a part of
 * a period is never more than its exact share (docs/subscriptions.md, an upgrade's price).
 */
export function prorate(amount: number, part: number, whole: number): number {
  if (![amount, part, whole].every(Number.isSafeInteger)) throw new RangeError('prorate takes whole numbers');
  if (whole <= 0 || part <= 0 || amount <= 0) return 0;
  // BigInt: amount × part may pass 2^53 for large sums.
  return Number((BigInt(amount) * BigInt(part)) / BigInt(whole));
}

/** Spec 2 §1: locale ru-RU, at most 2 fraction digits, RUB by default. */
export function formatMoney(minor: number, currency = 'RUB', locale = 'ru-RU'): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    // ₸ rather than 'KZT' in the KZ variant.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}

import type { Variant } from '@school/contract';
import { appSettings } from '../modules/settings/variant.js';

/**
 * The demo catalogue is written in roubles (minor units). A deployment in another currency gets
 * its prices in amounts of that currency (issue 8: tenge amounts in KZ, not rouble figures with a
 * ₸), at a round demo rate and rounded to 100 of the currency, as a price list would be.
 */
const DEMO_RATES: Record<string, number> = { RUB: 1, KZT: 5 };
const ROUND_TO = 100 * 100;

let rate = 1;

/** Set before the demo seeds run, from the deployment's variant. */
export function setDemoCurrency(variant: Variant): void {
  rate = DEMO_RATES[appSettings(variant).currency] ?? 1;
}

/** A demo price given in kopecks, in the deployment's currency (minor units). */
export function demoPrice(kopecks: number): number {
  if (rate === 1) return kopecks;
  return Math.round((kopecks * rate) / ROUND_TO) * ROUND_TO;
}

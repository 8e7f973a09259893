import { MARKETING_PARAMS, type MarketingParams } from '@school/contract';
import { ARRIVAL_KEY } from './arrival';

/** Spec 1 §9: persisted state lives in local storage. */
export const MARKETING_PARAMS_KEY = 'marketing.params';

/**
 * Spec 1 §3: the marketing params a visitor arrives with are stored. An arrival carrying any of
 * them replaces the stored set (a new campaign's link is the one that brought the visitor); one
 * carrying none keeps it.
 */
export function captureMarketingParams(search: string = window.location.search, storage: Storage = localStorage): void {
  const query = new URLSearchParams(search);
  const found: MarketingParams = {};
  for (const name of MARKETING_PARAMS) {
    const value = query.get(name)?.trim();
    if (value) found[name] = value;
  }
  if (!Object.keys(found).length) return;
  try {
    storage.setItem(MARKETING_PARAMS_KEY, JSON.stringify(found));
  } catch (error) {
    console.warn('[marketing] could not store the params', error);
  }
}

export function storedMarketingParams(storage: Storage = localStorage): MarketingParams {
  try {
    const value: unknown = JSON.parse(storage.getItem(MARKETING_PARAMS_KEY) ?? '{}');
    if (!value || typeof value !== 'object') return {};
    const stored = value as Record<string, unknown>;
    return Object.fromEntries(
      MARKETING_PARAMS.filter((name) => typeof stored[name] === 'string').map((name) => [name, stored[name]]),
    ) as MarketingParams;
  } catch {
    return {};
  }
}

/** The deferred half of the arrival (arrival.ts): its params stored, the kept query dropped. */
export function storeArrivalParams(storage: Storage = localStorage): void {
  const arrival = storage.getItem(ARRIVAL_KEY);
  if (arrival === null) return;
  captureMarketingParams(arrival, storage);
  storage.removeItem(ARRIVAL_KEY);
}

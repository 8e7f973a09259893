import { camelKeys, type CpaMarkers } from '@school/contract';
import { contract } from '../api/contract';
import { call } from '../api/client';
import { storedMarketingParams } from './marketing-params';

/** Spec 3 §7: the utm_source last sent is stored locally. */
export const LAST_SENT_SOURCE_KEY = 'marketing.cpa-last-source';

/**
 * Spec 3 §7: sends the stored params as CPA markers, only with flag site-4153 on, only when
 * utm_source is present and differs from the last one sent. A failure only warns and is tried again
 * on a later start.
 */
export async function sendCpaMarkers(flagOn: boolean, storage: Storage = localStorage): Promise<boolean> {
  if (!flagOn) return false;
  const params = storedMarketingParams(storage);
  const source = params.utm_source;
  if (!source || source === storage.getItem(LAST_SENT_SOURCE_KEY)) return false;
  try {
    await call(contract.cpa.markers, { body: camelKeys(params) as CpaMarkers });
    storage.setItem(LAST_SENT_SOURCE_KEY, source);
    return true;
  } catch (error) {
    console.warn('[marketing] CPA markers were not sent', error);
    return false;
  }
}

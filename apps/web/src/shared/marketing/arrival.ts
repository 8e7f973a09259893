/** Where the arrival's query waits for the deferred chunk, which stores its marketing params. */
export const ARRIVAL_KEY = 'marketing.arrival';

/**
 * Spec 1 §3: the params are stored on arrival. The first page may be left at once (a guest is sent
 * on to the sign-in page), so a query that may carry them is kept now, as it is; the deferred chunk
 * reads the params out of it (marketing-params.ts), keeping the first visit's code this small.
 */
export function keepArrival(search: string = window.location.search): void {
  if (!/[?&](utm_|cl_uid|admitad_uid|advcake_params|cpa_expiration_date)/.test(search)) return;
  try {
    localStorage.setItem(ARRIVAL_KEY, search);
  } catch {
    // Storage refused (a private window's quota): the params are not stored, as without storage.
  }
}

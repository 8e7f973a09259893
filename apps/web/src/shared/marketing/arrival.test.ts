import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ARRIVAL_KEY, keepArrival } from './arrival';
import { storedMarketingParams, storeArrivalParams } from './marketing-params';

describe('the arrival (spec 1 §3: params stored on arrival)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a query that may carry marketing params at once, for the deferred chunk to store', () => {
    keepArrival('?redirect=%2Fhome&admitad_uid=a1');
    expect(localStorage.getItem(ARRIVAL_KEY)).toBe('?redirect=%2Fhome&admitad_uid=a1');
    // The next page of the same visit (the sign-in page) carries none: the kept query stays.
    keepArrival('?client_id=web');
    storeArrivalParams();
    expect(storedMarketingParams()).toEqual({ admitad_uid: 'a1' });
    expect(localStorage.getItem(ARRIVAL_KEY)).toBeNull();
  });

  it('keeps nothing for a query without them, and survives refused storage', () => {
    keepArrival('?page=2');
    expect(localStorage.getItem(ARRIVAL_KEY)).toBeNull();
    storeArrivalParams();
    expect(storedMarketingParams()).toEqual({});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => keepArrival('?utm_source=vk')).not.toThrow();
    vi.restoreAllMocks();
  });
});

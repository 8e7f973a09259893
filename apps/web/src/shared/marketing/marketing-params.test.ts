import { beforeEach, describe, expect, it } from 'vitest';
import { captureMarketingParams, MARKETING_PARAMS_KEY, storedMarketingParams } from './marketing-params';

const ALL =
  '?utm_source=admitad&utm_medium=cpa&utm_campaign=spring&utm_term=ege&utm_content=b1' +
  '&cl_uid=c1&admitad_uid=a1&advcake_params=x%3D1&cpa_expiration_date=2026-12-31&other=1';

describe('marketing params on arrival (spec 1 §3)', () => {
  beforeEach(() => localStorage.clear());

  it('stores every param of spec 1 §3 from the URL, and nothing else', () => {
    captureMarketingParams(ALL);
    expect(storedMarketingParams()).toEqual({
      utm_source: 'admitad',
      utm_medium: 'cpa',
      utm_campaign: 'spring',
      utm_term: 'ege',
      utm_content: 'b1',
      cl_uid: 'c1',
      admitad_uid: 'a1',
      advcake_params: 'x=1',
      cpa_expiration_date: '2026-12-31',
    });
  });

  it('an arrival with params replaces the stored set; one without keeps it', () => {
    captureMarketingParams(ALL);
    captureMarketingParams('?page=2');
    expect(storedMarketingParams().utm_source).toBe('admitad');
    captureMarketingParams('?utm_source=vk&utm_content=');
    expect(storedMarketingParams()).toEqual({ utm_source: 'vk' });
  });

  it('reads garbage in storage as nothing stored', () => {
    localStorage.setItem(MARKETING_PARAMS_KEY, '{not json');
    expect(storedMarketingParams()).toEqual({});
    localStorage.setItem(MARKETING_PARAMS_KEY, JSON.stringify({ utm_source: 5, utm_medium: 'cpa', x: 'y' }));
    expect(storedMarketingParams()).toEqual({ utm_medium: 'cpa' });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../session/token-store';
import { LAST_SENT_SOURCE_KEY, sendCpaMarkers } from './cpa-markers';
import { captureMarketingParams } from './marketing-params';

function server(status = 201) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(status === 201 ? '{}' : '{"type":"server_error","errors":[]}', { status })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('CPA markers (spec 3 §7)', () => {
  beforeEach(() => {
    localStorage.clear();
    tokenStore.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the stored params to /v2/cpa/markers/ and remembers the utm_source sent', async () => {
    const fetchMock = server();
    captureMarketingParams('?utm_source=admitad&utm_medium=cpa&admitad_uid=a1');
    expect(await sendCpaMarkers(true)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v2/cpa/markers/');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ utm_source: 'admitad', utm_medium: 'cpa', admitad_uid: 'a1' });
    expect(localStorage.getItem(LAST_SENT_SOURCE_KEY)).toBe('admitad');
  });

  it('only with flag site-4153 on', async () => {
    const fetchMock = server();
    captureMarketingParams('?utm_source=admitad');
    expect(await sendCpaMarkers(false)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('only when utm_source is present', async () => {
    const fetchMock = server();
    captureMarketingParams('?utm_medium=cpa&cl_uid=c1');
    expect(await sendCpaMarkers(true)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('only when utm_source differs from the last one sent', async () => {
    const fetchMock = server();
    captureMarketingParams('?utm_source=admitad&utm_campaign=one');
    await sendCpaMarkers(true);
    captureMarketingParams('?utm_source=admitad&utm_campaign=two');
    expect(await sendCpaMarkers(true)).toBe(false);
    captureMarketingParams('?utm_source=vk');
    expect(await sendCpaMarkers(true)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a refused request only warns and is not remembered, so a later start tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server(500);
    captureMarketingParams('?utm_source=admitad');
    expect(await sendCpaMarkers(true)).toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(localStorage.getItem(LAST_SENT_SOURCE_KEY)).toBeNull();
    server();
    expect(await sendCpaMarkers(true)).toBe(true);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFlags } from '../flags/flags-client';
import { FLAG_SITE_4153 } from '../flags/flag-names';
import { serveFlags } from '../flags/test-flags';
import { sendCpaMarkers } from './cpa-markers';
import { sendFlaggedCpaMarkers } from './send-flagged-markers';

vi.mock('../analytics/analytics', () => ({
  analytics: { track: vi.fn(async () => undefined) },
  analyticsStarted: () => Promise.resolve(),
}));
vi.mock('./cpa-markers', () => ({ sendCpaMarkers: vi.fn(async () => true) }));

describe('CPA markers follow flag site-4153 (spec 3 §7)', () => {
  beforeEach(() => {
    vi.mocked(sendCpaMarkers).mockClear();
  });

  async function withFlag(on: boolean): Promise<void> {
    await serveFlags({ [FLAG_SITE_4153]: { defaultValue: on } });
    await loadFlags();
  }

  it('off: the sender is not even loaded', async () => {
    await withFlag(false);
    await sendFlaggedCpaMarkers();
    expect(sendCpaMarkers).not.toHaveBeenCalled();
  });

  // After 'off': the one send of the start is remembered.
  it('on: sent once per start however many shells ask', async () => {
    await withFlag(true);
    await Promise.all([sendFlaggedCpaMarkers(), sendFlaggedCpaMarkers()]);
    await sendFlaggedCpaMarkers();
    expect(sendCpaMarkers).toHaveBeenCalledTimes(1);
    expect(sendCpaMarkers).toHaveBeenCalledWith(true);
  });
});

import { act, render, screen } from '@testing-library/react';
import { setPolyfills } from '@growthbook/growthbook-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppSettings } from '../config/app-settings';
import { FLAG_CACHE, flagHosts } from './flags-client';
import { FlagsProvider } from './flags-provider';
import { serveFlags, TEST_SETTINGS } from './test-flags';
import { useFlag } from './use-flag';

vi.mock('../analytics/analytics', () => ({ analytics: { track: vi.fn(async () => undefined), page: vi.fn() } }));

/** The browser's EventSource as GrowthBook uses it: listeners by event name. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, (event: { type: string; data: string }) => void>();
  onerror: (() => void) | null = null;
  onopen: (() => void) | null = null;
  readyState = 1;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: { type: string; data: string }) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ type, data: JSON.stringify(data) });
  }
}

function Probe() {
  return <p>{`value:${JSON.stringify(useFlag('student-activity'))}`}</p>;
}

const sseAnswer = (features: Record<string, unknown>, dateUpdated: string) => async () =>
  Response.json({ status: 200, features, dateUpdated }, { headers: { 'x-sse-support': 'enabled' } });

describe('flags follow the server without a reload (spec 1 §7 event stream, §9 cache)', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the spec 1 §9 cache with background sync on and the stream under /api', () => {
    expect(FLAG_CACHE).toEqual({
      staleTTL: 5_000,
      maxAge: 100_000,
      maxEntries: 50,
      idleStreamInterval: 20_000,
      backgroundSync: true,
    });
    expect(flagHosts('https://x.ru')).toEqual({ apiHost: 'https://x.ru', streamingHost: 'https://x.ru/api' });
  });

  it('opens /api/sub/{clientKey} after the payload and applies a features event', async () => {
    await serveFlags({}, sseAnswer({ 'student-activity': { defaultValue: true } }, '2025-01-01T00:00:00.000Z'));
    setPolyfills({ EventSource: FakeEventSource as unknown as typeof EventSource });
    render(
      <FlagsProvider>
        <Probe />
      </FlagsProvider>,
    );
    expect(await screen.findByText('value:true')).toBeInTheDocument();
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual([`${window.location.origin}/api/sub/sdk-web`]);
    await act(async () => {
      FakeEventSource.opened[0]!.emit('features', {
        status: 200,
        features: { 'student-activity': { defaultValue: false } },
        dateUpdated: '2025-01-02T00:00:00.000Z',
      });
    });
    expect(await screen.findByText('value:false')).toBeInTheDocument();
  });

  it('with remote evaluation posts the attributes and asks again on features-updated', async () => {
    const bodies: unknown[] = [];
    let value = true;
    await serveFlags({}, async () => Response.json({}));
    setAppSettings({ ...TEST_SETTINGS, flagsRemoteEval: true });
    setPolyfills({
      EventSource: FakeEventSource as unknown as typeof EventSource,
      fetch: (async (url: string, init?: RequestInit) => {
        bodies.push({ url, body: JSON.parse(String(init?.body)) });
        return Response.json(
          {
            status: 200,
            features: { 'student-activity': { defaultValue: value } },
            dateUpdated: String(bodies.length),
          },
          { headers: { 'x-sse-support': 'enabled' } },
        );
      }) as typeof fetch,
    });
    render(
      <FlagsProvider>
        <Probe />
      </FlagsProvider>,
    );
    expect(await screen.findByText('value:true')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      url: `${window.location.origin}/api/eval/sdk-web`,
      body: { attributes: { role: 'GUEST' } },
    });
    value = false;
    await act(async () => FakeEventSource.opened[0]!.emit('features-updated', {}));
    expect(await screen.findByText('value:false')).toBeInTheDocument();
  });
});

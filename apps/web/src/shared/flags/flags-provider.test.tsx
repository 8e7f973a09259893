import { act, render, screen } from '@testing-library/react';
import type { User } from '@school/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analytics } from '../analytics/analytics';
import { sessionStore } from '../session/session-store';
import { FLAGS_LOAD_TIMEOUT_MS, flagsClient, loadFlags } from './flags-client';
import { FlagsProvider } from './flags-provider';
import { serveFlags } from './test-flags';
import { useFlag, useFlagsReady } from './use-flag';
import { visitorId } from './visitor-id';

vi.mock('../analytics/analytics', () => ({ analytics: { track: vi.fn(async () => undefined), page: vi.fn() } }));

function Probe({ flag }: { flag: string }) {
  const ready = useFlagsReady();
  const value = useFlag(flag);
  return <p>{`${String(ready)}:${JSON.stringify(value) ?? 'undefined'}`}</p>;
}

const student: User = {
  id: 5,
  role: 'STUDENT_ROLE',
  firstName: 'А',
  lastName: 'Б',
  email: 'a@b.c',
  avatar: null,
  student: null,
};

describe('FlagsProvider', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStore.setUser(null);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders at once, then reads flags from the same-origin GrowthBook endpoint', async () => {
    const urls = await serveFlags({ 'student-activity': { defaultValue: true } });
    render(
      <FlagsProvider>
        <Probe flag="student-activity" />
      </FlagsProvider>,
    );
    expect(screen.getByText('false:undefined')).toBeInTheDocument();
    expect(await screen.findByText('true:true')).toBeInTheDocument();
    expect(urls).toEqual([`${window.location.origin}/api/features/sdk-web`]);
  });

  it('reads a flag the payload does not name as null', async () => {
    await serveFlags({});
    render(
      <FlagsProvider>
        <Probe flag="missing" />
      </FlagsProvider>,
    );
    expect(await screen.findByText('true:null')).toBeInTheDocument();
  });

  it('reads nothing outside the provider: its fallback shows', async () => {
    await serveFlags({ 'student-activity': { defaultValue: true } });
    await loadFlags();
    render(<Probe flag="student-activity" />);
    expect(screen.getByText('true:undefined')).toBeInTheDocument();
  });

  it('still renders, not ready, when flags fail to load', async () => {
    await serveFlags({}, async () => new Response('{}', { status: 500 }));
    render(
      <FlagsProvider>
        <Probe flag="student-activity" />
      </FlagsProvider>,
    );
    await act(() => loadFlags());
    expect(screen.getByText('false:undefined')).toBeInTheDocument();
  });

  it('goes on after 1000 ms and becomes ready when the payload comes late', async () => {
    let deliver: (response: Response) => void = () => undefined;
    await serveFlags({}, () => new Promise((resolve) => (deliver = resolve)));
    vi.useFakeTimers();
    render(
      <FlagsProvider>
        <Probe flag="late" />
      </FlagsProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(FLAGS_LOAD_TIMEOUT_MS));
    expect(screen.getByText('false:undefined')).toBeInTheDocument();
    deliver(Response.json({ features: { late: { defaultValue: 'on' } }, dateUpdated: '2025-01-02' }));
    await act(() => loadFlags());
    expect(screen.getByText('true:"on"')).toBeInTheDocument();
  });

  it('targets the visitor, the user and the role, following the session', async () => {
    await serveFlags({
      'for-students': { defaultValue: false, rules: [{ condition: { role: 'STUDENT_ROLE' }, force: true }] },
    });
    render(
      <FlagsProvider>
        <Probe flag="for-students" />
      </FlagsProvider>,
    );
    expect(await screen.findByText('true:false')).toBeInTheDocument();
    expect(flagsClient()?.getAttributes()).toEqual({ id: visitorId(), userId: undefined, role: 'GUEST' });
    act(() => sessionStore.setUser(student));
    await vi.waitFor(() =>
      expect(flagsClient()?.getAttributes()).toEqual({ id: visitorId(), userId: '5', role: 'STUDENT_ROLE' }),
    );
    expect(await screen.findByText('true:true')).toBeInTheDocument();
  });

  it('re-renders a reader when its own flag changes, not when another flag does (issue 8)', async () => {
    await serveFlags({
      'for-students': { defaultValue: false, rules: [{ condition: { role: 'STUDENT_ROLE' }, force: true }] },
      steady: { defaultValue: 'on' },
    });
    let renders = 0;
    function Steady() {
      renders += 1;
      return <p>{`steady:${String(useFlag('steady'))}`}</p>;
    }
    render(
      <FlagsProvider>
        <Steady />
        <Probe flag="for-students" />
      </FlagsProvider>,
    );
    expect(await screen.findByText('steady:on')).toBeInTheDocument();
    const before = renders;
    act(() => sessionStore.setUser(student));
    expect(await screen.findByText('true:true')).toBeInTheDocument();
    expect(renders).toBe(before);
  });

  it('reports experiment assignments through analytics', async () => {
    await serveFlags({
      'new-header': { defaultValue: 'a', rules: [{ key: 'header-test', variations: ['a', 'b'], weights: [0.5, 0.5] }] },
    });
    render(
      <FlagsProvider>
        <Probe flag="new-header" />
      </FlagsProvider>,
    );
    await screen.findByText(/^true:/);
    expect(analytics.track).toHaveBeenCalledWith('experiment_viewed', {
      experimentId: 'header-test',
      variationId: expect.any(String),
      featureId: 'new-header',
    });
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { OnboardingState } from '@school/contract';
import { CLEAR_STOPPED_AFTER_MS, createOnboardingStore } from './onboarding-store';

function setup() {
  let clock = 1_000;
  const timers: { at: number; run: () => void }[] = [];
  const saved: OnboardingState[] = [];
  const store = createOnboardingStore({
    save: (state) => {
      saved.push(state);
      return Promise.resolve();
    },
    now: () => clock,
    setTimer: (run, ms) => timers.push({ at: clock + ms, run }),
  });
  const advance = (ms: number) => {
    clock += ms;
    const due = timers.filter((t) => t.at <= clock);
    timers.splice(0, timers.length, ...timers.filter((t) => t.at > clock));
    for (const timer of due) timer.run();
  };
  return { store, saved, advance };
}

describe('the onboarding store (spec 3 §4)', () => {
  it('completes locally at once and saves the whole map', async () => {
    const { store, saved } = setup();
    store.hydrate({ coupons: true });
    store.complete('continueLearning');
    expect(store.getSnapshot().completed.has('continueLearning')).toBe(true);
    await store.flushed();
    expect(saved).toHaveLength(1);
    expect(Object.keys(saved[0]!)).toHaveLength(32);
    expect(saved[0]).toMatchObject({ continueLearning: true, coupons: true, individualTasks: false });
  });

  it('keeps a step completed here when an older saved map arrives', () => {
    const { store } = setup();
    store.complete('continueLearning');
    store.hydrate({ continueLearning: false, coupons: true });
    const { completed, loaded } = store.getSnapshot();
    expect(loaded).toBe(true);
    expect([...completed].sort()).toEqual(['continueLearning', 'coupons']);
  });

  it('keeps saving after a failed save', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const store = createOnboardingStore({ save });
    store.complete('continueLearning');
    store.complete('individualTasks');
    await store.flushed();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![0]).toMatchObject({ continueLearning: true, individualTasks: true });
  });

  it('closing stops the chain and completes the step', () => {
    const { store } = setup();
    store.close('continueLearning');
    const snapshot = store.getSnapshot();
    expect(snapshot.completed.has('continueLearning')).toBe(true);
    expect(snapshot.stopped.has(0)).toBe(true);
  });

  it('clears stopped chains about 1 s after a later mount, not before', () => {
    const { store, advance } = setup();
    store.mount('continueLearning');
    store.close('continueLearning');
    advance(5_000);
    expect(store.getSnapshot().stopped.has(0), 'no mount since the stop').toBe(true);
    store.mount('coupons');
    advance(CLEAR_STOPPED_AFTER_MS - 1);
    expect(store.getSnapshot().stopped.has(0)).toBe(true);
    advance(1);
    expect(store.getSnapshot().stopped.has(0)).toBe(false);
  });

  it('keeps a chain stopped after the mount that preceded its stop', () => {
    const { store, advance } = setup();
    store.close('scorePrediction');
    store.mount('coupons');
    advance(10);
    store.close('continueLearning');
    advance(CLEAR_STOPPED_AFTER_MS);
    const stopped = store.getSnapshot().stopped;
    expect(stopped.has(1)).toBe(false);
    expect(stopped.has(0)).toBe(true);
  });

  it('tracks mounted steps and throws on unknown names', () => {
    const { store } = setup();
    store.mount('coupons');
    expect(store.getSnapshot().mounted.has('coupons')).toBe(true);
    store.unmount('coupons');
    expect(store.getSnapshot().mounted.has('coupons')).toBe(false);
    expect(() => store.mount('nope')).toThrow(/Unknown onboarding step/);
    expect(() => store.complete('nope')).toThrow(/Unknown onboarding step/);
    expect(() => store.close('nope')).toThrow(/Unknown onboarding step/);
    expect(() => store.hydrate({ nope: true } as OnboardingState)).toThrow(/Unknown onboarding step/);
  });

  it('notifies subscribers with a new snapshot per change', () => {
    const { store } = setup();
    const listener = vi.fn();
    const off = store.subscribe(listener);
    const before = store.getSnapshot();
    store.mount('coupons');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    store.mount('coupons');
    expect(listener).toHaveBeenCalledTimes(1);
    off();
  });
});

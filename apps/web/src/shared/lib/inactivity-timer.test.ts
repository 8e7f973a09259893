import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inactivityTimer, INACTIVITY_TIMEOUT_MS } from './inactivity-timer';

/** Whether the promise has settled, read after the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the inactivity timer (spec 1 §4, §9: 10 s)', () => {
  it('ends after 10 s without activity', async () => {
    const timer = inactivityTimer(INACTIVITY_TIMEOUT_MS, new EventTarget());
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1);
    expect(await settled(timer)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(timer)).toBe(true);
  });

  it.each(['mousemove', 'keydown', 'click', 'touchstart', 'wheel'])('ends at once on %s', async (type) => {
    const target = new EventTarget();
    const timer = inactivityTimer(INACTIVITY_TIMEOUT_MS, target);
    target.dispatchEvent(new Event('scroll'));
    expect(await settled(timer)).toBe(false);
    target.dispatchEvent(new Event(type));
    expect(await settled(timer)).toBe(true);
  });
});

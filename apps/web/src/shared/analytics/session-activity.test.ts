import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_CHECK_MS, watchSessionActivity } from './session-activity';

describe('session activity checks (spec 2 §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('every 30 s the session is extended if there was activity since the last check, else not', () => {
    expect(ACTIVITY_CHECK_MS).toBe(30_000);
    const extend = vi.fn();
    const target = new EventTarget();
    const stop = watchSessionActivity(extend, target);
    vi.advanceTimersByTime(ACTIVITY_CHECK_MS);
    expect(extend).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointermove'));
    vi.advanceTimersByTime(ACTIVITY_CHECK_MS - 1);
    expect(extend).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(extend).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ACTIVITY_CHECK_MS);
    expect(extend).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(ACTIVITY_CHECK_MS);
    expect(extend).toHaveBeenCalledTimes(1);
  });
});

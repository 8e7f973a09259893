import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { WatchTracker, type VisibilitySource } from './watch-tracker';

/** A tab whose visibility the test switches. */
function fakeVisibility(initial = true) {
  let visible = initial;
  const listeners = new Set<() => void>();
  const source: VisibilitySource = {
    isVisible: () => visible,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (value: boolean) => {
    visible = value;
    listeners.forEach((listener) => listener());
  };
  return { source, show: () => set(true), hide: () => set(false), listeners };
}

/** A video whose position moves with the (fake) clock while it plays, as a real one does. */
function fakeVideo() {
  let base = 0;
  let since = 0;
  let playing = false;
  return {
    position: () => base + (playing ? (Date.now() - since) / 1000 : 0),
    start() {
      since = Date.now();
      playing = true;
    },
    stop() {
      base = this.position();
      playing = false;
    },
    seek(to: number) {
      base = to;
      since = Date.now();
    },
  };
}

interface Setup {
  duration?: number | null;
  live?: boolean;
  minSubmitSeconds?: number;
  submit?: (seconds: number) => Promise<{ viewedOffline: number; viewedOnline: number }>;
}

function setup({ duration = 3600, live = false, minSubmitSeconds = 5, submit }: Setup = {}) {
  const video = fakeVideo();
  const tab = fakeVisibility();
  const submitted = vi.fn(
    (seconds: number, _options: { keepalive: boolean }) =>
      submit?.(seconds) ?? Promise.resolve({ viewedOffline: 100 + seconds, viewedOnline: 0 }),
  );
  const onView = vi.fn();
  const onWatched30Minutes = vi.fn();
  const tracker = new WatchTracker({
    position: video.position.bind(video),
    duration: () => duration,
    isLive: () => live,
    minSubmitSeconds,
    submit: (seconds, options) => submitted(seconds, options),
    onView,
    onWatched30Minutes,
    clock: { now: () => Date.now() },
    timers: { setInterval: (fn, ms) => setInterval(fn, ms), clearInterval: (h) => clearInterval(h as number) },
    visibility: tab.source,
  });
  tracker.start();
  const play = () => {
    video.start();
    tracker.play();
  };
  const pause = () => {
    video.stop();
    tracker.pause();
  };
  return { tracker, video, tab, submitted, onView, onWatched30Minutes, play, pause };
}

const seconds = (s: number) => vi.advanceTimersByTimeAsync(s * 1000);
const minutes = (m: number) => seconds(m * 60);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('WatchTracker counting', () => {
  it('counts time while playing and reports it when playback stops', async () => {
    const t = setup();
    t.play();
    await seconds(10);
    expect(t.tracker.total).toBe(10);
    t.pause();
    expect(t.submitted).toHaveBeenCalledExactlyOnceWith(10, { keepalive: false });
    expect(t.tracker.unreported).toBe(0);
  });

  it('counts nothing while paused', async () => {
    const t = setup();
    t.play();
    await seconds(3);
    t.pause();
    await minutes(5);
    expect(t.tracker.total).toBe(3);
    // 3 s is under the minimum: kept, and sent with the next stretch.
    expect(t.submitted).not.toHaveBeenCalled();
    t.play();
    await seconds(2);
    t.pause();
    expect(t.submitted).toHaveBeenCalledExactlyOnceWith(5, { keepalive: false });
  });

  it('counts nothing while the tab is hidden and reports when it hides', async () => {
    const t = setup();
    t.play();
    await seconds(8);
    t.tab.hide();
    expect(t.submitted).toHaveBeenCalledExactlyOnceWith(8, { keepalive: false });
    // The video plays on in the hidden tab: none of that counts.
    await seconds(30);
    expect(t.tracker.total).toBe(8);
    t.tab.show();
    await seconds(6);
    t.pause();
    expect(t.tracker.total).toBe(14);
    expect(t.submitted).toHaveBeenLastCalledWith(6, { keepalive: false });
  });

  it('does not start counting when playback starts in a hidden tab', async () => {
    const t = setup();
    t.tab.hide();
    t.play();
    await seconds(20);
    expect(t.tracker.total).toBe(0);
    t.tab.show();
    await seconds(5);
    expect(t.tracker.total).toBe(5);
  });

  it('does not count a seek forward or back', async () => {
    const t = setup();
    t.play();
    await seconds(5);
    t.video.seek(1500);
    await seconds(5);
    t.video.seek(100);
    await seconds(3);
    t.pause();
    // The quarter second in which each seek happened is dropped along with the jump.
    expect(t.tracker.total).toBe(12.5);
    expect(t.submitted).toHaveBeenCalledExactlyOnceWith(12, { keepalive: false });
  });

  it('does not count a seek made while paused', async () => {
    const t = setup();
    t.play();
    await seconds(6);
    t.pause();
    t.video.seek(2000);
    t.play();
    await seconds(6);
    t.pause();
    expect(t.tracker.total).toBe(12);
  });

  it('checks every 250 ms', async () => {
    const t = setup();
    t.play();
    await vi.advanceTimersByTimeAsync(249);
    expect(t.tracker.total).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.tracker.total).toBe(0.25);
  });
});

describe('WatchTracker minimum to submit', () => {
  it('needs 5 s', async () => {
    const t = setup();
    t.play();
    await seconds(4.75);
    t.pause();
    expect(t.submitted).not.toHaveBeenCalled();
    t.play();
    await seconds(0.25);
    t.pause();
    expect(t.submitted).toHaveBeenCalledExactlyOnceWith(5, { keepalive: false });
  });

  it('needs 2 s on touch devices', async () => {
    const t = setup({ minSubmitSeconds: 2 });
    t.play();
    await seconds(1.75);
    t.pause();
    expect(t.submitted).not.toHaveBeenCalled();
    t.play();
    await seconds(0.5);
    t.pause();
    // Whole seconds go; the quarter left over waits for the next report.
    expect(t.submitted).toHaveBeenCalledExactlyOnceWith(2, { keepalive: false });
    expect(t.tracker.unreported).toBe(0.25);
  });
});

describe('WatchTracker reports while playing', () => {
  it('reports at 15 % of a recorded lesson', async () => {
    const t = setup({ duration: 100 });
    t.play();
    await seconds(14.75);
    expect(t.submitted).not.toHaveBeenCalled();
    await seconds(0.25);
    expect(t.submitted).toHaveBeenCalledExactlyOnceWith(15, { keepalive: false });
    await seconds(15);
    expect(t.submitted).toHaveBeenCalledTimes(2);
  });

  it('reports at 20 % of a live lesson', async () => {
    const t = setup({ duration: 100, live: true });
    t.play();
    await seconds(19.75);
    expect(t.submitted).not.toHaveBeenCalled();
    await seconds(0.25);
    expect(t.submitted).toHaveBeenCalledExactlyOnceWith(20, { keepalive: false });
  });

  it('reports every 20 minutes of a long lesson', async () => {
    const t = setup({ duration: 4 * 3600 });
    t.play();
    await seconds(20 * 60 - 1);
    expect(t.submitted).not.toHaveBeenCalled();
    await seconds(1);
    expect(t.submitted).toHaveBeenCalledExactlyOnceWith(1200, { keepalive: false });
    await minutes(20);
    expect(t.submitted).toHaveBeenCalledTimes(2);
  });

  it('reports every 20 minutes when the length is unknown', async () => {
    const t = setup({ duration: null });
    t.play();
    await minutes(20);
    expect(t.submitted).toHaveBeenCalledExactlyOnceWith(1200, { keepalive: false });
  });

  it('never reports a share smaller than the minimum', async () => {
    // 15 % of 20 s is 3 s, under the 5 s minimum: the report waits for 5 s.
    const t = setup({ duration: 20 });
    t.play();
    await seconds(4.75);
    expect(t.submitted).not.toHaveBeenCalled();
    await seconds(0.25);
    expect(t.submitted).toHaveBeenCalledExactlyOnceWith(5, { keepalive: false });
  });
});

describe('WatchTracker leaving', () => {
  it('reports with keepalive when the page is left', async () => {
    const t = setup();
    t.play();
    await seconds(9);
    t.tracker.leave();
    expect(t.submitted).toHaveBeenCalledExactlyOnceWith(9, { keepalive: true });
    await seconds(10);
    expect(t.tracker.total).toBe(9);
  });

  it('reports and stops listening when disposed', async () => {
    const t = setup();
    t.play();
    await seconds(7);
    t.tracker.dispose();
    expect(t.submitted).toHaveBeenCalledExactlyOnceWith(7, { keepalive: true });
    expect(t.tab.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('drops less than the minimum on leaving', async () => {
    const t = setup();
    t.play();
    await seconds(3);
    t.tracker.dispose();
    expect(t.submitted).not.toHaveBeenCalled();
  });
});

describe('WatchTracker answers', () => {
  it('hands the returned view on to be merged into the lesson', async () => {
    const t = setup();
    t.play();
    await seconds(6);
    t.pause();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.onView).toHaveBeenCalledExactlyOnceWith({ viewedOffline: 106, viewedOnline: 0 });
  });

  it('only logs a 500', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const t = setup({ submit: () => Promise.reject(new ApiError(500, [])) });
    t.play();
    await seconds(6);
    t.pause();
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
    expect(t.onView).not.toHaveBeenCalled();
  });

  it('reports any other failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = new ApiError(403, [{ attr: null, detail: 'Нет доступа', code: 'permission_denied' }]);
    const t = setup({ submit: () => Promise.reject(refused) });
    t.play();
    await seconds(6);
    t.pause();
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledWith('Watch time report failed', refused);
  });
});

describe("WatchTracker 'webinar watched 30 minutes'", () => {
  it('fires once after 30 minutes of playing', async () => {
    const t = setup({ duration: 3 * 3600 });
    t.play();
    await minutes(29);
    t.pause();
    await minutes(10);
    expect(t.onWatched30Minutes).not.toHaveBeenCalled();
    t.play();
    await minutes(1);
    // Checked every 5 s: not yet at the very moment 30 minutes are reached…
    await seconds(5);
    expect(t.onWatched30Minutes).toHaveBeenCalledOnce();
    await minutes(40);
    expect(t.onWatched30Minutes).toHaveBeenCalledOnce();
  });

  it('does not count time spent paused or hidden toward the 30 minutes', async () => {
    const t = setup({ duration: 3 * 3600 });
    t.play();
    await minutes(10);
    t.tab.hide();
    await minutes(40);
    expect(t.onWatched30Minutes).not.toHaveBeenCalled();
  });
});

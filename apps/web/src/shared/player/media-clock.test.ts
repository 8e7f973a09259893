import { describe, expect, it, vi } from 'vitest';
import { MediaClock } from './media-clock';

describe('MediaClock', () => {
  it('tells the attached video’s position and its changes, seeks included', () => {
    const clock = new MediaClock();
    const listener = vi.fn();
    clock.subscribe(listener);
    expect(clock.position()).toBe(0);
    const video = document.createElement('video');
    clock.attach(video);
    video.currentTime = 42;
    video.dispatchEvent(new Event('seeked'));
    expect(clock.position()).toBe(42);
    expect(listener).toHaveBeenCalledTimes(2);
    clock.attach(null);
    video.dispatchEvent(new Event('timeupdate'));
    expect(listener).toHaveBeenCalledTimes(3);
    expect(clock.position()).toBe(0);
  });
});

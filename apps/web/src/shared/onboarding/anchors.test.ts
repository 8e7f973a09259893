import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANCHOR_POLL_INTERVAL_MS, ANCHOR_POLL_TRIES, mountedAnchors, observeAnchors, pollAnchor } from './anchors';

/** jsdom lays nothing out: give an element a size, as the browser would. */
function sized(element: HTMLElement, size = 10) {
  element.getBoundingClientRect = () => ({ width: size, height: size }) as DOMRect;
  return element;
}

function anchor(step: string, size = 10) {
  const element = sized(document.createElement('div'), size);
  element.setAttribute('data-onboarding', step);
  return element;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('anchor lookup (spec 3 §9: polls up to 30 times)', () => {
  it('finds an element that appears while polling', async () => {
    const found = pollAnchor('coupons');
    await vi.advanceTimersByTimeAsync(ANCHOR_POLL_INTERVAL_MS * 5);
    const element = anchor('coupons');
    document.body.append(element);
    await vi.advanceTimersByTimeAsync(ANCHOR_POLL_INTERVAL_MS);
    await expect(found).resolves.toBe(element);
  });

  it('gives up after 30 tries', async () => {
    const spy = vi.spyOn(document, 'querySelectorAll');
    const found = pollAnchor('coupons');
    await vi.advanceTimersByTimeAsync(ANCHOR_POLL_INTERVAL_MS * (ANCHOR_POLL_TRIES + 10));
    await expect(found).resolves.toBeNull();
    expect(spy).toHaveBeenCalledTimes(30);
  });

  it('passes over an element that is not laid out', async () => {
    document.body.append(anchor('coupons', 0));
    const found = pollAnchor('coupons', { tries: 2 });
    await vi.advanceTimersByTimeAsync(ANCHOR_POLL_INTERVAL_MS * 3);
    await expect(found).resolves.toBeNull();
  });
});

describe('mounted anchors', () => {
  it('mounts the steps marked in the page and unmounts the ones that left', async () => {
    const store = { mount: vi.fn(), unmount: vi.fn(), setBlocked: vi.fn() };
    const coupons = anchor('coupons');
    document.body.append(coupons);
    const stop = observeAnchors(document.body, store);
    expect(store.mount).toHaveBeenCalledWith('coupons');
    coupons.remove();
    document.body.append(anchor('platformSelect'));
    await vi.advanceTimersByTimeAsync(200);
    expect(store.unmount).toHaveBeenCalledWith('coupons');
    expect(store.mount).toHaveBeenCalledWith('platformSelect');
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.setBlocked).toHaveBeenLastCalledWith(true);
    stop();
  });

  it('lists each step once', () => {
    document.body.append(anchor('seeLessonTime'), anchor('seeLessonTime'));
    expect([...mountedAnchors(document.body)]).toEqual(['seeLessonTime']);
  });
});

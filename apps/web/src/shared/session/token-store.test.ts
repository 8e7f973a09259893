import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_KEY, reloadOnForeignRefreshChange, tokenStore } from './token-store';

function storageEvent(init: StorageEventInit): void {
  window.dispatchEvent(new StorageEvent('storage', { storageArea: localStorage, ...init }));
}

describe('token store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps both tokens in local storage and clears them', () => {
    tokenStore.set({ access: 'A', refresh: 'R' });
    expect([tokenStore.access, tokenStore.refresh]).toEqual(['A', 'R']);
    expect(localStorage.getItem(REFRESH_KEY)).toBe('R');
    tokenStore.clear();
    expect([tokenStore.access, tokenStore.refresh]).toEqual([null, null]);
  });
});

describe('another tab changes the refresh token (spec 1 §4)', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('reloads the page after 0.5 s', () => {
    const reload = vi.fn();
    stop = reloadOnForeignRefreshChange(reload);
    storageEvent({ key: REFRESH_KEY, oldValue: 'R1', newValue: 'R2' });
    vi.advanceTimersByTime(499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads once for a burst of changes, and also when the other tab signs out', () => {
    const reload = vi.fn();
    stop = reloadOnForeignRefreshChange(reload);
    storageEvent({ key: REFRESH_KEY, oldValue: 'R1', newValue: null });
    storageEvent({ key: REFRESH_KEY, oldValue: null, newValue: 'R3' });
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('ignores other keys, unchanged values and session storage', () => {
    const reload = vi.fn();
    stop = reloadOnForeignRefreshChange(reload);
    storageEvent({ key: 'language', oldValue: 'ru', newValue: 'kk' });
    storageEvent({ key: REFRESH_KEY, oldValue: 'R1', newValue: 'R1' });
    window.dispatchEvent(
      new StorageEvent('storage', { key: REFRESH_KEY, oldValue: 'a', newValue: 'b', storageArea: sessionStorage }),
    );
    vi.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops listening, and cancels a pending reload, when disposed', () => {
    const reload = vi.fn();
    const dispose = reloadOnForeignRefreshChange(reload);
    storageEvent({ key: REFRESH_KEY, oldValue: 'R1', newValue: 'R2' });
    dispose();
    storageEvent({ key: REFRESH_KEY, oldValue: 'R2', newValue: 'R3' });
    vi.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useMediaMatch } from './use-media-match';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A media query list whose answer the test sets, counting how often the answer is read. */
function fakeQueryList(initial: boolean) {
  let matches = initial;
  let reads = 0;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = {
    get matches() {
      reads += 1;
      return matches;
    },
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
  } as unknown as MediaQueryList;
  vi.spyOn(window, 'matchMedia').mockReturnValue(list);
  return {
    reads: () => reads,
    change(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener({ matches: next } as MediaQueryListEvent));
    },
  };
}

it('answers at the first render and reads the query once (issue 8: no style work after the commit)', () => {
  const list = fakeQueryList(true);
  const { result } = renderHook(() => useMediaMatch('(max-width: 10em)'));
  expect(result.current).toBe(true);
  expect(list.reads()).toBe(1);
  expect(window.matchMedia).toHaveBeenCalledTimes(1);
});

it('follows the query when the screen changes', () => {
  const list = fakeQueryList(false);
  const { result } = renderHook(() => useMediaMatch('(min-width: 20em)'));
  expect(result.current).toBe(false);
  act(() => list.change(true));
  expect(result.current).toBe(true);
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AFTER_PAINT_TIMEOUT_MS, resetFirstPaint, useAfterFirstPaint } from './after-first-paint';

beforeEach(() => {
  resetFirstPaint();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('is false for the first frame, then true once the main thread is idle', () => {
  const frames: (() => void)[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  const { result } = renderHook(() => useAfterFirstPaint());
  expect(result.current).toBe(false);
  act(() => frames.shift()!());
  expect(result.current).toBe(false);
  act(() => idle.shift()!());
  expect(result.current).toBe(true);
  // Later readers do not wait again.
  expect(renderHook(() => useAfterFirstPaint()).result.current).toBe(true);
});

it('lets those waiting during the first page start one per quiet moment, in the order they asked', () => {
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => callback());
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  const first = renderHook(() => useAfterFirstPaint()).result;
  const second = renderHook(() => useAfterFirstPaint()).result;
  act(() => idle.shift()!());
  expect([first.current, second.current]).toEqual([true, false]);
  act(() => idle.shift()!());
  expect([first.current, second.current]).toEqual([true, true]);
  expect(idle).toEqual([]);
});

it('asks the browser for a quiet moment within its timeout', () => {
  const asked = vi.fn();
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => callback());
  vi.stubGlobal('requestIdleCallback', asked);
  renderHook(() => useAfterFirstPaint());
  expect(asked).toHaveBeenCalledWith(expect.any(Function), { timeout: AFTER_PAINT_TIMEOUT_MS });
});

it('without idle callbacks (Safari), is true right after the first frame', async () => {
  vi.stubGlobal('requestIdleCallback', undefined);
  const { result } = renderHook(() => useAfterFirstPaint());
  expect(result.current).toBe(false);
  await act(() => vi.advanceTimersByTimeAsync(50));
  expect(result.current).toBe(true);
});

import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from './api-error';
import { useServerErrors } from './use-server-errors';

describe('useServerErrors', () => {
  it('puts field errors on their fields, the rest in alerts, and clears them on the next run', async () => {
    const setError = vi.fn();
    const { result } = renderHook(() => useServerErrors<{ reason: string }>(setError, ['reason'], 'Не вышло'));
    await act(() =>
      result.current.run(() =>
        Promise.reject(
          new ApiError(409, [
            { attr: 'reason', code: 'blank', detail: 'Укажи причину' },
            { attr: null, code: 'already_refunded', detail: 'Заказ уже возвращён' },
          ]),
        ),
      ),
    );
    expect(setError).toHaveBeenCalledWith(
      'reason',
      { type: 'server', message: 'Укажи причину' },
      { shouldFocus: true },
    );
    expect(result.current.alerts).toEqual(['Заказ уже возвращён']);

    await act(() => result.current.run(() => Promise.resolve()));
    expect(result.current.alerts).toEqual([]);

    await act(() => result.current.run(() => Promise.reject(new Error('boom'))));
    expect(result.current.alerts).toEqual(['Не вышло']);
    act(() => result.current.clear());
    expect(result.current.alerts).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { analytics } from '../../shared/analytics/analytics';
import { useTrackErrorToasts } from './use-track-error-toasts';

afterEach(() => {
  act(() => notifications.clean());
  vi.restoreAllMocks();
});

describe('error toasts in analytics (spec 3 §8)', () => {
  it('tracks each red toast once and no other toast', () => {
    const track = vi.spyOn(analytics, 'track').mockResolvedValue();
    const { rerender } = renderHook(() => useTrackErrorToasts());
    act(() => {
      notifications.show({ color: 'teal', message: 'Сохранено' });
      notifications.show({ color: 'red', title: 'Ошибка', message: 'Не удалось сохранить' });
    });
    rerender();
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('error_toast', { title: 'Ошибка', message: 'Не удалось сохранить' });
  });
});

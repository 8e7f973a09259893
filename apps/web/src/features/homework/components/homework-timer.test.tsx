import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { HomeworkTimer } from './homework-timer';

describe("a tutor's timed homework", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down as mm:ss from the server’s end and hands in once at zero', () => {
    const onExpire = vi.fn();
    renderWithProviders(<HomeworkTimer endsAt="2026-11-26T12:01:05Z" onExpire={onExpire} />);
    expect(screen.getByRole('timer')).toHaveTextContent('01:05');
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(screen.getByText('Время вышло — домашка сдаётся')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('hands in at once when opened after the end', () => {
    const onExpire = vi.fn();
    renderWithProviders(<HomeworkTimer endsAt="2026-11-26T11:00:00Z" onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});

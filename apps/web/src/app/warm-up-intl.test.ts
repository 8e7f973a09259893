import { afterEach, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat } from '@school/contract';
import { warmUpIntl } from './warm-up-intl';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('makes the formatters the pages later take from the cache (issue 8: not in the first render)', async () => {
  warmUpIntl({ locale: 'kk-KZ', timeZone: 'Asia/Almaty' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const numbers = vi.spyOn(Intl, 'NumberFormat');
  const dates = vi.spyOn(Intl, 'DateTimeFormat');
  numberFormat('kk-KZ').format(1840);
  dateTimeFormat('kk-KZ', { timeZone: 'Asia/Almaty' }).format(new Date());
  dateTimeFormat('kk-KZ', { timeZone: 'UTC' }).format(new Date());
  expect(numbers).not.toHaveBeenCalled();
  expect(dates).not.toHaveBeenCalled();
});

it('makes them later, one per task, so that none lengthens start-up or another formatter (issue 8)', () => {
  vi.useFakeTimers();
  const made = vi.fn();
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(made);
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(made);
  warmUpIntl({ locale: 'uz-UZ', timeZone: 'Asia/Tashkent' });
  expect(made).not.toHaveBeenCalled();
  expect(vi.getTimerCount()).toBe(4);
  vi.runAllTimers();
  expect(made).toHaveBeenCalledTimes(4);
});

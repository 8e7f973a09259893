import { afterEach, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat } from '@school/contract';
import { warmUpIntl } from './warm-up-intl';

afterEach(() => {
  vi.restoreAllMocks();
});

it('makes the formatters the pages later take from the cache (issue 8: not in the first render)', () => {
  warmUpIntl({ locale: 'kk-KZ', timeZone: 'Asia/Almaty' });
  const numbers = vi.spyOn(Intl, 'NumberFormat');
  const dates = vi.spyOn(Intl, 'DateTimeFormat');
  numberFormat('kk-KZ').format(1840);
  dateTimeFormat('kk-KZ', { timeZone: 'Asia/Almaty' }).format(new Date());
  dateTimeFormat('kk-KZ', { timeZone: 'UTC' }).format(new Date());
  expect(numbers).not.toHaveBeenCalled();
  expect(dates).not.toHaveBeenCalled();
});

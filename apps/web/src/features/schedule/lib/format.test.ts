import { describe, expect, it } from 'vitest';
import { periodTitle, timeLabel, weekdayNames } from './format';

describe('period titles', () => {
  it('names a month, a week and a day in Russian', () => {
    expect(periodTitle('month', '2026-11-21', 'ru')).toBe('Ноябрь 2026');
    expect(periodTitle('week', '2026-11-21', 'ru')).toBe('16–22 ноября');
    expect(periodTitle('day', '2026-11-21', 'ru')).toBe('суббота, 21 ноября');
  });

  it('names a week across two months or the new year', () => {
    expect(periodTitle('week', '2026-12-01', 'ru')).toBe('30 ноября – 6 декабря');
    expect(periodTitle('week', '2027-01-01', 'ru')).toMatch(/^28 декабря 2026.* – 3 января 2027/);
  });

  it('starts the week on Monday', () => {
    expect(weekdayNames('ru')).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
  });
});

describe('time label', () => {
  it("adds the zone label ('МСК' in RU) when there is one", () => {
    expect(timeLabel('18:00', 'МСК')).toBe('18:00 МСК');
    expect(timeLabel('18:00', null)).toBe('18:00');
  });
});

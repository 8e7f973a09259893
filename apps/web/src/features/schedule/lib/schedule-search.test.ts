import { describe, expect, it } from 'vitest';
import { rangeFromSplat, resolveView, toSearch } from './schedule-search';

const TODAY = '2026-11-21';

describe('range from the path', () => {
  it('reads month, week or day and falls back to month', () => {
    expect(rangeFromSplat('week')).toBe('week');
    expect(rangeFromSplat('day/')).toBe('day');
    expect(rangeFromSplat('month')).toBe('month');
    expect(rangeFromSplat('year')).toBe('month');
    expect(rangeFromSplat('')).toBe('month');
    expect(rangeFromSplat(undefined)).toBe('month');
  });
});

describe('view from the query', () => {
  it('defaults to lessons of the current month, on today', () => {
    expect(resolveView('month', {}, TODAY)).toEqual({ range: 'month', type: 'lesson', anchor: TODAY });
    expect(resolveView('week', undefined, TODAY)).toEqual({ range: 'week', type: 'lesson', anchor: TODAY });
  });

  it('takes year, month, day and type; another month opens on its 1st', () => {
    expect(resolveView('month', { year: 2027, month: 2, type: 'homework' }, TODAY)).toEqual({
      range: 'month',
      type: 'homework',
      anchor: '2027-02-01',
    });
    expect(resolveView('day', { year: 2026, month: 12, day: 31 }, TODAY).anchor).toBe('2026-12-31');
    // Text from a typed URL counts the same as numbers.
    expect(resolveView('week', { year: '2026', month: '3', day: '9' }, TODAY).anchor).toBe('2026-03-09');
  });

  it('clamps a day past the month end and ignores invalid values', () => {
    expect(resolveView('day', { year: 2026, month: 2, day: 31 }, TODAY).anchor).toBe('2026-02-28');
    const view = resolveView('month', { year: 1999, month: 13, day: 0, type: 'exam' }, TODAY);
    expect(view).toEqual({ range: 'month', type: 'lesson', anchor: TODAY });
    expect(resolveView('month', { year: 2026, month: 'x' }, TODAY).anchor).toBe(TODAY);
    expect(resolveView('month', 'nonsense', TODAY).anchor).toBe(TODAY);
  });
});

describe('query from the view', () => {
  it('writes the day only for week and day ranges', () => {
    expect(toSearch({ range: 'month', type: 'lesson', anchor: '2026-11-21' })).toEqual({
      year: 2026,
      month: 11,
      type: 'lesson',
    });
    expect(toSearch({ range: 'week', type: 'homework', anchor: '2027-01-03' })).toEqual({
      year: 2027,
      month: 1,
      day: 3,
      type: 'homework',
    });
  });

  it('reads back what it wrote', () => {
    const view = { range: 'day' as const, type: 'homework' as const, anchor: '2025-12-31' };
    expect(resolveView('day', toSearch(view), TODAY)).toEqual(view);
  });
});

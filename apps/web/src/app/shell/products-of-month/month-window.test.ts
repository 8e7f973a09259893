import { describe, expect, it } from 'vitest';
import { canGoBack, canGoForward, goalCatalogSearch, isSameMonth, stepMonth, visibleEntries } from './month-window';

const now = { year: 2025, month: 3 };

describe('products-of-month window (spec 3 §2, §9)', () => {
  it('goes back 5 months and forward 6 from the current month', () => {
    let visible = now;
    for (let step = 0; step < 10; step += 1) visible = stepMonth(now, visible, -1);
    expect(visible).toEqual({ year: 2024, month: 10 });
    expect(canGoBack(now, visible)).toBe(false);
    visible = now;
    for (let step = 0; step < 10; step += 1) visible = stepMonth(now, visible, 1);
    expect(visible).toEqual({ year: 2025, month: 9 });
    expect(canGoForward(now, visible)).toBe(false);
    expect(canGoBack(now, visible)).toBe(true);
  });

  it('shows 3 entries until "more N"', () => {
    expect(visibleEntries([1, 2, 3, 4, 5], false)).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(visibleEntries([1, 2, 3, 4, 5], true)).toEqual({ shown: [1, 2, 3, 4, 5], more: 0 });
    expect(visibleEntries([1, 2, 3], false)).toEqual({ shown: [1, 2, 3], more: 0 });
  });

  it('sends a goal card to the catalog on the next month, across the year end', () => {
    expect(goalCatalogSearch({ year: 2025, month: 12 }, 11, 4)).toEqual({
      classType: 4,
      classYear: 11,
      month: '2026-01-01',
    });
    expect(isSameMonth(now, { year: 2025, month: 3 })).toBe(true);
  });
});

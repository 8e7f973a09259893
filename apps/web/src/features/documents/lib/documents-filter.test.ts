import { describe, expect, it } from 'vitest';
import {
  documentIdOf,
  initialFilter,
  nextOffset,
  visibleDocuments,
  withMonth,
  withYear,
  yearOptions,
} from './documents-filter';

describe('documents filter (spec 2 §2, §9)', () => {
  it('offers the years 2019 to the current year + 3', () => {
    expect(yearOptions(2025)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028]);
    expect(yearOptions(2019)).toEqual([2019, 2020, 2021, 2022]);
  });

  it('starts at the current year and month', () => {
    expect(initialFilter({ year: 2025, month: 3 })).toEqual({ year: 2025, month: 3 });
  });

  it('clears the month with the year, keeps it when the year changes', () => {
    expect(withYear({ year: 2025, month: 3 }, null)).toEqual({ year: null, month: null });
    expect(withYear({ year: 2025, month: 3 }, 2024)).toEqual({ year: 2024, month: 3 });
    expect(withMonth({ year: 2025, month: 3 }, null)).toEqual({ year: 2025, month: null });
    expect(withMonth({ year: null, month: null }, 5)).toEqual({ year: null, month: null });
  });

  it('pages by 4 until everything is loaded', () => {
    expect(nextOffset(4, 10, 4)).toBe(4);
    expect(nextOffset(8, 10, 4)).toBe(8);
    expect(nextOffset(10, 10, 2)).toBeUndefined();
    expect(nextOffset(4, 4, 4)).toBeUndefined();
    // A list that shrank meanwhile: an empty page ends it.
    expect(nextOffset(4, 10, 0)).toBeUndefined();
  });

  it('shows the first 2 documents until expanded', () => {
    expect(visibleDocuments(['a', 'b', 'c'], false)).toEqual(['a', 'b']);
    expect(visibleDocuments(['a', 'b', 'c'], true)).toEqual(['a', 'b', 'c']);
  });

  it('reads the document id of a document link', () => {
    expect(documentIdOf('/products/docs/12/file/')).toBe(12);
    expect(documentIdOf('/api/products/docs/7/file/?kind=receipt')).toBe(7);
    expect(documentIdOf('https://example.com/offer.pdf')).toBeNull();
  });
});

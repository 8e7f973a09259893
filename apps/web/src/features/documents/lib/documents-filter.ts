import type { YearMonth } from '../../../shared/lib/zoned-month';

/** Spec 2 §9: page size 4, load more adds 4; a card shows 2 documents until expanded; years from 2019. */
export const DOCUMENTS_PAGE_SIZE = 4;
export const FIRST_DOCUMENTS = 2;
export const FIRST_YEAR = 2019;
const YEARS_AHEAD = 3;

/** The purchases tab's filter; no year means all years, and then there is no month either. */
export interface DocumentsFilter {
  year: number | null;
  month: number | null;
}

/** Spec 2 §2: the initial filter is the current year and month. */
export const initialFilter = (now: YearMonth): DocumentsFilter => ({ year: now.year, month: now.month });

/** Spec 2 §2: year options run from 2019 to the current year + 3. */
export function yearOptions(currentYear: number): number[] {
  const last = Math.max(currentYear, FIRST_YEAR) + YEARS_AHEAD;
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, index) => FIRST_YEAR + index);
}

/** Spec 2 §2: clearing the year clears the month. */
export function withYear(filter: DocumentsFilter, year: number | null): DocumentsFilter {
  return year === null ? { year: null, month: null } : { ...filter, year };
}

/** A month only means something within a year. */
export function withMonth(filter: DocumentsFilter, month: number | null): DocumentsFilter {
  return filter.year === null ? filter : { ...filter, month };
}

export { nextOffset } from '../../../shared/api/next-page';

/** The documents a card shows: the first 2 until expanded. */
export function visibleDocuments<T>(urls: readonly T[], expanded: boolean): readonly T[] {
  return expanded ? urls : urls.slice(0, FIRST_DOCUMENTS);
}

/** The id of a purchase document from its link (`/products/docs/{id}/file/`, spec 2 §7). */
export function documentIdOf(url: string): number | null {
  const match = /\/products\/docs\/(\d+)\/file\/?(?:[?#]|$)/.exec(url);
  return match ? Number(match[1]) : null;
}

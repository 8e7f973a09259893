import { addMonths, firstDayIso, monthsBetween, type YearMonth } from '../../../shared/lib/zoned-month';

/**
 * Spec 3 §2, §9: the navigator "may go back to month index 5 and forward to month index 6". Read as
 * offsets from the current month: 5 months back and 6 months forward, a year of 12 months in all
 * (recorded in docs/commerce.md).
 */
export const MONTHS_BACK = 5;
export const MONTHS_FORWARD = 6;
/** Spec 3 §9: 3 products before 'more'. */
export const VISIBLE_ENTRIES = 3;

export const canGoBack = (current: YearMonth, visible: YearMonth): boolean =>
  monthsBetween(current, visible) > -MONTHS_BACK;

export const canGoForward = (current: YearMonth, visible: YearMonth): boolean =>
  monthsBetween(current, visible) < MONTHS_FORWARD;

/** A step that stays within the window; a step past its edge stays where it is. */
export function stepMonth(current: YearMonth, visible: YearMonth, delta: -1 | 1): YearMonth {
  const allowed = delta < 0 ? canGoBack(current, visible) : canGoForward(current, visible);
  return allowed ? addMonths(visible, delta) : visible;
}

export const isSameMonth = (a: YearMonth, b: YearMonth): boolean => a.year === b.year && a.month === b.month;

/** The first `VISIBLE_ENTRIES` until expanded, and how many more there are ('ещё N'). */
export function visibleEntries<T>(entries: readonly T[], expanded: boolean): { shown: readonly T[]; more: number } {
  if (expanded || entries.length <= VISIBLE_ENTRIES) return { shown: entries, more: 0 };
  return { shown: entries.slice(0, VISIBLE_ENTRIES), more: entries.length - VISIBLE_ENTRIES };
}

/**
 * Spec 3 §2: a goal card opens the catalog on the month after the visible one, filtered to the
 * goal's class year and subject (class type).
 */
export function goalCatalogSearch(visible: YearMonth, classYearId: number, classTypeId: number) {
  return { classType: classTypeId, classYear: classYearId, month: firstDayIso(addMonths(visible, 1)) };
}

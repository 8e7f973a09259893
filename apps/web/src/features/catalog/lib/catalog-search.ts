import { SYS_COURSE_TYPES, type SysCourseType } from '@school/contract';
import { addMonths, firstDayIso, monthName, type YearMonth } from '../../../shared/lib/zoned-month';

const MONTH = /^(\d{4})-(\d{2})-01$/;

/** The catalog's filters as the URL keeps them (spec 2 §2): subject, class year, course type, month. */
export interface CatalogFilters {
  classType?: number;
  classYear?: number;
  sysCourseTypeCode?: SysCourseType;
  month?: string;
}

/** A positive whole number, given as a number or as its digits. */
function id(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** A course type's code, or undefined for anything else. */
export const courseType = (value: unknown) => SYS_COURSE_TYPES.find((code) => code === value);

const month = (value: unknown) => (typeof value === 'string' && MONTH.test(value) ? value : undefined);

/**
 * The filters of the URL's query; a value that is not one is dropped, never an error. Plain code,
 * not a schema: the catalog is a first visit, and zod would be 22 KiB of it (issue 8).
 */
export function readFilters(raw: unknown): CatalogFilters {
  const search = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return toSearch({
    classType: id(search.classType),
    classYear: id(search.classYear),
    sysCourseTypeCode: courseType(search.sysCourseTypeCode),
    month: month(search.month),
  });
}

/** The URL's query for the filters: unset filters leave the URL. */
export function toSearch(filters: CatalogFilters): CatalogFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as CatalogFilters;
}

/** Months sold around now: the previous one to half a year ahead. */
const MONTHS_BACK = 1;
const MONTHS_AHEAD = 6;

export interface MonthOption {
  value: string;
  label: string;
}

function option(month: YearMonth, language: string): MonthOption {
  return { value: firstDayIso(month), label: `${monthName(month.month, language)} ${month.year}` };
}

/** The month select's options; a month from the URL outside the range is kept, in its place. */
export function monthOptions(current: YearMonth, language: string, chosen?: string): MonthOption[] {
  const options: MonthOption[] = [];
  for (let delta = -MONTHS_BACK; delta <= MONTHS_AHEAD; delta += 1)
    options.push(option(addMonths(current, delta), language));
  const match = chosen ? MONTH.exec(chosen) : null;
  if (match && !options.some((item) => item.value === chosen)) {
    options.push(option({ year: Number(match[1]), month: Number(match[2]) }, language));
    options.sort((a, b) => a.value.localeCompare(b.value));
  }
  return options;
}

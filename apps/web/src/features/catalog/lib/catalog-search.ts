import { z } from 'zod';
import { SysCourseTypeSchema } from '@school/contract';
import { addMonths, firstDayIso, monthName, type YearMonth } from '../../../shared/lib/zoned-month';

const id = z.coerce.number().int().positive().optional().catch(undefined);
const MONTH = /^(\d{4})-(\d{2})-01$/;

/** The catalog's filters as the URL keeps them (spec 2 §2): subject, class year, course type, month. */
export const CatalogSearchSchema = z.object({
  classType: id,
  classYear: id,
  sysCourseTypeCode: SysCourseTypeSchema.optional().catch(undefined),
  month: z.string().regex(MONTH).optional().catch(undefined),
});
export type CatalogFilters = z.infer<typeof CatalogSearchSchema>;

export function readFilters(raw: unknown): CatalogFilters {
  const parsed = CatalogSearchSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : {};
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

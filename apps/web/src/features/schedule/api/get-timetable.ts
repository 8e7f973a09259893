import { queryOptions, useQueries } from '@tanstack/react-query';
import { type TimetableDay } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { groupByDay, type DayKey, type TimetableItem, type YearMonth } from '../lib/calendar';
import type { TimetableType } from '../lib/schedule-search';

export const getTimetable = (type: TimetableType, { year, month }: YearMonth, signal?: AbortSignal) =>
  call(contract.schedule.timetable, { query: { type, year, month }, signal });

export const timetableQueryOptions = (type: TimetableType, month: YearMonth) =>
  queryOptions({
    queryKey: ['timetable', type, month.year, month.month],
    queryFn: ({ signal }) => getTimetable(type, month, signal),
  });

export interface Timetable {
  byDay: Map<DayKey, TimetableItem[]>;
  isPending: boolean;
  isError: boolean;
  /** Asks again for the months that failed. */
  retry: () => void;
}

/** The timetable of one month, or of both months a week crosses, merged by day. */
export function useTimetable(type: TimetableType, months: readonly YearMonth[]): Timetable {
  return useQueries({
    queries: months.map((month) => timetableQueryOptions(type, month)),
    combine: (results) => ({
      byDay: groupByDay(results.flatMap((result): TimetableDay[] => result.data ?? [])),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      retry: () => results.filter((result) => result.isError).forEach((result) => void result.refetch()),
    }),
  });
}

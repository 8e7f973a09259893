import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ResponseOf } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { firstDayIso, type YearMonth } from '../../../shared/lib/zoned-month';

/** Spec 3 §7 products preview: the visible month's purchased, renewal and goal entries. */
export const monthMenuQuery = (month: YearMonth) =>
  queryOptions({
    queryKey: ['subscriptions', 'menu', firstDayIso(month)],
    queryFn: async ({ signal }): Promise<MonthMenu | null> => {
      const date = firstDayIso(month);
      const answer = await call(contract.subscriptions.menu, { query: { dates: [date] }, signal });
      return answer.find((entry) => entry.date === date) ?? answer[0] ?? null;
    },
    staleTime: 60_000,
  });

export const useMonthMenu = (month: YearMonth) => useQuery(monthMenuQuery(month));

export type MonthMenu = ResponseOf<typeof contract.subscriptions.menu>[number];
export type MonthProduct = MonthMenu['productsPurchased'][number];

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DailyStrike } from '@school/contract';
import { contract } from '../api/contract';
import { call } from '../api/client';

/** Spec 3 §7: the student activity is cached 60 s on the client. */
export const DAILY_STRIKE_STALE_MS = 60_000;

export const dailyStrikeQuery = queryOptions({
  queryKey: ['gamification', 'daily-strike'],
  queryFn: ({ signal }) => call(contract.streak.dailyStrike, { signal }),
  staleTime: DAILY_STRIKE_STALE_MS,
});

/** Learning changed today's day (a card learned, a freeze bought): the cached streak is stale. */
export const refreshDailyStrike = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: dailyStrikeQuery.queryKey });

/** An answer that already is the streak (buying a freeze, changing the zone) replaces the cache. */
export const storeDailyStrike = (queryClient: QueryClient, strike: DailyStrike) =>
  queryClient.setQueryData(dailyStrikeQuery.queryKey, strike);

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { studentBalanceQuery } from '../../../shared/api/student-balance-query';
import { dailyStrikeQuery, storeDailyStrike } from '../../../shared/streak/daily-strike-query';

export const useDailyStrike = () => useQuery(dailyStrikeQuery);

/** A freeze costs umcoins: the balance bar follows. */
export function useBuyFreeze() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(contract.streak.buyFreeze, {}),
    onSuccess: (strike) => {
      storeDailyStrike(queryClient, strike);
      void queryClient.invalidateQueries({ queryKey: studentBalanceQuery.queryKey });
    },
  });
}

export function useSetStreakTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => call(contract.streak.setTimeZone, { body: { timeZone } }),
    onSuccess: (strike) => storeDailyStrike(queryClient, strike),
  });
}

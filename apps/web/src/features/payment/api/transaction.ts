import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

/** The success page asks for the bank's answer every 2 s, for at most 60 s (then the user may ask again). */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_LIMIT_MS = 60_000;

export const transactionQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['payment', 'transaction', uuid] as const,
    queryFn: ({ signal }) => call(contract.payment.transaction, { params: { uuid }, signal }),
  });

export const useTransaction = (uuid: string | undefined) =>
  useQuery({ ...transactionQuery(uuid ?? ''), enabled: Boolean(uuid) });

/** A transaction still pending is asked for again until it moves or the time is up. */
export function usePolledTransaction(uuid: string) {
  const [round, setRound] = useState(0);
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [round]);
  const query = useQuery({
    ...transactionQuery(uuid),
    refetchInterval: ({ state }) => (state.data?.status === 'pending' && !expired ? POLL_INTERVAL_MS : false),
  });
  const timedOut = expired && query.data?.status === 'pending';
  const pollAgain = () => {
    setExpired(false);
    setRound((value) => value + 1);
    void query.refetch();
  };
  return { query, timedOut, pollAgain };
}

import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { worksKeys } from './query-keys';

/** The tutor's active clients for the assign dialog (a tutor teaches tens, not thousands). */
export const useActiveClients = (enabled: boolean) =>
  useQuery({
    queryKey: worksKeys.clients(),
    queryFn: ({ signal }) =>
      call(contract.tutor.clients, { query: { status: 'active', limit: 100, offset: 0 }, signal }),
    enabled,
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

export const getClient = (id: number, signal?: AbortSignal) => call(contract.tutor.client, { params: { id }, signal });

export const clientQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['tutor', 'clients', 'one', id], queryFn: ({ signal }) => getClient(id, signal) });

/** The client of the open drawer; nothing is fetched while no client is chosen. */
export const useClient = (id: number | null) => useQuery({ ...clientQueryOptions(id ?? 0), enabled: id !== null });

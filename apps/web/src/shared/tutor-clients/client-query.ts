import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../api/contract';
import { call } from '../api/client';

export const getClient = (id: number, signal?: AbortSignal) => call(contract.tutor.client, { params: { id }, signal });

export const clientQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['tutor', 'clients', 'one', id], queryFn: ({ signal }) => getClient(id, signal) });

/** A tutor's client (GET /tutor/clients/{id}/); nothing is fetched while no client is chosen. */
export const useClient = (id: number | null) => useQuery({ ...clientQueryOptions(id ?? 0), enabled: id !== null });

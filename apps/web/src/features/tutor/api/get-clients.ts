import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TutorClientsQuery } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

export const getClients = (query: TutorClientsQuery, signal?: AbortSignal) =>
  call(contract.tutor.clients, { query, signal });

export const clientsQueryOptions = (query: TutorClientsQuery) =>
  queryOptions({
    queryKey: ['tutor', 'clients', query],
    // Spec 3 §7: the list call is cancellable; a newer search aborts the older one.
    queryFn: ({ signal }) => getClients(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useClients = (query: TutorClientsQuery) => useQuery(clientsQueryOptions(query));

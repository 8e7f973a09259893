import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

const people = contract.staffPeople;
const KEY = ['staff', 'people'] as const;

export type TutorsQuery = QueryOf<typeof people.tutors>;
export type TutorClientsQuery = QueryOf<typeof people.tutorClients>;
export type ModeratorsQuery = QueryOf<typeof people.moderators>;

export const useTutors = (query: TutorsQuery) =>
  useQuery({
    queryKey: [...KEY, 'tutors', query],
    queryFn: ({ signal }) => call(people.tutors, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useTutor = (id: number) =>
  useQuery({
    queryKey: [...KEY, 'tutors', id],
    queryFn: ({ signal }) => call(people.tutor, { params: { id }, signal }),
  });

export const useTutorClients = (id: number, query: TutorClientsQuery) =>
  useQuery({
    queryKey: [...KEY, 'tutors', id, 'clients', query],
    queryFn: ({ signal }) => call(people.tutorClients, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });

/** The tutor's row (active clients) and their client list show the change at once. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...KEY, 'tutors'] });
}

export function useAssignTutorClient(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyOf<typeof people.assignTutorClient>) =>
      call(people.assignTutorClient, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useEndTutorClient(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (clientId: number) => call(people.endTutorClient, { params: { id, clientId } }),
    onSuccess: refresh,
  });
}

export const useModerators = (query: ModeratorsQuery) =>
  useQuery({
    queryKey: [...KEY, 'moderators', query],
    queryFn: ({ signal }) => call(people.moderators, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useModeratorBans = (id: number, query: QueryOf<typeof people.moderatorBans>) =>
  useQuery({
    queryKey: [...KEY, 'moderators', id, 'bans', query],
    queryFn: ({ signal }) => call(people.moderatorBans, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const useModeratorReports = (id: number, query: QueryOf<typeof people.moderatorReports>) =>
  useQuery({
    queryKey: [...KEY, 'moderators', id, 'reports', query],
    queryFn: ({ signal }) => call(people.moderatorReports, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingBody, ClientSlotsBody, LessonStatusBody } from '@school/contract';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

/** Everything of one customer shares a root, so a booking refreshes the card, slots and lessons at once. */
const clientKey = (id: number) => ['tutoring', 'client', id] as const;
const tutorKey = (id: number) => ['tutoring', 'tutor', id] as const;

export const useClientCard = (id: number) =>
  useQuery({
    queryKey: [...clientKey(id), 'card'],
    queryFn: ({ signal }) => call(contract.tutoring.clientCard, { params: { id }, signal }),
  });

export const useClientSlots = (id: number) =>
  useQuery({
    queryKey: [...clientKey(id), 'slots'],
    queryFn: ({ signal }) => call(contract.tutoring.clientSlots, { params: { id }, signal }),
  });

export function useSaveClientSlots(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientSlotsBody) => call(contract.tutoring.saveClientSlots, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKey(id) }),
  });
}

export const useFreeSlots = (clientId: number, tutorId: number | null) =>
  useQuery({
    queryKey: [...clientKey(clientId), 'free', tutorId],
    queryFn: ({ signal }) =>
      call(contract.tutoring.freeSlots, { params: { id: clientId }, query: { tutor: tutorId! }, signal }),
    enabled: tutorId !== null,
  });

export const useTutorCard = (id: number) =>
  useQuery({
    queryKey: [...tutorKey(id), 'card'],
    queryFn: ({ signal }) => call(contract.tutoring.tutorCard, { params: { id }, signal }),
  });

export const useTutorLessons = (id: number, range: { from: string; to: string }) =>
  useQuery({
    queryKey: [...tutorKey(id), 'lessons', range],
    queryFn: ({ signal }) => call(contract.tutoring.tutorLessonsForManager, { params: { id }, query: range, signal }),
  });

export const useCreateBooking = () =>
  useMutation({ mutationFn: (body: BookingBody) => call(contract.tutoring.createBooking, { body }) });

/** A new schedule changes the client's and the tutor's pages alike. */
export function useConfirmBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(contract.tutoring.confirmBooking, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['tutoring'] }),
  });
}

export const useCancelBooking = () =>
  useMutation({ mutationFn: (id: number) => call(contract.tutoring.cancelBooking, { params: { id } }) });

export function useSetScheduleState(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: number; state: 'CANCELED' | 'RESTORED' }) =>
      call(contract.tutoring.setScheduleState, { params: { id }, body: { state } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKey(clientId) }),
  });
}

/** A lesson's status or hour changes the client's lessons and balance: refresh the whole card. */
export function useSetLessonStatusForManager(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: LessonStatusBody & { id: number }) =>
      call(contract.tutoring.setLessonStatusForManager, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKey(clientId) }),
  });
}

export function useRescheduleLesson(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, startsAt }: { id: number; startsAt: string }) =>
      call(contract.tutoring.rescheduleLesson, { params: { id }, body: { startsAt } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKey(clientId) }),
  });
}

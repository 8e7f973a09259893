import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, contract as contractType } from '@school/contract';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { MODERATION_REFRESH_MS } from '../../../shared/chat-moderation/moderation-queries';
import { moderationQueryKeys } from '../../../shared/chat-moderation/moderation-query-keys';
import type { Outcome } from './outcome';

/** The bans in force in one lesson's chat. */
export const useBans = (lessonId: number) =>
  useQuery({
    queryKey: moderationQueryKeys.bans(lessonId),
    queryFn: ({ signal }) => call(contract.chat.bans, { params: { id: lessonId }, signal }),
    refetchInterval: MODERATION_REFRESH_MS,
  });

export type BanBody = BodyOf<typeof contractType.chat.ban>;

/** A ban may hide the student's messages too, so everything the moderator sees is read again. */
export function useBan(lessonId: number, { onSuccess, onError }: Outcome) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BanBody) => call(contract.chat.ban, { params: { id: lessonId }, body }),
    onSuccess: async () => {
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: moderationQueryKeys.all });
    },
    onError,
  });
}

/** The outcome is told before the re-read takes the ban's row away. */
export function useUnban(lessonId: number, { onSuccess, onError }: Outcome) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call(contract.chat.unban, { params: { id: lessonId, userId } }),
    onSuccess: async () => {
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: moderationQueryKeys.bans(lessonId) });
    },
    onError,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { notificationKeys } from './notification-keys';

/** Whether the student's Telegram is linked; asked again on coming back from the bot. */
export const useTelegramState = () =>
  useQuery({
    queryKey: notificationKeys.telegram(),
    queryFn: ({ signal }) => call(contract.telegram.state, { signal }),
    refetchOnWindowFocus: true,
  });

export const useTelegramLink = () => useMutation({ mutationFn: () => call(contract.telegram.link) });

export function useTelegramUnlink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(contract.telegram.unlink),
    onSuccess: () => void client.invalidateQueries({ queryKey: notificationKeys.telegram() }),
  });
}

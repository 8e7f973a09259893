import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, NotificationType } from '@school/contract';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { notificationKeys } from './notification-keys';

export type Channel = 'push' | 'telegram';

export const useNotificationSettings = () =>
  useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => call(contract.notifications.settings, { signal }),
  });

interface SettingChange {
  type: NotificationType;
  channel: Channel;
  on: boolean;
}

/** One switch: shown at once, put back if the server refuses (the caller tells the student). */
export function useChangeSetting() {
  const client = useQueryClient();
  const key = notificationKeys.settings();
  return useMutation({
    mutationFn: ({ type, channel, on }: SettingChange) =>
      call(contract.notifications.updateSettings, { body: { settings: [{ type, [channel]: on }] } }),
    onMutate: async ({ type, channel, on }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<NotificationSettings>(key);
      client.setQueryData<NotificationSettings>(
        key,
        (data) =>
          data && { settings: data.settings.map((item) => (item.type === type ? { ...item, [channel]: on } : item)) },
      );
      return { before };
    },
    onError: (_error, _change, context) => client.setQueryData(key, context?.before),
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
}

import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_EVENTS } from '@school/contract';
import type { Socket } from 'socket.io-client';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { onServiceWorkerMessage } from '../../../shared/pwa/sw-messages';
import { whenChatSocketOpen } from '../../../shared/realtime/open-chat-socket';
import { notificationKeys } from './notification-keys';

export const UNREAD_REFRESH_MS = 60_000;

/**
 * The bell's unread count (issue 14): asked every minute, on coming back to the window, on the
 * chat socket's `notification:new` when something else has opened it, and when the service
 * worker has shown a push.
 */
export function useUnreadNotifications(enabled: boolean): number | undefined {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void client.invalidateQueries({ queryKey: notificationKeys.feed });
    let socket: Socket | undefined;
    const stopSocket = whenChatSocketOpen((opened) => {
      socket = opened;
      opened.on(NOTIFICATION_EVENTS.new, refresh);
    });
    const stopWorker = onServiceWorkerMessage('notification', refresh);
    return () => {
      stopSocket();
      socket?.off(NOTIFICATION_EVENTS.new, refresh);
      stopWorker();
    };
  }, [client, enabled]);
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => call(contract.notifications.unreadCount, { signal }),
    enabled,
    refetchInterval: UNREAD_REFRESH_MS,
    // Coming back to the tab always asks, however recent the last answer.
    staleTime: 0,
    refetchOnWindowFocus: true,
    select: (answer) => answer.count,
  }).data;
}

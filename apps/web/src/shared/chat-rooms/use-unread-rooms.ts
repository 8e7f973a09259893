import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { contract } from '../api/contract';
import { chatRoomKeys } from './chat-room-keys';
import { useRoomEvents } from './use-room-events';

/**
 * Spec 3 §3 Unread count: the messages waiting in all the user's rooms, kept live by the socket,
 * which the sidebar opens once the page has settled: its code is not part of a first visit (issue 8).
 */
export function useUnreadRooms(): number | undefined {
  useRoomEvents(undefined, { deferred: true });
  return useQuery({
    queryKey: chatRoomKeys.unread(),
    queryFn: ({ signal }) => call(contract.chatRooms.unreadCount, { signal }),
    select: (answer) => answer.count,
  }).data;
}

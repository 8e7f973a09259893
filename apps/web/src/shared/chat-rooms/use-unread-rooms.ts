import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { contract } from '../api/contract';
import { chatRoomKeys } from './chat-room-keys';
import { useRoomEvents } from './use-room-events';

/** Spec 3 §3 Unread count: the messages waiting in all the user's rooms, kept live by the socket. */
export function useUnreadRooms(): number | undefined {
  useRoomEvents();
  return useQuery({
    queryKey: chatRoomKeys.unread(),
    queryFn: ({ signal }) => call(contract.chatRooms.unreadCount, { signal }),
    select: (answer) => answer.count,
  }).data;
}

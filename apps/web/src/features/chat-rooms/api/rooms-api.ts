import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { chatRoomKeys } from '../../../shared/chat-rooms/chat-room-keys';

/** Rooms per request: a student has a handful, a curator pages through the list by scrolling. */
export const ROOMS_PAGE = 50;
export const MESSAGES_PAGE = 20;

export const roomsQuery = infiniteQueryOptions({
  queryKey: chatRoomKeys.rooms(),
  queryFn: ({ pageParam, signal }) =>
    call(contract.chatRooms.rooms, { query: { limit: ROOMS_PAGE, offset: pageParam }, signal }),
  initialPageParam: 0,
  getNextPageParam: (last, pages) => {
    const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
    return loaded < last.count && last.results.length > 0 ? loaded : undefined;
  },
});

export const roomQuery = (roomId: number) =>
  queryOptions({
    queryKey: chatRoomKeys.room(roomId),
    queryFn: ({ signal }) => call(contract.chatRooms.room, { params: { id: roomId }, signal }),
  });

/** Spec 3 §3 Message page: newest first; the next page is the older one its continuousToken points to. */
export const messagesQuery = (roomId: number) =>
  infiniteQueryOptions({
    queryKey: chatRoomKeys.messages(roomId),
    queryFn: ({ pageParam, signal }) =>
      call(contract.chatRooms.messages, {
        params: { id: roomId },
        query: { limit: MESSAGES_PAGE, continuousToken: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.continuousToken,
    // New messages arrive on the socket; a refetch would reload every older page read so far.
    staleTime: Infinity,
  });

export const useRooms = () => useInfiniteQuery(roomsQuery);
export const useRoom = (roomId: number) => useQuery(roomQuery(roomId));
export const useMessages = (roomId: number) => useInfiniteQuery(messagesQuery(roomId));

import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ResponseOf, RoomMessage, contract } from '@school/contract';
import { chatRoomKeys } from './chat-room-keys';

type MessagePage = ResponseOf<typeof contract.chatRooms.messages>;

/** Puts a message into the room's loaded pages (newest first), or replaces it when it is there already. */
export function upsertMessage(client: QueryClient, roomId: number, message: RoomMessage): void {
  client.setQueryData<InfiniteData<MessagePage, string | null>>(chatRoomKeys.messages(roomId), (data) => {
    if (!data) return data;
    const known = data.pages.some((page) => page.results.some((item) => item.id === message.id));
    const pages = known
      ? data.pages.map((page) => ({
          ...page,
          results: page.results.map((item) => (item.id === message.id ? message : item)),
        }))
      : data.pages.map((page, index) => (index === 0 ? { ...page, results: [message, ...page.results] } : page));
    return { ...data, pages };
  });
}

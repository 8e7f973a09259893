import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { chatRoomKeys } from '../../../shared/chat-rooms/chat-room-keys';
import { upsertMessage } from '../../../shared/chat-rooms/room-cache';

export function useSendMessage(roomId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      call(contract.chatRooms.send, { params: { id: roomId }, body: { text, attachments: [] } }),
    onSuccess: (message) => {
      upsertMessage(client, roomId, message);
      void client.invalidateQueries({ queryKey: chatRoomKeys.rooms() });
    },
  });
}

/** Marks the room read; the list and the sidebar badge follow. */
export function useReadRoom(roomId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(contract.chatRooms.read, { params: { id: roomId } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: chatRoomKeys.unread() });
      void client.invalidateQueries({ queryKey: chatRoomKeys.rooms() });
      void client.invalidateQueries({ queryKey: chatRoomKeys.room(roomId) });
    },
  });
}

export function useRateFeedback(roomId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, rating }: { messageId: string; rating: number }) =>
      call(contract.chatRooms.rate, { params: { id: roomId, messageId }, body: { rating } }),
    onSuccess: (message) => upsertMessage(client, roomId, message),
  });
}

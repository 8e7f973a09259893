import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { camelKeys, CHAT_EVENTS, type RoomMessageEvent } from '@school/contract';
import { chatRoomKeys } from './chat-room-keys';
import { upsertMessage } from './room-cache';

/**
 * Keeps the curator rooms live (spec 3 §3): a message from the socket goes into its room's pages,
 * and the room list and the unread badge are asked again. The socket's code loads on first use,
 * not with the page shell.
 */
export function useRoomEvents(onMessage?: (event: RoomMessageEvent) => void): void {
  const client = useQueryClient();
  const heard = useEffectEvent((event: RoomMessageEvent) => onMessage?.(event));
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../realtime/chat-socket').then(({ chatSocket }) => {
      if (cancelled) return;
      const socket = chatSocket();
      const refresh = () => void client.invalidateQueries({ queryKey: chatRoomKeys.all, refetchType: 'active' });
      const message = (payload: unknown) => {
        const event = camelKeys(payload) as RoomMessageEvent;
        upsertMessage(client, event.roomId, event.message);
        void client.invalidateQueries({ queryKey: chatRoomKeys.unread() });
        void client.invalidateQueries({ queryKey: chatRoomKeys.rooms() });
        void client.invalidateQueries({ queryKey: chatRoomKeys.room(event.roomId) });
        heard(event);
      };
      socket.on(CHAT_EVENTS.roomMessage, message);
      socket.on(CHAT_EVENTS.roomRead, refresh);
      // What was said while the connection was down arrives by asking again.
      socket.io.on('reconnect', refresh);
      stop = () => {
        socket.off(CHAT_EVENTS.roomMessage, message);
        socket.off(CHAT_EVENTS.roomRead, refresh);
        socket.io.off('reconnect', refresh);
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client]);
}

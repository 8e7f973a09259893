import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { camelKeys, CHAT_EVENTS, type RoomMessageEvent } from '@school/contract';
import { chatRoomKeys } from './chat-room-keys';
import { upsertMessage } from './room-cache';

/** How long the sidebar's badge waits before it opens the socket: not on the first visit's path (issue 8). */
export const DEFERRED_SOCKET_MS = 4_000;

/**
 * Keeps the curator rooms live (spec 3 §3): a message from the socket goes into its room's pages,
 * and the room list and the unread badge are asked again. The socket's code loads on first use,
 * not with the page shell; `deferred` opens it only once the page has settled.
 */
export function useRoomEvents(
  onMessage?: (event: RoomMessageEvent) => void,
  { deferred = false }: { deferred?: boolean } = {},
): void {
  const client = useQueryClient();
  const heard = useEffectEvent((event: RoomMessageEvent) => onMessage?.(event));
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const listen = () =>
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
    const timer = deferred ? setTimeout(listen, DEFERRED_SOCKET_MS) : undefined;
    if (!deferred) listen();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop?.();
    };
  }, [client, deferred]);
}

import type { Socket } from 'socket.io-client';

let opened: Socket | null = null;
const listeners = new Set<(socket: Socket) => void>();

/** Called by `chatSocket()` when it opens the tab's socket. */
export function announceChatSocket(socket: Socket): void {
  opened = socket;
  for (const listener of listeners) listener(socket);
}

/**
 * Runs `listener` with the tab's chat socket once something else has opened it (at once if it is
 * open): a listener that only wants its events never opens the socket, nor loads its code.
 */
export function whenChatSocketOpen(listener: (socket: Socket) => void): () => void {
  listeners.add(listener);
  if (opened) listener(opened);
  return () => void listeners.delete(listener);
}

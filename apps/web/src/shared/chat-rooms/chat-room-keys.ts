/** Query keys of the curator rooms: every key starts with `all`, so a room event refreshes the list and the badge at once. */
export const chatRoomKeys = {
  all: ['chat-rooms'] as const,
  unread: () => [...chatRoomKeys.all, 'unread'] as const,
  /** Under `unread`: a room event refreshes the support widget's badge too. */
  supportUnread: () => [...chatRoomKeys.all, 'unread', 'support'] as const,
  supportRoom: () => [...chatRoomKeys.all, 'support-room'] as const,
  rooms: () => [...chatRoomKeys.all, 'rooms'] as const,
  room: (roomId: number) => [...chatRoomKeys.all, 'room', roomId] as const,
  messages: (roomId: number) => [...chatRoomKeys.all, 'messages', roomId] as const,
};

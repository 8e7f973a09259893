/** Query keys of the notification centre: `feed` holds the list and the unread count, refreshed together. */
export const notificationKeys = {
  feed: ['notifications', 'feed'] as const,
  unread: () => [...notificationKeys.feed, 'unread'] as const,
  list: () => [...notificationKeys.feed, 'list'] as const,
  settings: () => ['notifications', 'settings'] as const,
  telegram: () => ['notifications', 'telegram'] as const,
};

import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE, type Notification } from '@school/contract';
import { call } from '../../../shared/api/client';
import { contract } from '../../../shared/api/contract';
import { nextPageOffset } from '../../../shared/api/next-page';
import { notificationKeys } from './notification-keys';

interface Page {
  count: number;
  results: Notification[];
}

/** The user's notifications, newest first, 20 at a time («Показать ещё» adds the next). */
export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      call(contract.notifications.list, { query: { limit: NOTIFICATIONS_PAGE_SIZE, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    // The list is mounted only while open: each opening shows what has come since.
    refetchOnMount: 'always',
  });

export const useNotifications = () => useInfiniteQuery(notificationsQuery());

function updateLoaded(client: ReturnType<typeof useQueryClient>, change: (item: Notification) => Notification): void {
  client.setQueryData<InfiniteData<Page>>(
    notificationKeys.list(),
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, results: page.results.map(change) })) },
  );
}

/** Marks one notification read: the list shows it at once, the count is asked again. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(contract.notifications.read, { params: { id } }),
    onSuccess: (read) => {
      updateLoaded(client, (item) => (item.id === read.id ? read : item));
      void client.invalidateQueries({ queryKey: notificationKeys.unread() });
    },
  });
}

export function useReadAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(contract.notifications.readAll),
    onSuccess: () => {
      const now = new Date().toISOString();
      updateLoaded(client, (item) => (item.readAt ? item : { ...item, readAt: now }));
      client.setQueryData(notificationKeys.unread(), { count: 0 });
      void client.invalidateQueries({ queryKey: notificationKeys.feed });
    },
  });
}

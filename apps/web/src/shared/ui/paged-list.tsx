import type { ReactNode } from 'react';
import { Center, Pagination, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';

interface Page<T> {
  count: number;
  results: T[];
}

interface PagedListProps<T> {
  query: UseQueryResult<Page<T>>;
  page: number;
  onPage: (page: number) => void;
  pageSize: number;
  renderItem: (item: T) => ReactNode;
  skeletonHeight: number;
  /** i18n keys: `${texts}.loadError`, `.empty`, `.emptyHint`, `.pagination`, `.first`, `.previous`, `.next`, `.last` */
  texts: string;
  emptyIcon: ReactNode;
}

/** A history of a limit/offset endpoint: skeletons, error with retry, empty state, the list and its pages. */
export function PagedList<T>({
  query,
  page,
  onPage,
  pageSize,
  renderItem,
  skeletonHeight,
  texts,
  emptyIcon,
}: PagedListProps<T>) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil((query.data?.count ?? 0) / pageSize));

  const body = () => {
    if (query.isError) return <LoadError message={t(`${texts}.loadError`)} onRetry={() => void query.refetch()} />;
    if (query.isPending)
      return (
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={skeletonHeight} radius="md" />
          ))}
        </Stack>
      );
    if (query.data.count === 0)
      return <EmptyState title={t(`${texts}.empty`)} hint={t(`${texts}.emptyHint`)} icon={emptyIcon} />;
    return (
      <Stack
        gap="sm"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none', opacity: query.isPlaceholderData ? 0.6 : 1 }}
      >
        {query.data.results.map(renderItem)}
      </Stack>
    );
  };

  return (
    <>
      {body()}
      {pages > 1 && !query.isError && (
        <Center component="nav" aria-label={t(`${texts}.pagination`)}>
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            getControlProps={(control) => ({ 'aria-label': t(`${texts}.${control}`) })}
          />
        </Center>
      )}
    </>
  );
}

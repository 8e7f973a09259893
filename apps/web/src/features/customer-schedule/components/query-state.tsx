import type { ReactNode } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { LoadError } from '../../../shared/ui/load-error';

interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A customer's data: a skeleton while it loads, the not-found page when there is no such customer
 * (or not of this role: 404 like a missing one), an alert with a retry on any other failure.
 */
export function QueryState<T>({
  query,
  loadError,
  children,
}: {
  query: QueryLike<T>;
  loadError: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : null;
    if (status === 404 || status === 400) return <Navigate to={paths.notFound} replace />;
    return <LoadError message={loadError} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined)
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={72} radius="lg" />
        <Skeleton h={360} radius="lg" />
      </Stack>
    );
  return <>{children(query.data)}</>;
}

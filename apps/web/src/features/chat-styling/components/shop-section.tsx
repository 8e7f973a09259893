import type { ReactNode } from 'react';
import { Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';

interface ShopSectionProps {
  id: string;
  title: string;
  hint?: string;
  query: UseQueryResult<unknown[]>;
  empty: { title: string; icon: ReactNode };
  children: ReactNode;
}

/** One shelf of the shop: its heading, then loading, a failure with a retry, nothing yet, or the cards. */
export function ShopSection({ id, title, hint, query, empty, children }: ShopSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      {query.isPending && <Loader size="sm" />}
      {query.isError && <LoadError message={t('chatStyling.loadFailed')} onRetry={() => void query.refetch()} />}
      {query.data?.length === 0 && (
        <EmptyState title={empty.title} hint={t('chatStyling.emptyHint')} icon={empty.icon} />
      )}
      {children}
    </Stack>
  );
}

import { useState } from 'react';
import { Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useClassTypes } from '../../../shared/tutor-clients/class-types-query';
import { useClients } from '../api/get-clients';
import { ClientsCards } from '../components/clients-cards';
import { ClientsTable } from '../components/clients-table';
import { ClientsToolbar } from '../components/clients-toolbar';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { usePhone } from '../../../shared/ui/use-phone';
import {
  INITIAL_CLIENTS_FILTERS,
  isFiltered,
  pageCount,
  toClientsQuery,
  type ClientsFilters,
} from '../lib/clients-filters';
import '../i18n';

export const SEARCH_DEBOUNCE_MS = 300;

/** Spec 3 §2 TutorClients: the tutor's clients with search, status filter and pages; a client opens /clients/{id}. */
export function ClientsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ClientsFilters>(INITIAL_CLIENTS_FILTERS);
  const [search] = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const clients = useClients(toClientsQuery({ ...filters, search }));
  const classTypes = useClassTypes();
  const phone = usePhone();
  // Any change of the filters starts again from the first page.
  const change = (patch: Partial<ClientsFilters>) => setFilters((current) => ({ ...current, page: 1, ...patch }));
  const data = clients.data;
  const pages = data ? pageCount(data.count) : 1;
  const list = {
    clients: data?.results,
    classTypes: classTypes.data,
    stale: clients.isPlaceholderData,
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          {t('tutor.clients.title')}
        </Title>
        {data && (
          <Text c="dimmed" size="sm">
            {t('tutor.clients.total', { count: data.count })}
          </Text>
        )}
      </Group>
      <ClientsToolbar
        search={filters.search}
        status={filters.status}
        onSearchChange={(value) => change({ search: value })}
        onStatusChange={(status) => change({ status })}
      />
      {clients.isError ? (
        <LoadError message={t('tutor.clients.loadError')} onRetry={() => void clients.refetch()} />
      ) : data && data.results.length === 0 ? (
        isFiltered(filters) ? (
          <EmptyState title={t('tutor.clients.nothingFound')} hint={t('tutor.clients.nothingFoundHint')} />
        ) : (
          <EmptyState title={t('tutor.clients.empty')} hint={t('tutor.clients.emptyHint')} />
        )
      ) : phone ? (
        <ClientsCards {...list} />
      ) : (
        <Paper withBorder radius="lg" p={0}>
          <ClientsTable {...list} />
        </Paper>
      )}
      {pages > 1 && !clients.isError && (
        <Pagination
          total={pages}
          value={filters.page}
          onChange={(page) => setFilters((current) => ({ ...current, page }))}
          aria-label={t('tutor.clients.pagination')}
        />
      )}
    </Stack>
  );
}

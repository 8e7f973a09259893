import { useState } from 'react';
import { Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CustomerRole } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { useCustomers } from '../api/get-customers';
import { useCustomerColumns } from '../components/customer-columns';
import { CustomersCards } from '../components/customers-cards';
import { CustomersTable } from '../components/customers-table';
import { CustomersToolbar } from '../components/customers-toolbar';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { usePhone } from '../../../shared/ui/use-phone';
import { useErrorToast } from '../hooks/use-error-toast';
import { pageCount, roleFromSearch, toCustomersQuery } from '../lib/customers-filters';
import '../i18n';

const route = getRouteApi(paths.managerCustomers);

export const SEARCH_DEBOUNCE_MS = 300;

/** Spec 3 §2 ManagerCustomers: students or tutors (query `role`), searched and paged. */
export function CustomersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = roleFromSearch(route.useSearch());
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const customers = useCustomers(toCustomersQuery({ role, search: debouncedSearch, page }));
  useErrorToast(customers.isError ? customers.errorUpdatedAt : 0, t('manager.customers.loadError'));
  const data = customers.data;
  const pages = data ? pageCount(data.count) : 1;
  const phone = usePhone();
  const list = { columns: useCustomerColumns(role), customers: data?.results, stale: customers.isPlaceholderData };

  const changeRole = (next: CustomerRole) => {
    setPage(1);
    // The role lives in the URL so a link (or the regular-schedule breadcrumb, spec 3 §2) opens the same list.
    void navigate({ to: paths.managerCustomers, search: { role: next } });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          {t('manager.customers.title')}
        </Title>
        {data && (
          <Text c="dimmed" size="sm">
            {t('manager.customers.total', { count: data.count })}
          </Text>
        )}
      </Group>
      <CustomersToolbar
        role={role}
        search={search}
        onRoleChange={changeRole}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {customers.isError ? (
        <LoadError message={t('manager.customers.loadError')} onRetry={() => void customers.refetch()} />
      ) : data && data.results.length === 0 ? (
        search.trim() ? (
          <EmptyState title={t('manager.customers.nothingFound')} hint={t('manager.customers.nothingFoundHint')} />
        ) : (
          <EmptyState title={t(`manager.customers.empty.${role}`)} hint={t('manager.customers.emptyHint')} />
        )
      ) : phone ? (
        <CustomersCards {...list} />
      ) : (
        <Paper withBorder radius="lg" p={0}>
          <CustomersTable {...list} />
        </Paper>
      )}
      {pages > 1 && !customers.isError && (
        <Pagination total={pages} value={page} onChange={setPage} aria-label={t('manager.customers.pagination')} />
      )}
    </Stack>
  );
}

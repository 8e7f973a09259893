import { useMemo, useState } from 'react';
import { Anchor, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus, type StaffOrder } from '@school/contract';
import { money } from '../../../shared/cart/money';
import { paths } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/lib/format';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { ListFilters, SearchFilter, useListPage } from '../../../shared/staff/list-filters';
import { useOrders } from '../api/commerce';
import { CommerceNav } from '../ui/commerce-nav';
import { OrderStatusBadge } from '../ui/order-status-badge';
import '../i18n';

const column = createColumnHelper<StaffOrder>();

/** Issue 16: orders newest first (docs/staff-commerce.md "Orders"); the payment inspector reads them too. */
export function OrdersPage(): React.JSX.Element {
  const { t, i18n } = useTranslation();
  const { pagination, setPagination, filtered } = useListPage();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  const orders = useOrders({
    ...pageQuery(pagination),
    search: debounced || undefined,
    status: (status ?? undefined) as OrderStatus | undefined,
  });
  const columns = useMemo(
    () => [
      column.accessor('id', {
        header: t('staffCommerce.orders.number'),
        cell: (cell) => (
          <Anchor
            fw={600}
            renderRoot={(props) => (
              <Link {...props} to={paths.staffCommerceOrder} params={{ orderId: String(cell.getValue()) }} />
            )}
          >
            {t('staffCommerce.orders.open', { id: cell.getValue() })}
          </Anchor>
        ),
      }),
      column.accessor('createdAt', {
        header: t('staffCommerce.orders.date'),
        cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
      }),
      column.accessor('email', {
        header: t('staffCommerce.orders.payer'),
        cell: (cell) => `${cell.row.original.holderName} · ${cell.getValue()}`,
      }),
      column.accessor('amount', {
        header: t('staffCommerce.orders.amount'),
        cell: (cell) => money(cell.getValue(), cell.row.original.currency),
      }),
      column.accessor('status', {
        header: t('staffCommerce.orders.status'),
        cell: (cell) => <OrderStatusBadge status={cell.getValue()} />,
      }),
    ],
    [t, i18n.language],
  );
  return (
    <Stack gap="lg">
      <StaffPageHeader title={t('staffCommerce.orders.title')} lead={t('staffCommerce.orders.lead')} />
      <CommerceNav active="orders" />
      <ListFilters>
        <SearchFilter
          label={t('staffCommerce.orders.search')}
          value={search}
          maxLength={100}
          onChange={filtered(setSearch)}
          miw={200}
        />
        <Select
          label={t('staffCommerce.orders.status')}
          placeholder={t('staffCommerce.orders.any')}
          clearable
          data={ORDER_STATUSES.map((value) => ({ value, label: t(`staffCommerce.orders.statuses.${value}`) }))}
          value={status}
          onChange={filtered(setStatus)}
          miw={160}
        />
      </ListFilters>
      <StaffTable
        label={t('staffCommerce.orders.label')}
        columns={columns}
        rows={orders.data?.results}
        count={orders.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        failed={orders.isError}
        empty={t('staffCommerce.orders.empty')}
        rowId={(row) => String(row.id)}
        minWidth={760}
      />
    </Stack>
  );
}

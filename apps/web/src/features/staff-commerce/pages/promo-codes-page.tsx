import { useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlayerStop, IconPlus } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { StaffPromoCode } from '@school/contract';
import { money } from '../../../shared/cart/money';
import { formatDateTime } from '../../../shared/lib/format';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { ListFilters, SearchFilter, useListPage } from '../../../shared/staff/list-filters';
import { useDeactivatePromoCode, usePromoCodes } from '../api/commerce';
import { CommerceNav } from '../ui/commerce-nav';
import { PromoFormModal } from '../ui/promo-form-modal';
import '../i18n';

const column = createColumnHelper<StaffPromoCode>();

/** Issue 16: promo codes (docs/staff-commerce.md "Promo codes"). */
export function PromoCodesPage(): React.JSX.Element {
  const { t, i18n } = useTranslation();
  const { pagination, setPagination, filtered } = useListPage();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  const [editing, setEditing] = useState<StaffPromoCode | null | undefined>(undefined);
  const deactivate = useDeactivatePromoCode();
  const promos = usePromoCodes({
    ...pageQuery(pagination),
    search: debounced || undefined,
    active: (active ?? undefined) as 'true' | 'false' | undefined,
  });
  const columns = useMemo(
    () => [
      column.accessor('code', {
        header: t('staffCommerce.promos.code'),
        cell: (cell) => (
          <Text fw={700} ff="monospace">
            {cell.getValue()}
          </Text>
        ),
      }),
      column.accessor((row) => (row.type === 3 ? `${row.value}%` : money(row.value, row.currency)), {
        id: 'value',
        header: t('staffCommerce.promos.value'),
      }),
      column.accessor('isActive', {
        header: t('staffCommerce.promos.status'),
        cell: (cell) =>
          cell.getValue() ? (
            <Badge color="teal" variant="light" tt="none">
              {t('staffCommerce.promos.active')}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" tt="none">
              {t('staffCommerce.promos.inactive')}
            </Badge>
          ),
      }),
      column.accessor(
        (row) =>
          row.startsAt || row.expiresAt
            ? `${row.startsAt ? formatDateTime(row.startsAt, i18n.language) : '…'} — ${
                row.expiresAt ? formatDateTime(row.expiresAt, i18n.language) : '…'
              }`
            : t('staffCommerce.promos.always'),
        { id: 'period', header: t('staffCommerce.promos.period') },
      ),
      column.accessor((row) => `${row.usedCount}${row.maxUses === null ? '' : ` / ${row.maxUses}`}`, {
        id: 'used',
        header: t('staffCommerce.promos.used'),
      }),
      column.accessor(
        (row) =>
          row.products.length === 0
            ? t('staffCommerce.promos.allProducts')
            : row.products.map((product) => product.title).join(', '),
        { id: 'products', header: t('staffCommerce.promos.products') },
      ),
      column.display({
        id: 'actions',
        header: t('staffCommerce.promos.actions'),
        cell: (cell) => {
          const promo = cell.row.original;
          return (
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={t('staffCommerce.promos.editOf', { code: promo.code })}
                onClick={() => setEditing(promo)}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
              {promo.isActive && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('staffCommerce.promos.deactivateOf', { code: promo.code })}
                  onClick={() =>
                    deactivate.mutate(promo.id, {
                      onSuccess: () =>
                        notifications.show({
                          color: 'teal',
                          message: t('staffCommerce.promos.deactivated', { code: promo.code }),
                        }),
                    })
                  }
                >
                  <IconPlayerStop size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          );
        },
      }),
    ],
    [t, i18n.language, deactivate],
  );
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={t('staffCommerce.promos.title')}
        lead={t('staffCommerce.promos.lead')}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
            {t('staffCommerce.promos.create')}
          </Button>
        }
      />
      <CommerceNav active="promos" />
      <ListFilters>
        <SearchFilter
          label={t('staffCommerce.promos.search')}
          value={search}
          maxLength={40}
          onChange={filtered(setSearch)}
          miw={200}
        />
        <Select
          label={t('staffCommerce.promos.activeFilter')}
          placeholder={t('staffCommerce.products.any')}
          clearable
          data={[
            { value: 'true', label: t('staffCommerce.promos.active') },
            { value: 'false', label: t('staffCommerce.promos.inactive') },
          ]}
          value={active}
          onChange={filtered(setActive)}
          miw={160}
        />
      </ListFilters>
      <StaffTable
        label={t('staffCommerce.promos.label')}
        columns={columns}
        rows={promos.data?.results}
        count={promos.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        failed={promos.isError}
        empty={t('staffCommerce.promos.empty')}
        rowId={(row) => String(row.id)}
        minWidth={960}
      />
      <PromoFormModal
        promo={editing ?? null}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSaved={(saved) => {
          setEditing(undefined);
          notifications.show({ color: 'teal', message: `${t('staffCommerce.promos.saved')}: ${saved.code}` });
        }}
      />
    </Stack>
  );
}

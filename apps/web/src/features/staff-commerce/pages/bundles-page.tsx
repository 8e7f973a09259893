import { useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconGift, IconPencil, IconPlayerStop, IconPlus } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { StaffBundle } from '@school/contract';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { useBundles, useDeactivateBundle } from '../api/commerce-catalog';
import { SaleStatus } from '../ui/sale-status';
import { BundleFormModal } from '../ui/bundle-form-modal';
import { CommerceNav } from '../ui/commerce-nav';
import { GiftsModal } from '../ui/gifts-modal';
import { courseTypeTitle } from '../../../shared/staff/course-types';
import { ListFilters, SearchFilter, useListPage } from '../../../shared/staff/list-filters';
import '../i18n';

const column = createColumnHelper<StaffBundle>();

/** Issue 16: bundles of products at a percent off (docs/staff-commerce.md "Bundles"). */
export function BundlesPage(): React.JSX.Element {
  const { t } = useTranslation();
  const { pagination, setPagination, filtered } = useListPage();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  const [editing, setEditing] = useState<StaffBundle | null | undefined>(undefined);
  const [giftsOf, setGiftsOf] = useState<StaffBundle | null>(null);
  const deactivate = useDeactivateBundle();
  const bundles = useBundles({
    ...pageQuery(pagination),
    search: debounced || undefined,
    active: (active ?? undefined) as 'true' | 'false' | undefined,
  });
  const columns = useMemo(
    () => [
      column.accessor('title', { header: t('staffCommerce.bundles.columnTitle'), enableSorting: false }),
      column.accessor('sysCourseType', {
        header: t('staffCommerce.products.courseType'),
        enableSorting: false,
        cell: (cell) => courseTypeTitle(t, cell.getValue()),
      }),
      column.accessor('discountPercent', {
        header: t('staffCommerce.bundles.discount'),
        enableSorting: false,
        cell: (cell) => `${cell.getValue()}%`,
      }),
      column.accessor((row) => row.products.map((product) => product.title).join(', '), {
        id: 'products',
        header: t('staffCommerce.bundles.products'),
        enableSorting: false,
      }),
      column.accessor('isActive', {
        header: t('staffCommerce.promos.status'),
        enableSorting: false,
        cell: (cell) => (
          <>
            <SaleStatus active={cell.getValue()} />
            {cell.row.original.isBannerBundle && (
              <Text size="xs" c="dimmed">
                {t('staffCommerce.bundles.banner')}
              </Text>
            )}
          </>
        ),
      }),
      column.display({
        id: 'actions',
        header: t('staffCommerce.products.actions'),
        cell: (cell) => {
          const bundle = cell.row.original;
          return (
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={t('staffCommerce.plans.editOf', { name: bundle.title })}
                onClick={() => setEditing(bundle)}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t('staffCommerce.gifts.openOf', { name: bundle.title })}
                onClick={() => setGiftsOf(bundle)}
              >
                <IconGift size={18} aria-hidden />
              </ActionIcon>
              {bundle.isActive && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('staffCommerce.bundles.deactivateOf', { name: bundle.title })}
                  onClick={() =>
                    deactivate.mutate(bundle.id, {
                      onSuccess: () =>
                        notifications.show({
                          color: 'teal',
                          message: t('staffCommerce.bundles.deactivated', { name: bundle.title }),
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
    [t, deactivate],
  );
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={t('staffCommerce.bundles.title')}
        lead={t('staffCommerce.bundles.lead')}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
            {t('staffCommerce.bundles.create')}
          </Button>
        }
      />
      <CommerceNav active="bundles" />
      <ListFilters>
        <SearchFilter
          label={t('staffCommerce.bundles.search')}
          value={search}
          maxLength={100}
          onChange={filtered(setSearch)}
          miw={200}
        />
        <Select
          label={t('staffCommerce.promos.status')}
          placeholder={t('staffCommerce.products.any')}
          clearable
          data={[
            { value: 'true', label: t('staffCommerce.bundles.onSale') },
            { value: 'false', label: t('staffCommerce.bundles.offSale') },
          ]}
          value={active}
          onChange={filtered(setActive)}
          miw={160}
        />
      </ListFilters>
      <StaffTable
        label={t('staffCommerce.bundles.title')}
        columns={columns}
        rows={bundles.data?.results}
        count={bundles.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        failed={bundles.isError}
        empty={t('staffCommerce.bundles.empty')}
        rowId={(row) => String(row.id)}
        minWidth={820}
      />
      <GiftsModal
        owner={giftsOf ? { bundleId: giftsOf.id } : null}
        name={giftsOf?.title ?? ''}
        onClose={() => setGiftsOf(null)}
      />
      <BundleFormModal
        bundle={editing ?? null}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSaved={(saved) => {
          setEditing(undefined);
          notifications.show({ color: 'teal', message: `${t('staffCommerce.plans.saved')}: ${saved.title}` });
        }}
      />
    </Stack>
  );
}

import { useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconGift, IconPencil, IconPlus } from '@tabler/icons-react';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { StaffProduct } from '@school/contract';
import { money } from '../../../shared/cart/money';
import { formatDate } from '../../../shared/lib/format';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { orderingOf, pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { useProductOptions, useProducts, type ProductQuery } from '../api/commerce';
import { CommerceNav } from '../ui/commerce-nav';
import { GiftsModal } from '../ui/gifts-modal';
import { ProductFormModal } from '../ui/product-form-modal';
import { courseTypeOptions } from '../../../shared/staff/course-types';
import { ListFilters, SearchFilter, useListPage } from '../../../shared/staff/list-filters';
import '../i18n';

const column = createColumnHelper<StaffProduct>();

/** Issue 16: products on sale and their prices (docs/staff-commerce.md "Products"). */
export function ProductsPage(): React.JSX.Element {
  const { t, i18n } = useTranslation();
  const { pagination, setPagination, filtered } = useListPage();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'start', desc: true }]);
  const [search, setSearch] = useState('');
  const [productType, setProductType] = useState<string | null>(null);
  const [courseType, setCourseType] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  const [editing, setEditing] = useState<StaffProduct | null | undefined>(undefined);
  const [giftsOf, setGiftsOf] = useState<StaffProduct | null>(null);
  const options = useProductOptions(true);
  const products = useProducts({
    ...pageQuery(pagination),
    search: debounced || undefined,
    productType: productType ? Number(productType) : undefined,
    courseType: (courseType ?? undefined) as ProductQuery['courseType'],
    ordering: (orderingOf(sorting) ?? '-start') as ProductQuery['ordering'],
  });
  const columns = useMemo(
    () => [
      column.accessor('title', { header: t('staffCommerce.products.columnTitle'), enableSorting: false }),
      column.accessor((row) => row.productType.title, {
        id: 'productType',
        header: t('staffCommerce.products.productType'),
        enableSorting: false,
      }),
      column.accessor('startDate', {
        id: 'start',
        header: t('staffCommerce.products.start'),
        enableSorting: true,
        cell: (cell) => formatDate(cell.getValue(), i18n.language),
      }),
      column.accessor('endDate', {
        header: t('staffCommerce.products.end'),
        enableSorting: false,
        cell: (cell) => formatDate(cell.getValue(), i18n.language),
      }),
      column.accessor('price', {
        id: 'price',
        header: t('staffCommerce.products.price'),
        enableSorting: true,
        cell: (cell) => money(cell.getValue(), cell.row.original.currency),
      }),
      column.display({
        id: 'actions',
        header: t('staffCommerce.products.actions'),
        cell: (cell) => (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('staffCommerce.products.editOf', { title: cell.row.original.title })}
              onClick={() => setEditing(cell.row.original)}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('staffCommerce.gifts.openOf', { name: cell.row.original.title })}
              onClick={() => setGiftsOf(cell.row.original)}
            >
              <IconGift size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ),
      }),
    ],
    [t, i18n.language],
  );
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={t('staffCommerce.products.title')}
        lead={t('staffCommerce.products.lead')}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
            {t('staffCommerce.products.create')}
          </Button>
        }
      />
      <CommerceNav active="products" />
      <ListFilters>
        <SearchFilter
          label={t('staffCommerce.products.search')}
          value={search}
          maxLength={100}
          onChange={filtered(setSearch)}
          miw={200}
        />
        <Select
          label={t('staffCommerce.products.productType')}
          placeholder={t('staffCommerce.products.any')}
          clearable
          searchable
          data={(options.data?.productTypes ?? []).map((type) => ({ value: String(type.id), label: type.title }))}
          value={productType}
          onChange={filtered(setProductType)}
          miw={200}
        />
        <Select
          label={t('staffCommerce.products.courseType')}
          placeholder={t('staffCommerce.products.any')}
          clearable
          data={courseTypeOptions(t)}
          value={courseType}
          onChange={filtered(setCourseType)}
          miw={160}
        />
      </ListFilters>
      <StaffTable
        label={t('staffCommerce.products.label')}
        columns={columns}
        rows={products.data?.results}
        count={products.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        sorting={sorting}
        onSortingChange={setSorting}
        failed={products.isError}
        empty={t('staffCommerce.products.empty')}
        rowId={(row) => String(row.id)}
        minWidth={820}
      />
      <GiftsModal
        owner={giftsOf ? { productId: giftsOf.id } : null}
        name={giftsOf?.title ?? ''}
        onClose={() => setGiftsOf(null)}
      />
      <ProductFormModal
        product={editing ?? null}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSaved={(saved) => {
          setEditing(undefined);
          notifications.show({ color: 'teal', message: `${t('staffCommerce.products.saved')}: ${saved.title}` });
        }}
      />
    </Stack>
  );
}

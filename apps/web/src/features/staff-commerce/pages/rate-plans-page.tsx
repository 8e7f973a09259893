import { useMemo, useState } from 'react';
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { createColumnHelper, type PaginationState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { StaffPack, StaffRatePlan } from '@school/contract';
import { money } from '../../../shared/cart/money';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { useProductOptions } from '../api/commerce';
import {
  useDeletePack,
  useDeleteRatePlan,
  usePackSale,
  usePacks,
  useRatePlanSale,
  useRatePlans,
} from '../api/commerce-catalog';
import { CommerceNav } from '../ui/commerce-nav';
import { PackFormModal } from '../ui/pack-form-modal';
import { RatePlanFormModal } from '../ui/rate-plan-form-modal';
import { RowActions } from '../ui/row-actions';
import { SaleStatus } from '../ui/sale-status';
import '../i18n';

const planColumn = createColumnHelper<StaffRatePlan>();
const packColumn = createColumnHelper<StaffPack>();
const FIRST_PAGE: PaginationState = { pageIndex: 0, pageSize: 20 };

/** Issue 16: a programme's rate plans and its products' packs (docs/staff-commerce.md "Rate plans and packs"). */
export function RatePlansPage(): React.JSX.Element {
  const { t } = useTranslation();
  const [productType, setProductType] = useState<string | null>(null);
  const [plansPage, setPlansPage] = useState<PaginationState>(FIRST_PAGE);
  const [packsPage, setPacksPage] = useState<PaginationState>(FIRST_PAGE);
  const [editingPlan, setEditingPlan] = useState<StaffRatePlan | null | undefined>(undefined);
  const [editingPack, setEditingPack] = useState<StaffPack | null | undefined>(undefined);
  const typeId = productType ? Number(productType) : null;
  const options = useProductOptions(true);
  const plans = useRatePlans({ ...pageQuery(plansPage), productType: typeId ?? undefined });
  const packs = usePacks({ ...pageQuery(packsPage), productType: typeId ?? undefined });
  const removePlan = useDeleteRatePlan();
  const removePack = useDeletePack();
  const planSale = useRatePlanSale();
  const packSale = usePackSale();

  const planColumns = useMemo(
    () => [
      planColumn.accessor('title', { header: t('staffCommerce.plans.columnTitle'), enableSorting: false }),
      planColumn.accessor((row) => row.productType.title, {
        id: 'productType',
        header: t('staffCommerce.products.productType'),
        enableSorting: false,
      }),
      planColumn.accessor('sysName', { header: t('staffCommerce.plans.sysName'), enableSorting: false }),
      planColumn.accessor('price', {
        header: t('staffCommerce.products.price'),
        enableSorting: false,
        cell: (cell) => money(cell.getValue(), cell.row.original.currency),
      }),
      planColumn.accessor('order', { header: t('staffCommerce.plans.order'), enableSorting: false }),
      planColumn.accessor('isActive', {
        header: t('staffCommerce.plans.status'),
        enableSorting: false,
        cell: (cell) => <SaleStatus active={cell.getValue()} />,
      }),
      planColumn.display({
        id: 'actions',
        header: t('staffCommerce.products.actions'),
        cell: (cell) => (
          <RowActions
            name={cell.row.original.title}
            onEdit={() => setEditingPlan(cell.row.original)}
            onRemove={() => removePlan.mutateAsync(cell.row.original.id)}
            sale={{
              active: cell.row.original.isActive,
              onToggle: () => planSale.mutateAsync({ id: cell.row.original.id, active: !cell.row.original.isActive }),
            }}
          />
        ),
      }),
    ],
    [t, removePlan, planSale],
  );
  const packColumns = useMemo(
    () => [
      packColumn.accessor('title', { header: t('staffCommerce.packs.columnTitle'), enableSorting: false }),
      packColumn.accessor((row) => row.product.title, {
        id: 'product',
        header: t('staffCommerce.packs.product'),
        enableSorting: false,
      }),
      packColumn.accessor('lessonsCount', { header: t('staffCommerce.packs.lessons'), enableSorting: false }),
      packColumn.accessor('price', {
        header: t('staffCommerce.packs.price'),
        enableSorting: false,
        cell: (cell) => money(cell.getValue(), cell.row.original.currency),
      }),
      packColumn.accessor('isActive', {
        header: t('staffCommerce.plans.status'),
        enableSorting: false,
        cell: (cell) => <SaleStatus active={cell.getValue()} />,
      }),
      packColumn.display({
        id: 'actions',
        header: t('staffCommerce.products.actions'),
        cell: (cell) => (
          <RowActions
            name={cell.row.original.title}
            onEdit={() => setEditingPack(cell.row.original)}
            onRemove={() => removePack.mutateAsync(cell.row.original.id)}
            sale={{
              active: cell.row.original.isActive,
              onToggle: () => packSale.mutateAsync({ id: cell.row.original.id, active: !cell.row.original.isActive }),
            }}
          />
        ),
      }),
    ],
    [t, removePack, packSale],
  );
  const saved = (name: string) =>
    notifications.show({ color: 'teal', message: `${t('staffCommerce.plans.saved')}: ${name}` });

  return (
    <Stack gap="lg">
      <StaffPageHeader title={t('staffCommerce.plans.title')} lead={t('staffCommerce.plans.lead')} />
      <CommerceNav active="plans" />
      <Select
        label={t('staffCommerce.products.productType')}
        placeholder={t('staffCommerce.products.any')}
        clearable
        searchable
        data={(options.data?.productTypes ?? []).map((type) => ({ value: String(type.id), label: type.title }))}
        value={productType}
        onChange={(value) => {
          setProductType(value);
          setPlansPage(FIRST_PAGE);
          setPacksPage(FIRST_PAGE);
        }}
        maw={420}
      />
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {t('staffCommerce.plans.section')}
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditingPlan(null)}>
          {t('staffCommerce.plans.create')}
        </Button>
      </Group>
      <StaffTable
        label={t('staffCommerce.plans.section')}
        columns={planColumns}
        rows={plans.data?.results}
        count={plans.data?.count ?? 0}
        pagination={plansPage}
        onPaginationChange={setPlansPage}
        failed={plans.isError}
        empty={t('staffCommerce.plans.empty')}
        rowId={(row) => String(row.id)}
        minWidth={720}
      />
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {t('staffCommerce.packs.section')}
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditingPack(null)}>
          {t('staffCommerce.packs.create')}
        </Button>
      </Group>
      <StaffTable
        label={t('staffCommerce.packs.section')}
        columns={packColumns}
        rows={packs.data?.results}
        count={packs.data?.count ?? 0}
        pagination={packsPage}
        onPaginationChange={setPacksPage}
        failed={packs.isError}
        empty={t('staffCommerce.packs.empty')}
        rowId={(row) => String(row.id)}
        minWidth={720}
      />
      <RatePlanFormModal
        plan={editingPlan ?? null}
        productTypeId={typeId}
        opened={editingPlan !== undefined}
        onClose={() => setEditingPlan(undefined)}
        onSaved={(plan) => {
          setEditingPlan(undefined);
          saved(plan.title);
        }}
      />
      <PackFormModal
        pack={editingPack ?? null}
        productTypeId={typeId}
        opened={editingPack !== undefined}
        onClose={() => setEditingPack(undefined)}
        onSaved={(pack) => {
          setEditingPack(undefined);
          saved(pack.title);
        }}
      />
    </Stack>
  );
}

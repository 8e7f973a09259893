import { useMemo, useState } from 'react';
import { Badge, Button, ColorSwatch, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { BannerKind, StaffBanner } from '@school/contract';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { SearchFilter, useListPage } from '../../../shared/staff/list-filters';
import { useBanners, useEngagementOptions, useSetBannerActive } from '../api/engagement';
import { BannerForm, swatch } from './banner-form';
import { ShowWindow } from './show-window';

const column = createColumnHelper<StaffBanner>();

/** Site banners (the student's home) and product banners (the catalog): list, create, edit, show and hide. */
export function BannersTab() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<BannerKind>('site');
  const { pagination, setPagination, filtered } = useListPage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [editing, setEditing] = useState<{ banner: StaffBanner | null } | null>(null);
  const list = useBanners(kind, { ...pageQuery(pagination), search: debounced || undefined, ordering: '-id' });
  const options = useEngagementOptions();
  const activation = useSetBannerActive();

  const columns = useMemo(() => {
    const typeTitle = (id: number) => options.data?.productTypes.find((type) => type.id === id)?.title ?? `#${id}`;
    const yearTitle = (id: number) => options.data?.classYears.find((year) => year.id === id)?.title ?? `#${id}`;
    const toggle = (banner: StaffBanner) =>
      activation.mutate(
        { kind: banner.kind, id: banner.id, isActive: !banner.isActive },
        {
          onSuccess: (saved) =>
            notifications.show({
              color: 'teal',
              message: t(saved.isActive ? 'staff.engagement.activated' : 'staff.engagement.deactivated', {
                title: saved.title,
              }),
            }),
          onError: () => notifications.show({ color: 'red', message: t('staff.engagement.failed') }),
        },
      );
    return [
      column.accessor('title', {
        header: t('staff.engagement.field.title'),
        cell: (cell) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ColorSwatch color={swatch(cell.row.original.color)} size={16} mt={3} style={{ flexShrink: 0 }} />
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {cell.getValue()}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {cell.row.original.text}
              </Text>
            </Stack>
          </Group>
        ),
      }),
      column.display({
        id: 'target',
        header: t(kind === 'site' ? 'staff.engagement.banner.link' : 'staff.engagement.field.productType'),
        cell: (cell) => {
          const banner = cell.row.original;
          const target = kind === 'site' ? banner.link : banner.productTypeId && typeTitle(banner.productTypeId);
          return <Text size="sm">{target || '—'}</Text>;
        },
      }),
      column.display({
        id: 'dates',
        header: t('staff.engagement.field.dates'),
        cell: (cell) => <ShowWindow from={cell.row.original.startsAt} to={cell.row.original.endsAt} />,
      }),
      column.display({
        id: 'audience',
        header: t('staff.engagement.field.audience'),
        cell: (cell) => {
          const { variants, classYearIds } = cell.row.original;
          const years = classYearIds.map(yearTitle);
          const parts = [...variants, ...years];
          return <Text size="sm">{parts.length ? parts.join(', ') : t('staff.engagement.everyone')}</Text>;
        },
      }),
      column.accessor('isActive', {
        header: t('staff.engagement.field.state'),
        cell: (cell) => (
          <Badge color={cell.getValue() ? 'teal' : 'gray'} variant="light" style={{ minWidth: 'max-content' }}>
            {t(cell.getValue() ? 'staff.engagement.banner.shown' : 'staff.engagement.banner.hidden')}
          </Badge>
        ),
      }),
      column.display({
        id: 'actions',
        header: t('staff.engagement.field.actions'),
        cell: (cell) => {
          const banner = cell.row.original;
          return (
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" variant="default" onClick={() => setEditing({ banner })}>
                {t('staff.engagement.edit')}
              </Button>
              <Button
                size="xs"
                variant={banner.isActive ? 'default' : 'filled'}
                color={banner.isActive ? undefined : 'teal'}
                onClick={() => toggle(banner)}
                aria-label={t(banner.isActive ? 'staff.engagement.deactivateNamed' : 'staff.engagement.activateNamed', {
                  title: banner.title,
                })}
              >
                {t(banner.isActive ? 'staff.engagement.deactivate' : 'staff.engagement.activate')}
              </Button>
            </Group>
          );
        },
      }),
    ];
  }, [t, kind, options.data, activation]);

  return (
    <Stack gap="md">
      <SegmentedControl
        w="fit-content"
        value={kind}
        onChange={filtered((value: string) => setKind(value as BannerKind))}
        data={[
          { value: 'site', label: t('staff.engagement.banner.site') },
          { value: 'product', label: t('staff.engagement.banner.product') },
        ]}
      />
      <Text size="sm" c="dimmed">
        {t(kind === 'site' ? 'staff.engagement.banner.siteLead' : 'staff.engagement.banner.productLead')}
      </Text>
      <Group justify="space-between" align="flex-end">
        <SearchFilter
          label={t('staff.engagement.search')}
          value={search}
          maxLength={100}
          onChange={filtered(setSearch)}
        />
        <Button onClick={() => setEditing({ banner: null })}>{t('staff.engagement.banner.create')}</Button>
      </Group>
      <StaffTable
        label={t(kind === 'site' ? 'staff.engagement.banner.site' : 'staff.engagement.banner.product')}
        columns={columns}
        rows={list.data?.results}
        count={list.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        failed={list.isError}
        empty={t('staff.engagement.banner.empty')}
        rowId={(banner) => `${banner.kind}-${banner.id}`}
        minWidth={1000}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.banner ? 'staff.engagement.banner.editTitle' : 'staff.engagement.banner.create')}
        size="lg"
      >
        {editing && <BannerForm kind={kind} banner={editing.banner} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

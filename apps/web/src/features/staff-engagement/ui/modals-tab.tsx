import { lazy, Suspense, useMemo, useState } from 'react';
import { Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { ShowStyle, StaffModal } from '@school/contract';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { SearchFilter, useListPage } from '../../../shared/staff/list-filters';
import { useModals, useSetModalActive } from '../api/engagement';
import { ModalForm } from './modal-form';
import { ShowWindow } from './show-window';

// The charts (Recharts) load only when results are opened, not with the lists.
const PollResults = lazy(() => import('./poll-results').then((module) => ({ default: module.PollResults })));

const column = createColumnHelper<StaffModal>();

type Dialog = { kind: 'edit'; modal: StaffModal | null } | { kind: 'results'; modal: StaffModal } | null;

/** Global modals (FULL) or corner polls (CORNER): the list, create, edit, switch on and off, results. */
export function ModalsTab({ showStyle }: { showStyle: ShowStyle }) {
  const { t } = useTranslation();
  const { pagination, setPagination, filtered } = useListPage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useModals({
    ...pageQuery(pagination),
    showStyle,
    search: debounced || undefined,
    ordering: '-updated_at',
  });
  const activation = useSetModalActive();
  const polls = showStyle === 'CORNER';
  const prefix = polls ? 'staff.engagement.polls' : 'staff.engagement.modals';

  const columns = useMemo(() => {
    const toggle = (modal: StaffModal) =>
      activation.mutate(
        { id: modal.id, isActive: !modal.isActive },
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
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {cell.getValue()}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`staff.engagement.action.${cell.row.original.action}`, { defaultValue: cell.row.original.action })}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('isActive', {
        header: t('staff.engagement.field.state'),
        cell: (cell) =>
          cell.getValue() ? (
            <Badge color="teal" variant="light" style={{ minWidth: 'max-content' }}>
              {t('staff.engagement.active')}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" style={{ minWidth: 'max-content' }}>
              {t('staff.engagement.inactive')}
            </Badge>
          ),
      }),
      column.display({
        id: 'audience',
        header: t('staff.engagement.field.audience'),
        cell: (cell) => {
          const modal = cell.row.original;
          const parts = [modal.variant, modal.classYearId && `#${modal.classYearId}`].filter(Boolean);
          return parts.length || modal.productTypeId ? (
            <Text size="sm">{t('staff.engagement.targeted')}</Text>
          ) : (
            <Text size="sm">{t('staff.engagement.everyone')}</Text>
          );
        },
      }),
      column.display({
        id: 'dates',
        header: t('staff.engagement.field.dates'),
        cell: (cell) => {
          const { activeFrom, activeTo } = cell.row.original;
          return <ShowWindow from={activeFrom} to={activeTo} />;
        },
      }),
      ...(polls ? [column.accessor('answers', { header: t('staff.engagement.field.answers') })] : []),
      column.display({
        id: 'actions',
        header: t('staff.engagement.field.actions'),
        cell: (cell) => {
          const modal = cell.row.original;
          return (
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" variant="default" onClick={() => setDialog({ kind: 'edit', modal })}>
                {t('staff.engagement.edit')}
              </Button>
              <Button
                size="xs"
                variant={modal.isActive ? 'default' : 'filled'}
                color={modal.isActive ? undefined : 'teal'}
                onClick={() => toggle(modal)}
                aria-label={t(modal.isActive ? 'staff.engagement.deactivateNamed' : 'staff.engagement.activateNamed', {
                  title: modal.title,
                })}
              >
                {t(modal.isActive ? 'staff.engagement.deactivate' : 'staff.engagement.activate')}
              </Button>
              {polls && (
                <Button size="xs" variant="subtle" onClick={() => setDialog({ kind: 'results', modal })}>
                  {t('staff.engagement.results')}
                </Button>
              )}
            </Group>
          );
        },
      }),
    ];
  }, [t, polls, activation]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <SearchFilter
          label={t('staff.engagement.search')}
          value={search}
          maxLength={100}
          onChange={filtered(setSearch)}
        />
        <Button onClick={() => setDialog({ kind: 'edit', modal: null })}>{t(`${prefix}.create`)}</Button>
      </Group>
      <StaffTable
        label={t(`${prefix}.label`)}
        columns={columns}
        rows={list.data?.results}
        count={list.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        failed={list.isError}
        empty={t(`${prefix}.empty`)}
        rowId={(modal) => String(modal.id)}
        minWidth={900}
      />
      <Modal
        opened={dialog?.kind === 'edit'}
        onClose={() => setDialog(null)}
        title={t(dialog?.kind === 'edit' && dialog.modal ? `${prefix}.editTitle` : `${prefix}.create`)}
        size="lg"
      >
        {dialog?.kind === 'edit' && (
          <ModalForm showStyle={showStyle} modal={dialog.modal} onDone={() => setDialog(null)} />
        )}
      </Modal>
      <Modal
        opened={dialog?.kind === 'results'}
        onClose={() => setDialog(null)}
        title={dialog?.kind === 'results' ? t('staff.engagement.resultsOf', { title: dialog.modal.title }) : ''}
        size="lg"
      >
        {dialog?.kind === 'results' && (
          <Suspense fallback={<Skeleton height={240} />}>
            <PollResults modalId={dialog.modal.id} />
          </Suspense>
        )}
      </Modal>
    </Stack>
  );
}

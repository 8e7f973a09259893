import { useMemo, useState } from 'react';
import { Button, Code, Modal, Stack, Text } from '@mantine/core';
import { createColumnHelper, type PaginationState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { StaffFlag } from '@school/contract';
import { formatDateTime } from '../../../shared/lib/format';
import { StaffTable } from '../../../shared/staff/staff-table';
import { useFlags } from '../api/engagement';
import { FlagForm } from './flag-form';

const column = createColumnHelper<StaffFlag>();
const PAGE = 20;

/** Feature flags (docs/flags.md): value, GrowthBook rules, an editor; every change audited. */
export function FlagsTab() {
  const { t, i18n } = useTranslation();
  const flags = useFlags();
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE });
  const [editing, setEditing] = useState<StaffFlag | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('key', {
        header: t('staff.engagement.flag.key'),
        cell: (cell) => (
          <Stack gap={0}>
            <Code>{cell.getValue()}</Code>
            <Text size="xs" c="dimmed">
              {cell.row.original.description}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('defaultValue', {
        header: t('staff.engagement.flag.value'),
        cell: (cell) => <Code data-testid="flag-value">{JSON.stringify(cell.getValue())}</Code>,
      }),
      column.accessor('rules', {
        header: t('staff.engagement.flag.rules'),
        cell: (cell) => t('staff.engagement.flag.rulesCount', { count: cell.getValue().length }),
      }),
      column.accessor('updatedAt', {
        header: t('staff.engagement.flag.updated'),
        cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
      }),
      column.display({
        id: 'edit',
        header: t('staff.engagement.field.actions'),
        cell: (cell) => (
          <Button
            size="xs"
            variant="default"
            onClick={() => setEditing(cell.row.original)}
            aria-label={t('staff.engagement.flag.editNamed', { key: cell.row.original.key })}
          >
            {t('staff.engagement.edit')}
          </Button>
        ),
      }),
    ],
    [t, i18n.language],
  );
  const start = pagination.pageIndex * PAGE;
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('staff.engagement.flag.lead')}
      </Text>
      <StaffTable
        label={t('staff.engagement.flag.label')}
        columns={columns}
        rows={flags.data?.slice(start, start + PAGE)}
        count={flags.data?.length ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        failed={flags.isError}
        empty={t('staff.engagement.flag.empty')}
        rowId={(flag) => flag.key}
        minWidth={760}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('staff.engagement.flag.editTitle', { key: editing.key }) : ''}
        size="lg"
      >
        {editing && <FlagForm flag={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

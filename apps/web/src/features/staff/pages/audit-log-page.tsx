import { useMemo, useState } from 'react';
import { Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createColumnHelper, type PaginationState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@school/contract';
import { formatDateTime } from '../../../shared/lib/format';
import { useAuditLog } from '../api/audit';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import '../i18n';

const column = createColumnHelper<AuditEntry>();

/** Issue 16: the heads of the school read who changed what (docs/staff.md "The audit log"). */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const [filter, setFilter] = useState({ entity: '', entityId: '', action: '' });
  const [debounced] = useDebouncedValue(filter, 300);
  const log = useAuditLog({
    ...pageQuery(pagination),
    entity: debounced.entity || undefined,
    entityId: debounced.entityId || undefined,
    action: debounced.action || undefined,
  });
  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('staff.audit.when'),
        cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
      }),
      column.accessor('actor', {
        header: t('staff.audit.who'),
        cell: (cell) => cell.getValue()?.fullName || t('staff.audit.removedActor'),
      }),
      column.accessor('action', { header: t('staff.audit.action'), cell: (cell) => <Code>{cell.getValue()}</Code> }),
      column.accessor((entry) => `${entry.entity} #${entry.entityId}`, {
        id: 'entity',
        header: t('staff.audit.entity'),
      }),
      column.accessor('changes', {
        header: t('staff.audit.changes'),
        cell: (cell) => (
          <Text size="xs" ff="monospace" style={{ wordBreak: 'break-word' }} maw={360}>
            {JSON.stringify(cell.getValue())}
          </Text>
        ),
      }),
    ],
    [t, i18n.language],
  );
  const setField = (key: keyof typeof filter) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setFilter((current) => ({ ...current, [key]: value }));
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  };
  return (
    <Stack gap="lg">
      <StaffPageHeader title={t('staff.audit.title')} lead={t('staff.audit.lead')} />
      <Group grow preventGrowOverflow={false} wrap="wrap">
        <TextInput
          label={t('staff.audit.entityFilter')}
          value={filter.entity}
          onChange={setField('entity')}
          maxLength={60}
        />
        <TextInput
          label={t('staff.audit.entityIdFilter')}
          value={filter.entityId}
          onChange={setField('entityId')}
          maxLength={60}
        />
        <TextInput
          label={t('staff.audit.actionFilter')}
          value={filter.action}
          onChange={setField('action')}
          maxLength={60}
        />
      </Group>
      <StaffTable
        label={t('staff.audit.label')}
        columns={columns}
        rows={log.data?.results}
        count={log.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        failed={log.isError}
        empty={t('staff.audit.empty')}
        rowId={(entry) => String(entry.id)}
        minWidth={860}
      />
    </Stack>
  );
}

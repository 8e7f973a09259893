import { useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import { createColumnHelper, type PaginationState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { StaffModeratorReport } from '@school/contract';
import { formatDateTime } from '../../../shared/lib/format';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { useModeratorReports } from '../api/people-extras';
import '../i18n';

const column = createColumnHelper<StaffModeratorReport>();

/** The chat reports one moderator handled (hid the message or dismissed the report), latest first. */
export function ModeratorReportsTable({ moderatorId }: { moderatorId: number }) {
  const { t, i18n } = useTranslation();
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const reports = useModeratorReports(moderatorId, pageQuery(pagination));
  const columns = useMemo(
    () => [
      column.accessor('resolvedAt', {
        header: t('staffPeople.moderators.resolvedAt'),
        cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
      }),
      column.accessor('lessonTitle', { header: t('staffPeople.moderators.lesson') }),
      column.accessor('messageText', {
        header: t('staffPeople.moderators.message'),
        cell: (cell) => (
          <Text size="sm" lineClamp={3} maw={320}>
            {cell.getValue()}
          </Text>
        ),
      }),
      column.accessor('reason', {
        header: t('staffPeople.moderators.reason'),
        cell: (cell) => cell.getValue() || '—',
      }),
      column.accessor('status', {
        header: t('staffPeople.moderators.decision'),
        cell: (cell) => t(`staffPeople.moderators.decisions.${cell.getValue()}`),
      }),
    ],
    [t, i18n.language],
  );
  return (
    <StaffTable
      label={t('staffPeople.moderators.reportsLabel')}
      columns={columns}
      rows={reports.data?.results}
      count={reports.data?.count ?? 0}
      pagination={pagination}
      onPaginationChange={setPagination}
      failed={reports.isError}
      empty={t('staffPeople.moderators.noReports')}
      rowId={(row) => String(row.id)}
      minWidth={820}
    />
  );
}

import { useMemo, useState } from 'react';
import { createColumnHelper, type PaginationState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { StaffModeratorBan } from '@school/contract';
import { formatDateTime } from '../../../shared/lib/format';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { useModeratorBans } from '../api/people-extras';
import '../i18n';

const column = createColumnHelper<StaffModeratorBan>();

/** The bans one moderator gave, newest first. */
export function ModeratorBansTable({ moderatorId }: { moderatorId: number }) {
  const { t, i18n } = useTranslation();
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const bans = useModeratorBans(moderatorId, pageQuery(pagination));
  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('staffPeople.moderators.given'),
        cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
      }),
      column.accessor('lessonTitle', { header: t('staffPeople.moderators.lesson') }),
      column.accessor((row) => `${row.student.lastName} ${row.student.firstName}`.trim(), {
        id: 'student',
        header: t('staffPeople.moderators.student'),
        cell: (cell) => cell.getValue() || '—',
      }),
      column.accessor('until', {
        header: t('staffPeople.moderators.until'),
        cell: (cell) => {
          const until = cell.getValue();
          return until ? formatDateTime(until, i18n.language) : t('staffPeople.moderators.forever');
        },
      }),
      column.accessor('reason', {
        header: t('staffPeople.moderators.reason'),
        cell: (cell) => cell.getValue() || '—',
      }),
    ],
    [t, i18n.language],
  );
  return (
    <StaffTable
      label={t('staffPeople.moderators.bansLabel')}
      columns={columns}
      rows={bans.data?.results}
      count={bans.data?.count ?? 0}
      pagination={pagination}
      onPaginationChange={setPagination}
      failed={bans.isError}
      empty={t('staffPeople.moderators.noBans')}
      rowId={(row) => String(row.id)}
      minWidth={760}
    />
  );
}

import { useMemo, useState } from 'react';
import { Anchor, Badge, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { StaffModerator } from '@school/contract';
import { formatDateTime } from '../../../shared/lib/format';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { SearchFilter, useListPage } from '../../../shared/staff/list-filters';
import { useModerators } from '../api/people-extras';
import { staffModeratorHref } from '../lib/href';
import '../i18n';

const column = createColumnHelper<StaffModerator>();

/**
 * Issue 16: the head moderator's overview of the chat moderators (docs/staff-people.md "Moderators").
 * Read-only: moderators watch every lesson chat, so there is nothing to assign.
 */
export function ModeratorsPage() {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const { pagination, setPagination, filtered } = useListPage();
  const moderators = useModerators({ ...pageQuery(pagination), search: debounced || undefined });
  const columns = useMemo(
    () => [
      column.accessor((row) => `${row.lastName} ${row.firstName}`.trim(), {
        id: 'name',
        header: t('staffPeople.moderators.name'),
        cell: (cell) => (
          <Anchor component={Link} to={staffModeratorHref(cell.row.original.id)} fw={600}>
            {cell.getValue() || cell.row.original.email}
          </Anchor>
        ),
      }),
      column.accessor('role', {
        header: t('staffPeople.moderators.role'),
        cell: (cell) => (
          <>
            {t(`staffPeople.moderators.roles.${cell.getValue()}`)}
            {!cell.row.original.isActive && (
              <Badge color="red" variant="light" ml="xs">
                {t('staffPeople.blocked')}
              </Badge>
            )}
          </>
        ),
      }),
      column.accessor('recentBans', { header: t('staffPeople.moderators.recent') }),
      column.accessor('bansInForce', { header: t('staffPeople.moderators.inForce') }),
      column.accessor('recentReports', { header: t('staffPeople.moderators.reports') }),
      column.accessor('lastBanAt', {
        header: t('staffPeople.moderators.last'),
        cell: (cell) => {
          const at = cell.getValue();
          return at ? formatDateTime(at, i18n.language) : t('staffPeople.moderators.never');
        },
      }),
    ],
    [t, i18n.language],
  );
  return (
    <Stack gap="lg">
      <StaffPageHeader title={t('staffPeople.moderators.title')} lead={t('staffPeople.moderators.lead')} />
      <SearchFilter
        label={t('staffPeople.moderators.box')}
        placeholder={t('staffPeople.moderators.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        value={text}
        maxLength={100}
        onChange={filtered(setText)}
        maw={520}
      />
      <StaffTable
        label={t('staffPeople.moderators.label')}
        columns={columns}
        rows={moderators.data?.results}
        count={moderators.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        failed={moderators.isError}
        empty={t('staffPeople.moderators.empty')}
        rowId={(row) => String(row.id)}
        minWidth={840}
      />
    </Stack>
  );
}

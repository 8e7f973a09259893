import { useMemo, useState } from 'react';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { StaffTutor } from '@school/contract';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { SearchFilter, useListPage } from '../../../shared/staff/list-filters';
import { useTutors } from '../api/people-extras';
import { staffTutorHref } from '../lib/href';
import '../i18n';

const column = createColumnHelper<StaffTutor>();

/** Issue 16: tutors and how many students each teaches now; a row opens the tutor's clients. */
export function TutorsPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const { pagination, setPagination, filtered } = useListPage();
  const tutors = useTutors({ ...pageQuery(pagination), search: debounced || undefined });
  const columns = useMemo(
    () => [
      column.accessor((row) => `${row.lastName} ${row.firstName}`.trim(), {
        id: 'name',
        header: t('staffPeople.tutors.name'),
        cell: (cell) => (
          <Anchor component={Link} to={staffTutorHref(cell.row.original.id)} fw={600}>
            {cell.getValue() || cell.row.original.email}
          </Anchor>
        ),
      }),
      column.accessor('email', { header: t('staffPeople.tutors.email') }),
      column.accessor('activeClients', { header: t('staffPeople.tutors.clients') }),
      column.accessor('isActive', {
        header: t('staffPeople.tutors.status'),
        cell: (cell) =>
          cell.getValue() ? (
            <Text size="sm">{t('staffPeople.active')}</Text>
          ) : (
            <Badge color="red" variant="light">
              {t('staffPeople.blocked')}
            </Badge>
          ),
      }),
    ],
    [t],
  );
  return (
    <Stack gap="lg">
      <StaffPageHeader title={t('staffPeople.tutors.title')} lead={t('staffPeople.tutors.lead')} />
      <SearchFilter
        label={t('staffPeople.tutors.box')}
        placeholder={t('staffPeople.tutors.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        value={text}
        maxLength={100}
        onChange={filtered(setText)}
        maw={520}
      />
      <StaffTable
        label={t('staffPeople.tutors.label')}
        columns={columns}
        rows={tutors.data?.results}
        count={tutors.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        failed={tutors.isError}
        empty={t('staffPeople.tutors.empty')}
        rowId={(row) => String(row.id)}
        minWidth={640}
      />
    </Stack>
  );
}

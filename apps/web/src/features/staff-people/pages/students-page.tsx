import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { StaffStudent } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { formatDate, formatPhone } from '../../../shared/lib/format';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { SearchFilter, useListPage } from '../../../shared/staff/list-filters';
import { useStudentSearch } from '../api/people';
import { staffStudentHref } from '../lib/href';
import '../i18n';

const column = createColumnHelper<StaffStudent>();

/** Issue 16: support finds a student (docs/staff-people.md); each row opens the student's card. */
export function StudentsPage() {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const { pagination, setPagination, filtered } = useListPage();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'last_name', desc: false }]);
  const students = useStudentSearch({
    ...pageQuery(pagination),
    search: debounced || undefined,
    ordering: sorting[0]?.desc ? '-last_name' : 'last_name',
  });
  const columns = useMemo(
    () => [
      column.accessor((row) => `${row.lastName} ${row.firstName}`.trim(), {
        id: 'last_name',
        header: t('staffPeople.search.name'),
        enableSorting: true,
        cell: (cell) => (
          <Anchor component={Link} to={staffStudentHref(cell.row.original.id)} fw={600}>
            {cell.getValue() || cell.row.original.email}
          </Anchor>
        ),
      }),
      column.accessor('email', { header: t('staffPeople.search.email'), enableSorting: false }),
      column.accessor('phone', {
        header: t('staffPeople.search.phone'),
        enableSorting: false,
        cell: (cell) => {
          const phone = cell.getValue();
          return phone ? formatPhone(phone) : '—';
        },
      }),
      column.accessor('isActive', {
        header: t('staffPeople.search.status'),
        enableSorting: false,
        cell: (cell) =>
          cell.getValue() ? (
            <Text size="sm">{t('staffPeople.active')}</Text>
          ) : (
            <Badge color="red" variant="light">
              {t('staffPeople.blocked')}
            </Badge>
          ),
      }),
      column.accessor('createdAt', {
        header: t('staffPeople.search.created'),
        enableSorting: false,
        cell: (cell) => formatDate(cell.getValue(), i18n.language),
      }),
    ],
    [t, i18n.language],
  );
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={t('staffPeople.search.title')}
        lead={t('staffPeople.search.lead')}
        actions={
          <Group gap="xs">
            <Button component={Link} to={paths.staffCheckers} variant="light">
              {t('staffPeople.checkers.open')}
            </Button>
            <Button component={Link} to={paths.staffTutors} variant="light">
              {t('staffPeople.tutors.open')}
            </Button>
          </Group>
        }
      />
      <SearchFilter
        label={t('staffPeople.search.box')}
        placeholder={t('staffPeople.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        value={text}
        maxLength={100}
        onChange={filtered(setText)}
        maw={520}
      />
      <StaffTable
        label={t('staffPeople.search.label')}
        columns={columns}
        rows={students.data?.results}
        count={students.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        sorting={sorting}
        onSortingChange={setSorting}
        failed={students.isError}
        empty={t('staffPeople.search.empty')}
        rowId={(row) => String(row.id)}
        minWidth={760}
      />
    </Stack>
  );
}

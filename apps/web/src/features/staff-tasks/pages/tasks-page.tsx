import { useMemo, useState } from 'react';
import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper, type PaginationState, type SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { StaffTask, TaskType } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { orderingOf, pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { useStaffTasks, useSubjects } from '../api/staff-tasks';
import { statementLine, TYPES, WIDE } from '../ui/task-types';

import '../i18n';

const column = createColumnHelper<StaffTask>();

/** Issue 16: the public task bank for methodists (docs/staff-tasks.md). */
export function TasksPage() {
  const { t } = useTranslation();
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const [sorting, setSorting] = useState<SortingState>([{ id: 'id', desc: true }]);
  const [filter, setFilter] = useState({ classType: '', type: '', search: '' });
  const [search] = useDebouncedValue(filter.search, 300);
  const subjects = useSubjects();
  const ordering = orderingOf(sorting) === 'id' ? 'id' : '-id';
  const tasks = useStaffTasks({
    ...pageQuery(pagination),
    classType: filter.classType ? Number(filter.classType) : undefined,
    type: (filter.type || undefined) as TaskType | undefined,
    search: search.trim() || undefined,
    ordering,
  });
  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('staffTasks.list.id'), enableSorting: true }),
      column.accessor('type', {
        header: t('staffTasks.list.type'),
        enableSorting: false,
        cell: (cell) => (
          <Badge variant="light" color="indigo" tt="none" styles={WIDE}>
            {t(`staffTasks.types.${cell.getValue()}`)}
          </Badge>
        ),
      }),
      column.accessor('statementHtml', {
        header: t('staffTasks.list.statement'),
        enableSorting: false,
        cell: (cell) => (
          <Text size="sm" maw={420}>
            {statementLine(cell.getValue())}
          </Text>
        ),
      }),
      column.accessor((task) => task.classType.title, {
        id: 'subject',
        header: t('staffTasks.list.subject'),
        enableSorting: false,
      }),
      column.accessor('maxPoints', { header: t('staffTasks.list.points'), enableSorting: false }),
      column.accessor('homeworkCount', {
        header: t('staffTasks.list.used'),
        enableSorting: false,
        cell: (cell) => (
          <Group gap={6} wrap="nowrap">
            <span>{cell.getValue()}</span>
            {cell.row.original.isFrozen && (
              <Badge size="sm" color="orange" variant="light" tt="none" styles={WIDE}>
                {t('staffTasks.list.frozen')}
              </Badge>
            )}
          </Group>
        ),
      }),
      column.display({
        id: 'actions',
        header: '',
        cell: (cell) => (
          <Button
            component={Link}
            to={`${paths.staffTasks}/${cell.row.original.id}`}
            variant="subtle"
            size="compact-sm"
            aria-label={t('staffTasks.list.editTask', { id: cell.row.original.id })}
          >
            {t('staffTasks.list.edit')}
          </Button>
        ),
      }),
    ],
    [t],
  );
  const set = (key: keyof typeof filter) => (value: string | null) => {
    setFilter((current) => ({ ...current, [key]: value ?? '' }));
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  };
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={t('staffTasks.list.title')}
        lead={t('staffTasks.list.lead')}
        actions={
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.staffImport}
              variant="default"
              leftSection={<IconFileImport size={18} />}
            >
              {t('staffTasks.list.import')}
            </Button>
            <Button component={Link} to={paths.staffTaskNew} leftSection={<IconPlus size={18} />}>
              {t('staffTasks.list.create')}
            </Button>
          </Group>
        }
      />
      <Group grow preventGrowOverflow={false} wrap="wrap" align="flex-end">
        <Select
          label={t('staffTasks.list.subject')}
          placeholder={t('staffTasks.list.allSubjects')}
          data={(subjects.data ?? []).map((s) => ({ value: String(s.id), label: s.title }))}
          value={filter.classType || null}
          onChange={set('classType')}
          clearable
        />
        <Select
          label={t('staffTasks.list.type')}
          placeholder={t('staffTasks.list.allTypes')}
          data={TYPES.map((type) => ({ value: type, label: t(`staffTasks.types.${type}`) }))}
          value={filter.type || null}
          onChange={set('type')}
          clearable
        />
        <TextInput
          label={t('staffTasks.list.search')}
          value={filter.search}
          onChange={(event) => set('search')(event.currentTarget.value)}
          maxLength={100}
          type="search"
        />
      </Group>
      <StaffTable
        label={t('staffTasks.list.label')}
        columns={columns}
        rows={tasks.data?.results}
        count={tasks.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        sorting={sorting}
        onSortingChange={setSorting}
        failed={tasks.isError}
        empty={t('staffTasks.list.empty')}
        rowId={(task) => String(task.id)}
        minWidth={860}
      />
    </Stack>
  );
}

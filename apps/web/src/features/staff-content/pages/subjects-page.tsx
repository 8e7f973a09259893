import { useMemo, useState } from 'react';
import { Badge, Button, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { StaffSubject } from '@school/contract';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { SearchFilter, useListPage } from '../../../shared/staff/list-filters';
import { useClassYears, useSubjects } from '../api/content';
import { SubjectModal } from '../ui/subject-modal';
import '../i18n';

const column = createColumnHelper<StaffSubject>();

/** `/staff/content/subjects`: subjects (class types) with their colours and class years. */
export function SubjectsPage() {
  const { t } = useTranslation();
  const { pagination, setPagination, filtered } = useListPage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [editing, setEditing] = useState<StaffSubject | 'new' | null>(null);
  const subjects = useSubjects({ ...pageQuery(pagination), search: debounced || undefined });
  const years = useClassYears();
  const yearTitle = useMemo(() => new Map((years.data ?? []).map((year) => [year.id, year.title])), [years.data]);
  const columns = useMemo(
    () => [
      column.accessor('title', { header: t('staffContent.common.title') }),
      column.display({
        id: 'colors',
        header: t('staffContent.subjects.colors'),
        cell: ({ row }) => (
          <Group gap={6} wrap="nowrap">
            {[row.original.colorBase, row.original.colorToxic].map((color) => (
              <Group key={color} gap={4} wrap="nowrap">
                <ColorSwatch color={color} size={18} aria-hidden />
                <Text size="xs" ff="monospace">
                  {color}
                </Text>
              </Group>
            ))}
          </Group>
        ),
      }),
      column.accessor('classYears', {
        header: t('staffContent.subjects.classYears'),
        cell: (cell) => (
          <Group gap={4}>
            {cell.getValue().map((id) => (
              <Badge key={id} variant="light" color="gray">
                {yearTitle.get(id) ?? id}
              </Badge>
            ))}
          </Group>
        ),
      }),
      column.accessor('sortOrder', { header: t('staffContent.subjects.sortOrder') }),
      column.display({
        id: 'actions',
        header: '',
        cell: ({ row }) => (
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing(row.original)}
            aria-label={t('staffContent.subjects.editOf', { title: row.original.title })}
          >
            {t('staffContent.common.edit')}
          </Button>
        ),
      }),
    ],
    [t, yearTitle],
  );
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={t('staffContent.subjects.title')}
        lead={t('staffContent.subjects.lead')}
        actions={<Button onClick={() => setEditing('new')}>{t('staffContent.subjects.new')}</Button>}
      />
      <SearchFilter
        label={t('staffContent.common.search')}
        value={search}
        maxLength={100}
        onChange={filtered(setSearch)}
        maw={420}
      />
      <StaffTable
        label={t('staffContent.subjects.label')}
        columns={columns}
        rows={subjects.data?.results}
        count={subjects.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        failed={subjects.isError}
        empty={t('staffContent.subjects.empty')}
        rowId={(subject) => String(subject.id)}
        minWidth={720}
      />
      <SubjectModal
        key={editing === 'new' ? 'new' : (editing?.id ?? 'none')}
        subject={editing && editing !== 'new' ? editing : undefined}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

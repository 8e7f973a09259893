import { useMemo, useState } from 'react';
import { Button, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { StaffCourse } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { orderingOf, pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { ListFilters, SearchFilter, useListPage } from '../../../shared/staff/list-filters';
import { useAllSubjects, useCourses, type CoursesQuery } from '../api/content';
import { CourseModal } from '../ui/course-modal';
import { AnchorLink } from '../../../shared/ui/router-link';
import '../i18n';

const column = createColumnHelper<StaffCourse>();

/** `/staff/content/courses`: courses (product types), filtered by subject on the server. */
export function CoursesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pagination, setPagination, filtered } = useListPage();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'id', desc: true }]);
  const [search, setSearch] = useState('');
  const [subject, setSubject] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [debounced] = useDebouncedValue(search, 300);
  const subjects = useAllSubjects();
  const courses = useCourses({
    ...pageQuery(pagination),
    search: debounced || undefined,
    classType: subject ? Number(subject) : undefined,
    ordering: (orderingOf(sorting) ?? '-id') as CoursesQuery['ordering'],
  });
  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'ID', enableSorting: true }),
      column.accessor('title', {
        header: t('staffContent.common.title'),
        enableSorting: true,
        cell: ({ row }) => (
          <AnchorLink
            to={paths.staffCourse}
            params={{ courseId: String(row.original.id) }}
            aria-label={t('staffContent.courses.open', { title: row.original.title })}
          >
            {row.original.title}
          </AnchorLink>
        ),
      }),
      column.accessor((course) => course.classType.title, {
        id: 'subject',
        header: t('staffContent.courses.subject'),
        enableSorting: false,
      }),
      column.accessor((course) => course.classYear.title, {
        id: 'year',
        header: t('staffContent.courses.classYear'),
        enableSorting: false,
      }),
      column.accessor((course) => course.courseType.title, {
        id: 'courseType',
        header: t('staffContent.courses.courseType'),
        enableSorting: false,
      }),
      column.accessor('type', { header: t('staffContent.courses.type'), enableSorting: false }),
    ],
    [t],
  );
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={t('staffContent.courses.title')}
        lead={t('staffContent.courses.lead')}
        actions={<Button onClick={() => setCreating(true)}>{t('staffContent.courses.new')}</Button>}
      />
      <ListFilters>
        <Select
          label={t('staffContent.courses.subject')}
          placeholder={t('staffContent.courses.allSubjects')}
          data={(subjects.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.title }))}
          value={subject}
          onChange={filtered(setSubject)}
          clearable
          searchable
        />
        <SearchFilter
          label={t('staffContent.common.search')}
          value={search}
          maxLength={100}
          onChange={filtered(setSearch)}
        />
      </ListFilters>
      <StaffTable
        label={t('staffContent.courses.label')}
        columns={columns}
        rows={courses.data?.results}
        count={courses.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        sorting={sorting}
        onSortingChange={setSorting}
        failed={courses.isError}
        empty={t('staffContent.courses.empty')}
        rowId={(course) => String(course.id)}
        minWidth={820}
      />
      <CourseModal
        opened={creating}
        onClose={() => setCreating(false)}
        onSaved={(id) => void navigate({ to: paths.staffCourse, params: { courseId: String(id) } })}
      />
    </Stack>
  );
}

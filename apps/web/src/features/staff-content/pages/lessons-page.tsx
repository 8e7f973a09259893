import { useMemo, useState } from 'react';
import { Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { StaffLesson } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/lib/format';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { orderingOf, pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { ListFilters, SearchFilter, useListPage } from '../../../shared/staff/list-filters';
import { useCourses, useLessons, type LessonsQuery } from '../api/content';
import { PublishBadge } from '../ui/publish-badge';
import { AnchorLink, ButtonLink } from '../../../shared/ui/router-link';
import '../i18n';

const route = getRouteApi(paths.staffLessons);
const column = createColumnHelper<StaffLesson>();

/** `/staff/content/lessons?course=…`: lessons of a course (drafts too), by start, paginated on the server. */
export function LessonsPage() {
  const { t, i18n } = useTranslation();
  const { course } = route.useSearch();
  const navigate = useNavigate();
  const { pagination, setPagination, filtered } = useListPage();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'start', desc: false }]);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const courses = useCourses({ limit: 100, offset: 0, ordering: 'title' });
  const lessons = useLessons({
    ...pageQuery(pagination),
    course,
    search: debounced || undefined,
    ordering: (orderingOf(sorting) ?? 'start') as LessonsQuery['ordering'],
  });
  const columns = useMemo(
    () => [
      column.accessor('lessonNumber', { id: 'number', header: t('staffContent.lessons.number'), enableSorting: true }),
      column.accessor('title', {
        header: t('staffContent.common.title'),
        enableSorting: false,
        cell: ({ row }) => (
          <AnchorLink
            to={paths.staffLesson}
            params={{ lessonId: String(row.original.id) }}
            aria-label={t('staffContent.lessons.open', { title: row.original.title })}
          >
            {row.original.title}
          </AnchorLink>
        ),
      }),
      column.accessor('startAt', {
        id: 'start',
        header: t('staffContent.lessons.start'),
        enableSorting: true,
        cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
      }),
      column.accessor('kind', {
        header: t('staffContent.lessons.kind'),
        enableSorting: false,
        cell: (cell) => t(`staffContent.lessons.kind${cell.getValue()}`),
      }),
      column.accessor('isPublished', {
        header: t('staffContent.lessons.status'),
        enableSorting: false,
        cell: (cell) => <PublishBadge published={cell.getValue()} />,
      }),
    ],
    [t, i18n.language],
  );
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={t('staffContent.lessons.title')}
        lead={t('staffContent.lessons.lead')}
        actions={
          <ButtonLink to={paths.staffLessonNew} search={{ course }}>
            {t('staffContent.lessons.new')}
          </ButtonLink>
        }
      />
      <ListFilters>
        <Select
          label={t('staffContent.lessons.course')}
          placeholder={t('staffContent.lessons.chooseCourse')}
          data={(courses.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
          value={course ? String(course) : null}
          onChange={filtered((value: string | null) => {
            void navigate({ to: paths.staffLessons, search: value ? { course: Number(value) } : {} });
          })}
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
        label={t('staffContent.lessons.label')}
        columns={columns}
        rows={lessons.data?.results}
        count={lessons.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        sorting={sorting}
        onSortingChange={setSorting}
        failed={lessons.isError}
        empty={t('staffContent.lessons.empty')}
        rowId={(lesson) => String(lesson.id)}
        minWidth={760}
      />
    </Stack>
  );
}

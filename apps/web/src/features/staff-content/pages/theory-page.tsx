import { useMemo, useState } from 'react';
import { Button, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { StaffTheoryTopic } from '@school/contract';
import { paths } from '../../../shared/config/paths';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { pageQuery, StaffTable } from '../../../shared/staff/staff-table';
import { ListFilters, SearchFilter, useListPage } from '../../../shared/staff/list-filters';
import { AnchorLink } from '../../../shared/ui/router-link';
import { useAllSubjects } from '../api/content';
import { useTheoryTopics } from '../api/extras';
import { TopicModal } from '../ui/topic-modal';
import '../i18n';

const column = createColumnHelper<StaffTheoryTopic>();

/** `/staff/content/theory`: tutors' theory topics by subject and order, filtered on the server. */
export function TheoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pagination, setPagination, filtered } = useListPage();
  const [search, setSearch] = useState('');
  const [subject, setSubject] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [debounced] = useDebouncedValue(search, 300);
  const subjects = useAllSubjects();
  const subjectTitle = useMemo(
    () => new Map((subjects.data?.results ?? []).map((s) => [s.id, s.title])),
    [subjects.data],
  );
  const topics = useTheoryTopics({
    ...pageQuery(pagination),
    search: debounced || undefined,
    classType: subject ? Number(subject) : undefined,
  });
  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: t('staffContent.common.title'),
        cell: ({ row }) => (
          <AnchorLink
            to={paths.staffTheoryTopic}
            params={{ topicId: String(row.original.id) }}
            aria-label={t('staffContent.theory.open', { title: row.original.title })}
          >
            {row.original.title}
          </AnchorLink>
        ),
      }),
      column.accessor((topic) => subjectTitle.get(topic.classTypeId) ?? '', {
        id: 'subject',
        header: t('staffContent.theory.subject'),
      }),
      column.accessor('position', { header: t('staffContent.theory.position') }),
      column.accessor('subTheoriesCount', { header: t('staffContent.theory.count') }),
    ],
    [t, subjectTitle],
  );
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={t('staffContent.theory.title')}
        lead={t('staffContent.theory.lead')}
        actions={<Button onClick={() => setCreating(true)}>{t('staffContent.theory.new')}</Button>}
      />
      <ListFilters>
        <Select
          label={t('staffContent.theory.subject')}
          placeholder={t('staffContent.theory.allSubjects')}
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
        label={t('staffContent.theory.label')}
        columns={columns}
        rows={topics.data?.results}
        count={topics.data?.count ?? 0}
        pagination={pagination}
        onPaginationChange={setPagination}
        failed={topics.isError}
        empty={t('staffContent.theory.empty')}
        rowId={(topic) => String(topic.id)}
        minWidth={640}
      />
      <TopicModal
        opened={creating}
        onClose={() => setCreating(false)}
        onSaved={(topic) => void navigate({ to: paths.staffTheoryTopic, params: { topicId: String(topic.id) } })}
      />
    </Stack>
  );
}

import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusOf, withFilters, type ReportsSearch, type ReportsStatus } from '../lib/report-filters';
import '../i18n';

export interface LessonOption {
  id: number;
  title: string;
}

interface ReportFiltersProps {
  search: ReportsSearch;
  lessons: LessonOption[];
  onChange: (search: ReportsSearch) => void;
}

const STATUSES: { value: ReportsStatus; label: string }[] = [
  { value: 'open', label: 'moderation.reports.statusOpen' },
  { value: 'hidden', label: 'moderation.reports.statusHidden' },
  { value: 'dismissed', label: 'moderation.reports.statusDismissed' },
  { value: 'all', label: 'moderation.reports.statusAll' },
];

/** Status and lesson of the queue; native selects, the quickest to use on a phone. */
export function ReportFilters({ search, lessons, onChange }: ReportFiltersProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <NativeSelect
        label={t('moderation.reports.status')}
        size="md"
        value={statusOf(search)}
        onChange={(event) => onChange(withFilters(search, { status: event.currentTarget.value as ReportsStatus }))}
        data={STATUSES.map((status) => ({ value: status.value, label: t(status.label) }))}
      />
      <NativeSelect
        label={t('moderation.reports.lesson')}
        size="md"
        value={search.lesson ? String(search.lesson) : ''}
        onChange={(event) =>
          onChange(
            withFilters(search, { lesson: event.currentTarget.value ? Number(event.currentTarget.value) : null }),
          )
        }
        data={[
          { value: '', label: t('moderation.reports.allLessons') },
          ...lessons.map((lesson) => ({ value: String(lesson.id), label: lesson.title })),
        ]}
      />
    </SimpleGrid>
  );
}

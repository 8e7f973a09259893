import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSubjects } from '../api/homework-api';
import type { DeadlineWindow, HomeworkListFilters } from '../lib/list-search';
import type { HomeworkListFilter } from '@school/contract';

const STATUSES: HomeworkListFilter[] = ['todo', 'checking', 'checked', 'expired'];
const DEADLINES: DeadlineWindow[] = ['week', 'month', 'overdue'];

interface ListFiltersProps {
  filters: HomeworkListFilters;
  onChange: (change: Partial<HomeworkListFilters>) => void;
}

/** Subject, status group and deadline window; each change is written to the URL by the page. */
export function ListFilters({ filters, onChange }: ListFiltersProps) {
  const { t } = useTranslation();
  const subjects = useSubjects().data ?? [];
  return (
    <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
      <Select
        label={t('homework.list.subject')}
        placeholder={t('homework.list.allSubjects')}
        data={subjects.map((subject) => ({ value: String(subject.id), label: subject.title }))}
        value={filters.subject === undefined ? null : String(filters.subject)}
        onChange={(value) => onChange({ subject: value ? Number(value) : undefined })}
        clearable
        miw={160}
      />
      <Select
        label={t('homework.list.statusLabel')}
        placeholder={t('homework.list.any')}
        data={STATUSES.map((status) => ({ value: status, label: t(`homework.list.statusFilter.${status}`) }))}
        value={filters.status ?? null}
        onChange={(value) => onChange({ status: (value as HomeworkListFilter | null) ?? undefined })}
        clearable
        miw={160}
      />
      <Select
        label={t('homework.list.deadlineLabel')}
        placeholder={t('homework.list.anyDeadline')}
        data={DEADLINES.map((deadline) => ({ value: deadline, label: t(`homework.list.deadlineFilter.${deadline}`) }))}
        value={filters.deadline ?? null}
        onChange={(value) => onChange({ deadline: (value as DeadlineWindow | null) ?? undefined })}
        clearable
        miw={160}
      />
    </Group>
  );
}

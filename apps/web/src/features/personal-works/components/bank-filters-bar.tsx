import { NativeSelect, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ClassType } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { useTaskNumbers, useTopics } from '../api/task-bank';
import type { BankFilters } from '../lib/bank-filters';
import '../i18n';

interface BankFiltersBarProps {
  filters: BankFilters;
  /** What the tutor types; the query follows it a moment later. */
  search: string;
  onSearch: (value: string) => void;
  onChange: (patch: Partial<Omit<BankFilters, 'page'>>) => void;
  subjects: ClassType[] | undefined;
}

const idOrNull = (value: string): number | null => (value === '' ? null : Number(value));

/** Subject, exam task number and topic (the subject's own), a text search and the source. Native selects: quickest on a phone. */
export function BankFiltersBar({ filters, search, onSearch, onChange, subjects }: BankFiltersBarProps) {
  const { t } = useTranslation();
  const numbers = useTaskNumbers(filters.classType);
  const topics = useTopics(filters.classType);
  const disabled = filters.classType === null;
  return (
    <Stack gap="sm" role="group" aria-label={t('personalWorks.bank.filters')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NativeSelect
          label={t('personalWorks.bank.subject')}
          value={filters.classType === null ? '' : String(filters.classType)}
          onChange={(event) => onChange({ classType: idOrNull(event.currentTarget.value) })}
          data={[
            { value: '', label: t('personalWorks.bank.allSubjects') },
            ...(subjects ?? []).map((subject) => ({ value: String(subject.id), label: subject.title })),
          ]}
        />
        <NativeSelect
          label={t('personalWorks.bank.taskNumber')}
          disabled={disabled}
          value={filters.taskNumber === null ? '' : String(filters.taskNumber)}
          onChange={(event) => onChange({ taskNumber: idOrNull(event.currentTarget.value) })}
          data={[
            { value: '', label: t('personalWorks.bank.anyNumber') },
            ...(numbers.data ?? []).map((item) => ({
              value: String(item.id),
              label: t('personalWorks.bank.numberOption', { number: item.number, title: item.title }),
            })),
          ]}
        />
        <NativeSelect
          label={t('personalWorks.bank.topic')}
          disabled={disabled}
          value={filters.topic === null ? '' : String(filters.topic)}
          onChange={(event) => onChange({ topic: idOrNull(event.currentTarget.value) })}
          data={[
            { value: '', label: t('personalWorks.bank.anyTopic') },
            ...(topics.data ?? []).map((item) => ({ value: String(item.id), label: item.title })),
          ]}
        />
      </SimpleGrid>
      <TextInput
        label={t('personalWorks.bank.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={100}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      <SegmentedControl
        aria-label={t('personalWorks.bank.source')}
        value={filters.source}
        onChange={(value) => onChange({ source: value as BankFilters['source'] })}
        data={[
          { value: 'all', label: t('personalWorks.bank.sourceAll') },
          { value: 'bank', label: t('personalWorks.bank.sourceBank') },
          { value: 'own', label: t('personalWorks.bank.sourceOwn') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}

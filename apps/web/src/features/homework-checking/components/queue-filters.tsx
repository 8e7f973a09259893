import { NativeSelect, SimpleGrid } from '@mantine/core';
import type { ResponseOf, contract } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { withHomework, withSubject, type QueueSearch } from '../lib/queue-filters';
import '../../../shared/homework-checking/i18n';

type Subjects = ResponseOf<typeof contract.homework.checkingSubjects>;

interface QueueFiltersProps {
  subjects: Subjects;
  search: QueueSearch;
  onChange: (search: QueueSearch) => void;
}

const idOf = (value: string): number | undefined => (value ? Number(value) : undefined);

/** Subject and homework of the queue; native selects, the quickest to use on a phone. */
export function QueueFilters({ subjects, search, onChange }: QueueFiltersProps) {
  const { t } = useTranslation();
  const shown = search.subject ? subjects.filter((entry) => entry.classType.id === search.subject) : subjects;
  const homeworkOptions = shown.map((entry) => ({
    group: entry.classType.title,
    items: entry.homeworks.map((homework) => ({
      value: String(homework.id),
      label: `${homework.title} (${homework.waiting})`,
    })),
  }));
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      component="fieldset"
      aria-label={t('checking.queue.filters')}
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
    >
      <NativeSelect
        label={t('checking.queue.subject')}
        size="md"
        value={search.subject ? String(search.subject) : ''}
        onChange={(event) => onChange(withSubject(search, idOf(event.currentTarget.value), subjects))}
        data={[
          { value: '', label: t('checking.queue.allSubjects') },
          ...subjects.map((entry) => ({ value: String(entry.classType.id), label: entry.classType.title })),
        ]}
      />
      <NativeSelect
        label={t('checking.queue.homework')}
        size="md"
        value={search.homework ? String(search.homework) : ''}
        onChange={(event) => onChange(withHomework(search, idOf(event.currentTarget.value), subjects))}
        data={[{ value: '', label: t('checking.queue.allHomework') }, ...homeworkOptions]}
      />
    </SimpleGrid>
  );
}

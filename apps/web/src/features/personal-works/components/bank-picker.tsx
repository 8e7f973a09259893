import { useState } from 'react';
import { Button, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import type { BankTask, ClassType } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { useBank } from '../api/task-bank';
import { bankPageCount, changeBankFilters, type BankFilters } from '../lib/bank-filters';
import { TASKS_MAX } from '../lib/work-draft';
import { BankFiltersBar } from './bank-filters-bar';
import { TaskPreview } from './task-preview';
import '../i18n';

const SEARCH_DEBOUNCE_MS = 300;

interface BankPickerProps {
  filters: BankFilters;
  onFilters: (filters: BankFilters) => void;
  chosen: ReadonlySet<number>;
  onAdd: (task: BankTask) => void;
  onOwnTask: () => void;
  subjects: ClassType[] | undefined;
}

/** Spec 3 §7 `GET /v2/materials/tasks/`: the bank by subject, exam number, topic and text, a page at a time. */
export function BankPicker({ filters, onFilters, chosen, onAdd, onOwnTask, subjects }: BankPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(filters.search);
  const [search] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const effective = search === filters.search ? filters : changeBankFilters(filters, { search });
  const bank = useBank(effective);
  const full = chosen.size >= TASKS_MAX;
  const change = (patch: Partial<Omit<BankFilters, 'page'>>) => onFilters(changeBankFilters(effective, patch));

  const results = () => {
    if (bank.isError)
      return <LoadError message={t('personalWorks.bank.loadError')} onRetry={() => void bank.refetch()} />;
    if (!bank.data)
      return (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={140} radius="md" />
          <Skeleton h={140} radius="md" />
        </Stack>
      );
    if (bank.data.count === 0)
      return (
        <EmptyState
          title={t('personalWorks.bank.empty')}
          hint={t('personalWorks.bank.emptyHint')}
          icon={<IconSearch size={26} />}
        />
      );
    const pages = bankPageCount(bank.data.count);
    return (
      <Stack gap="sm" style={{ opacity: bank.isPlaceholderData ? 0.6 : 1 }}>
        {bank.data.results.map((task) => {
          const added = chosen.has(task.id);
          return (
            <TaskPreview
              key={task.id}
              task={task}
              actions={
                <Button
                  size="sm"
                  variant={added ? 'default' : 'light'}
                  leftSection={added ? <IconCheck size={16} /> : <IconPlus size={16} />}
                  disabled={added || full}
                  onClick={() => onAdd(task)}
                  aria-label={added ? undefined : t('personalWorks.bank.addLabel', { id: task.id })}
                >
                  {added ? t('personalWorks.bank.added') : t('personalWorks.bank.add')}
                </Button>
              }
            />
          );
        })}
        {pages > 1 && (
          <Pagination
            total={pages}
            value={effective.page}
            onChange={(page) => onFilters({ ...effective, page })}
            aria-label={t('personalWorks.bank.pagination')}
            getControlProps={(control) => ({ 'aria-label': t(`personalWorks.pages.${control}`) })}
            size="sm"
          />
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="bank-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="bank-title">
          {t('personalWorks.bank.title')}
        </Title>
        <Button variant="default" leftSection={<IconPlus size={16} />} onClick={onOwnTask}>
          {t('personalWorks.bank.ownTask')}
        </Button>
      </Group>
      <BankFiltersBar filters={effective} search={typed} onSearch={setTyped} onChange={change} subjects={subjects} />
      {full && (
        <Text size="sm" c="dimmed" role="status">
          {t('personalWorks.bank.full', { count: TASKS_MAX })}
        </Text>
      )}
      {results()}
    </Stack>
  );
}

import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contract } from '../api/contract';
import { call } from '../api/client';
import { ApiError } from '../api/api-error';
import { statusesQuery } from './profile-queries';
import './class-choice-i18n';

const classChoiceQuery = queryOptions({
  queryKey: ['profile', 'class-types'],
  queryFn: ({ signal }) => call(contract.profile.classTypes, { signal }),
});
export const useClassChoice = () => useQuery(classChoiceQuery);

export const useClassYears = () =>
  useQuery({ queryKey: ['core', 'class-years'], queryFn: ({ signal }) => call(contract.core.classYears, { signal }) });

export const useClassTypes = (classYear: number | null) =>
  useQuery({
    queryKey: ['core', 'class-types', classYear],
    queryFn: ({ signal }) => call(contract.core.classTypes, { query: { classYear: classYear ?? undefined }, signal }),
    enabled: classYear !== null,
  });

/** Saving the choice marks goals chosen, and the education goals follow the subjects (issue 13). */
export function useChooseClassTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { classYear: number; classTypes: number[] }) =>
      call(contract.profile.updateClassTypes, { body: choice }),
    onSuccess: async (choice) => {
      queryClient.setQueryData(classChoiceQuery.queryKey, choice);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: statusesQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['individual-program'] }),
      ]);
    },
  });
}

interface ClassChoiceFormProps {
  /** After a successful save (the statuses are fresh by then). */
  onSaved?: () => void;
  submitLabel?: string;
}

/**
 * The class year and subjects a student studies (`/v2/students/class-types/`): the profile's card
 * and the goals and onboarding screens (issue 13) share it.
 */
export function ClassChoiceForm({ onSaved, submitLabel }: ClassChoiceFormProps) {
  const { t } = useTranslation();
  const choice = useClassChoice();
  const years = useClassYears();
  const [year, setYear] = useState<number | null>(null);
  const [subjects, setSubjects] = useState<string[]>([]);
  const types = useClassTypes(year);
  const save = useChooseClassTypes();
  useEffect(() => {
    if (!choice.data) return;
    setYear(choice.data.classYear);
    setSubjects(choice.data.classTypes.map(String));
  }, [choice.data]);
  const error = save.error instanceof ApiError ? save.error.first?.detail : undefined;
  return (
    <Stack gap="sm">
      <Select
        label={t('classChoice.classYear')}
        placeholder={t('classChoice.classYearPlaceholder')}
        data={(years.data ?? []).map((item) => ({ value: String(item.id), label: item.title }))}
        value={year === null ? null : String(year)}
        onChange={(value) => {
          setYear(value ? Number(value) : null);
          setSubjects([]);
        }}
        allowDeselect={false}
        maw={240}
      />
      {year !== null && (
        <Checkbox.Group label={t('classChoice.subjects')} value={subjects} onChange={setSubjects}>
          <Group gap="md" mt={6}>
            {(types.data ?? []).map((type) => (
              <Checkbox key={type.id} value={String(type.id)} label={type.title} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Button
        style={{ alignSelf: 'flex-start' }}
        disabled={year === null || subjects.length === 0}
        loading={save.isPending}
        onClick={() =>
          year !== null &&
          save.mutate(
            { classYear: year, classTypes: subjects.map(Number) },
            {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: t('classChoice.saved') });
                onSaved?.();
              },
            },
          )
        }
      >
        {submitLabel ?? t('classChoice.save')}
      </Button>
    </Stack>
  );
}

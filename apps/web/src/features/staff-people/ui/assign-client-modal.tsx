import { useState } from 'react';
import { Group, NumberInput, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AssignTutorClientSchema } from '@school/contract';
import type { z } from 'zod';
import { FormModal } from '../../../shared/staff/form-modal';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { useStudentSearch, useSubjects } from '../api/people';
import { useAssignTutorClient } from '../api/people-extras';
import '../i18n';

type Values = z.input<typeof AssignTutorClientSchema>;

const GRADES = ['9', '10', '11'];

/** «Назначить ученика»: a student found by name or e-mail, the subject, the grade and the pace. */
export function AssignClientModal({
  tutorId,
  opened,
  onClose,
  onDone,
}: {
  tutorId: number;
  opened: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const assign = useAssignTutorClient(tutorId);
  const subjects = useSubjects();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const students = useStudentSearch(
    { limit: 20, offset: 0, search: debounced || undefined, ordering: 'last_name' },
    opened,
  );
  const { control, handleSubmit, setError, formState, reset } = useForm<Values>({
    resolver: zodResolver(AssignTutorClientSchema),
    defaultValues: { student: undefined, classType: undefined, classYear: 11, lessonsPerWeek: 1 },
  });
  const { alerts, run, clear } = useServerErrors(
    setError,
    ['student', 'classType', 'classYear', 'lessonsPerWeek'],
    t('staffPeople.tutors.assign.failed'),
  );
  const close = () => {
    reset();
    clear();
    setSearch('');
    onClose();
  };
  const submit = handleSubmit((values) =>
    run(async () => {
      const client = await assign.mutateAsync(AssignTutorClientSchema.parse(values));
      const name = `${client.student.firstName} ${client.student.lastName}`.trim() || client.student.email;
      onDone(t('staffPeople.tutors.assign.done', { name }));
      close();
    }),
  );
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('staffPeople.tutors.assign.title')}
      onSubmit={submit}
      alerts={alerts}
      pending={formState.isSubmitting}
      cancelLabel={t('staffPeople.tutors.assign.cancel')}
      submitLabel={t('staffPeople.tutors.assign.submit')}
    >
      {' '}
      <Text size="sm" c="dimmed">
        {t('staffPeople.tutors.assign.lead')}
      </Text>
      <Controller
        control={control}
        name="student"
        render={({ field, fieldState }) => (
          <Select
            label={t('staffPeople.tutors.assign.student')}
            placeholder={t('staffPeople.tutors.assign.studentSearch')}
            required
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            nothingFoundMessage="—"
            data={(students.data?.results ?? []).map((student) => ({
              value: String(student.id),
              label: `${student.lastName} ${student.firstName} · ${student.email}`.trim(),
            }))}
            value={field.value ? String(field.value) : null}
            onChange={(value) => field.onChange(value ? Number(value) : undefined)}
            error={fieldState.error?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Controller
        control={control}
        name="classType"
        render={({ field, fieldState }) => (
          <Select
            label={t('staffPeople.tutors.assign.subject')}
            required
            data={(subjects.data ?? []).map((subject) => ({ value: String(subject.id), label: subject.title }))}
            value={field.value ? String(field.value) : null}
            onChange={(value) => field.onChange(value ? Number(value) : undefined)}
            error={fieldState.error?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Group grow align="flex-start">
        <Controller
          control={control}
          name="classYear"
          render={({ field, fieldState }) => (
            <Select
              label={t('staffPeople.tutors.assign.grade')}
              required
              data={GRADES}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(value ? Number(value) : undefined)}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={control}
          name="lessonsPerWeek"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('staffPeople.tutors.assign.pace')}
              required
              min={1}
              max={14}
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              error={fieldState.error?.message}
            />
          )}
        />
      </Group>
    </FormModal>
  );
}

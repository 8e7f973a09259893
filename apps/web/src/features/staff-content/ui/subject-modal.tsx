import { ColorInput, MultiSelect, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffSubjectInputSchema, type StaffSubject } from '@school/contract';
import type { z } from 'zod';
import { FormModal } from '../../../shared/staff/form-modal';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { useClassYears, useSaveSubject } from '../api/content';
import '../i18n';
import { PositionInput } from './position-input';

type Values = z.input<typeof StaffSubjectInputSchema>;
const FIELDS = ['title', 'colorBase', 'colorToxic', 'sortOrder', 'classYears'] as const;

/** Creates a subject, or edits `subject` when given. */
export function SubjectModal({
  subject,
  opened,
  onClose,
}: {
  subject?: StaffSubject;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const years = useClassYears();
  const save = useSaveSubject();
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(StaffSubjectInputSchema),
    values: {
      title: subject?.title ?? '',
      colorBase: subject?.colorBase ?? '#4263eb',
      colorToxic: subject?.colorToxic ?? '#74c0fc',
      sortOrder: subject?.sortOrder ?? 0,
      classYears: subject?.classYears ?? [],
    },
  });
  const { alerts, run } = useServerErrors(setError, FIELDS, t('staffContent.common.failed'));
  const submit = handleSubmit((values) =>
    run(async () => {
      await save.mutateAsync({ id: subject?.id, body: StaffSubjectInputSchema.parse(values) });
      onClose();
    }),
  );
  const yearOptions = (years.data ?? []).map((year) => ({ value: String(year.id), label: year.title }));
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={subject ? t('staffContent.subjects.editTitle', { title: subject.title }) : t('staffContent.subjects.new')}

      onSubmit={submit}
      alerts={alerts}
      pending={save.isPending}
      cancelLabel={t('staffContent.common.cancel')}
      submitLabel={subject ? t('staffContent.common.save') : t('staffContent.common.create')}
    >
      <TextInput
        label={t('staffContent.common.title')}
        required
        maxLength={80}
        error={formState.errors.title?.message}
        {...register('title')}
      />
      <Controller
        control={control}
        name="colorBase"
        render={({ field }) => (
          <ColorInput
            label={t('staffContent.subjects.colorBase')}
            format="hex"
            required
            value={field.value}
            onChange={field.onChange}
            error={formState.errors.colorBase?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="colorToxic"
        render={({ field }) => (
          <ColorInput
            label={t('staffContent.subjects.colorToxic')}
            format="hex"
            required
            value={field.value}
            onChange={field.onChange}
            error={formState.errors.colorToxic?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="classYears"
        render={({ field }) => (
          <MultiSelect
            label={t('staffContent.subjects.classYears')}
            data={yearOptions}
            value={(field.value ?? []).map(String)}
            onChange={(value) => field.onChange(value.map(Number))}
            error={formState.errors.classYears?.message}
          />
        )}
      />
      <PositionInput control={control} name="sortOrder" label={t('staffContent.subjects.sortOrder')} />
    </FormModal>
  );
}

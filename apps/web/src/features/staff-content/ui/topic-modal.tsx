import { Select, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffTheoryTopicInputSchema, type StaffTheoryTopic, type StaffTheoryTopicDetail } from '@school/contract';
import type { z } from 'zod';
import { FormModal } from '../../../shared/staff/form-modal';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { useAllSubjects } from '../api/content';
import { useSaveTopic } from '../api/extras';
import '../i18n';
import { PositionInput } from './position-input';

type Values = z.input<typeof StaffTheoryTopicInputSchema>;
const FIELDS = ['classType', 'title', 'description', 'position'] as const;

/** Creates a theory topic (then `onSaved` gets it), or edits `topic` when given. */
export function TopicModal({
  topic,
  opened,
  onClose,
  onSaved,
}: {
  topic?: StaffTheoryTopic;
  opened: boolean;
  onClose: () => void;
  onSaved?: (topic: StaffTheoryTopicDetail) => void;
}) {
  const { t } = useTranslation();
  const subjects = useAllSubjects();
  const save = useSaveTopic(topic?.id);
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(StaffTheoryTopicInputSchema),
    values: {
      classType: topic?.classTypeId ?? 0,
      title: topic?.title ?? '',
      description: topic?.description ?? '',
      position: topic?.position ?? 0,
    },
  });
  const { alerts, run } = useServerErrors(setError, FIELDS, t('staffContent.common.failed'));
  const submit = handleSubmit((values) =>
    run(async () => {
      const saved = await save.mutateAsync(StaffTheoryTopicInputSchema.parse(values));
      onSaved?.(saved);
      onClose();
    }),
  );
  const subjectOptions = (subjects.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.title }));
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={topic ? t('staffContent.theory.editTitle', { title: topic.title }) : t('staffContent.theory.new')}

      onSubmit={submit}
      alerts={alerts}
      pending={save.isPending}
      cancelLabel={t('staffContent.common.cancel')}
      submitLabel={topic ? t('staffContent.common.save') : t('staffContent.common.create')}
    >
      <Controller
        control={control}
        name="classType"
        render={({ field }) => (
          <Select
            label={t('staffContent.theory.subject')}
            required
            data={subjectOptions}
            value={field.value ? String(field.value) : null}
            onChange={(value) => field.onChange(value ? Number(value) : 0)}
            error={formState.errors.classType?.message}
            searchable
          />
        )}
      />
      <TextInput
        label={t('staffContent.common.title')}
        required
        maxLength={200}
        error={formState.errors.title?.message}
        {...register('title')}
      />
      <Textarea
        label={t('staffContent.common.description')}
        maxLength={2000}
        autosize
        minRows={2}
        error={formState.errors.description?.message}
        {...register('description')}
      />
      <PositionInput control={control} name="position" label={t('staffContent.theory.position')} />
    </FormModal>
  );
}

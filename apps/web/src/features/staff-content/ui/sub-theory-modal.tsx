import { TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffSubTheoryInputSchema, type StaffSubTheory } from '@school/contract';
import type { z } from 'zod';
import { FormModal } from '../../../shared/staff/form-modal';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { RichTextField } from '../../../shared/staff/rich-text-editor';
import { useSaveSubTheory } from '../api/extras';
import '../i18n';

type Values = z.input<typeof StaffSubTheoryInputSchema>;
const FIELDS = ['title', 'text', 'videoUrl'] as const;

/** Adds a sub-theory to the topic, or edits `subTheory` when given: title, video link, rich text. */
export function SubTheoryModal({
  topicId,
  subTheory,
  opened,
  onClose,
}: {
  topicId: number;
  subTheory?: StaffSubTheory;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSubTheory(topicId);
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(StaffSubTheoryInputSchema),
    values: {
      title: subTheory?.title ?? '',
      text: subTheory?.text ?? '',
      videoUrl: subTheory?.videoUrl ?? null,
    },
  });
  const { alerts, run } = useServerErrors(setError, FIELDS, t('staffContent.common.failed'));
  const submit = handleSubmit((values) =>
    run(async () => {
      await save.mutateAsync({ id: subTheory?.id, body: StaffSubTheoryInputSchema.parse(values) });
      onClose();
    }),
  );
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={subTheory ? t('staffContent.theory.subEdit', { title: subTheory.title }) : t('staffContent.theory.subNew')}

      onSubmit={submit}
      alerts={alerts}
      pending={save.isPending}
      cancelLabel={t('staffContent.common.cancel')}
      submitLabel={subTheory ? t('staffContent.common.save') : t('staffContent.common.create')}
    >
      <TextInput
        label={t('staffContent.common.title')}
        required
        maxLength={200}
        error={formState.errors.title?.message}
        {...register('title')}
      />
      <Controller
        control={control}
        name="videoUrl"
        render={({ field }) => (
          <TextInput
            label={t('staffContent.theory.videoUrl')}
            description={t('staffContent.theory.videoUrlHint')}
            maxLength={2000}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.currentTarget.value.trim() || null)}
            error={formState.errors.videoUrl?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="text"
        render={({ field }) => (
          <RichTextField
            label={t('staffContent.theory.subText')}
            initial={field.value ?? ''}
            onChange={field.onChange}
            error={formState.errors.text?.message}
          />
        )}
      />
    </FormModal>
  );
}

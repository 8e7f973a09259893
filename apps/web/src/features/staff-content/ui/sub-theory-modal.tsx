import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffSubTheoryInputSchema, type StaffSubTheory } from '@school/contract';
import type { z } from 'zod';
import { useServerErrors } from '../../../shared/api/use-server-errors';
import { RichTextField } from '../../../shared/staff/rich-text-editor';
import { FormAlerts } from '../../../shared/ui/form-alerts';
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
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={subTheory ? t('staffContent.theory.subEdit', { title: subTheory.title }) : t('staffContent.theory.subNew')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <FormAlerts messages={alerts} />
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('staffContent.common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {subTheory ? t('staffContent.common.save') : t('staffContent.common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

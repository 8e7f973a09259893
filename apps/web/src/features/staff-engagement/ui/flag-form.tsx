import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FlagChangeSchema, type StaffFlag } from '@school/contract';
import { applyServerErrors } from '../../../shared/api/form-errors';
import { useSaveFlag, type FlagBody } from '../api/engagement';

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** The contract's flag change, with the value and the rules as JSON text the way GrowthBook writes them. */
const FormSchema = z.object({
  defaultValue: z.string().trim().min(1).refine(parses, 'json'),
  rules: z
    .string()
    .trim()
    .refine((text) => parses(text) && Array.isArray(JSON.parse(text)), 'rules'),
  description: FlagChangeSchema.shape.description.unwrap(),
});
type FormValues = z.infer<typeof FormSchema>;

export function FlagForm({ flag, onDone }: { flag: StaffFlag; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveFlag();
  const [alerts, setAlerts] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      defaultValue: JSON.stringify(flag.defaultValue),
      rules: JSON.stringify(flag.rules, null, 2),
      description: flag.description,
    },
  });
  const { errors, isSubmitting } = formState;
  const message = (code: string | undefined) =>
    code === 'json'
      ? t('staff.engagement.flag.badJson')
      : code === 'rules'
        ? t('staff.engagement.flag.badRules')
        : code;

  const submit = handleSubmit(async (values) => {
    setAlerts([]);
    try {
      await save.mutateAsync({
        key: flag.key,
        body: {
          defaultValue: JSON.parse(values.defaultValue) as FlagBody['defaultValue'],
          rules: JSON.parse(values.rules) as Record<string, unknown>[],
          description: values.description,
        },
      });
      notifications.show({ color: 'teal', message: t('staff.engagement.flag.saved', { key: flag.key }) });
      onDone();
    } catch (error) {
      setAlerts(
        applyServerErrors(error, setError, ['defaultValue', 'rules', 'description'], t('staff.engagement.failed')),
      );
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {alerts.length > 0 && (
          <Alert color="red" role="alert">
            {alerts.join(' ')}
          </Alert>
        )}
        <TextInput
          label={t('staff.engagement.flag.value')}
          description={t('staff.engagement.flag.valueHint')}
          ff="monospace"
          required
          error={message(errors.defaultValue?.message)}
          {...register('defaultValue')}
        />
        <Textarea
          label={t('staff.engagement.flag.rules')}
          description={t('staff.engagement.flag.rulesHint')}
          autosize
          minRows={3}
          maxRows={14}
          ff="monospace"
          error={message(errors.rules?.message)}
          {...register('rules')}
        />
        <TextInput
          label={t('staff.engagement.flag.description')}
          error={errors.description?.message}
          {...register('description')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('staff.engagement.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('staff.engagement.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

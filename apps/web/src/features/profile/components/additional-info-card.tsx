import { useEffect } from 'react';
import { Button, Card, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdditionalInfo } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { useAdditionalInfo, useUpdateAdditionalInfo } from '../api/profile-api';

type Values = Record<keyof AdditionalInfo, string>;
const FIELDS: (keyof AdditionalInfo)[] = ['city', 'school', 'parentFullName', 'parentPhone'];
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const toValues = (info: AdditionalInfo): Values => ({
  city: info.city ?? '',
  school: info.school ?? '',
  parentFullName: info.parentFullName ?? '',
  parentPhone: info.parentPhone ?? '',
});
const toPatch = (values: Values): AdditionalInfo => ({
  city: values.city.trim() || null,
  school: values.school.trim() || null,
  parentFullName: values.parentFullName.trim() || null,
  parentPhone: values.parentPhone.trim() || null,
});

/** `/v2/core/users/additional-info/`: where the student studies and how to reach a parent (docs/profile.md). */
export function AdditionalInfoCard() {
  const { t } = useTranslation();
  const info = useAdditionalInfo();
  const save = useUpdateAdditionalInfo();
  const form = useForm<Values>({ defaultValues: { city: '', school: '', parentFullName: '', parentPhone: '' } });
  const { reset } = form;
  useEffect(() => {
    if (info.data) reset(toValues(info.data));
  }, [info.data, reset]);
  const submit = form.handleSubmit((values) =>
    save.mutate(toPatch(values), {
      onSuccess: () => notifications.show({ color: 'teal', message: t('profile.additional.saved') }),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const field of FIELDS) {
          const detail = error.fields[snake(field)];
          if (detail) form.setError(field, { message: detail });
        }
      },
    }),
  );
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      id="additional-info"
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('profile.additional.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('profile.additional.text')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`profile.additional.${field}`)}
              disabled={info.isPending}
              type={field === 'parentPhone' ? 'tel' : 'text'}
              error={form.formState.errors[field]?.message}
              {...form.register(field)}
            />
          ))}
        </SimpleGrid>
        <Button
          type="submit"
          style={{ alignSelf: 'flex-start' }}
          loading={save.isPending}
          disabled={!form.formState.isDirty}
        >
          {t('profile.additional.save')}
        </Button>
      </Stack>
    </Card>
  );
}

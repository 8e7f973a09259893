import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { appSettings } from '../../../shared/config/app-settings';
import { paths } from '../../../shared/config/paths';
import { FormNotice } from '../../../shared/profile/form-notice';
import { ButtonLink } from '../../../shared/ui/router-link';
import { useUpdateProfile } from '../api/profile-api';
import { profileFormDefaults, profileFormSchema, profilePatch, type ProfileForm } from '../lib/profile-form-schema';

const FIELD_OF: Record<string, keyof ProfileForm> = {
  first_name: 'firstName',
  last_name: 'lastName',
  birthday: 'birthday',
  nickname: 'nickname',
  telegram: 'telegram',
};

/** Spec 1 §2 ProfileEdit: what the variant lets a student change (spec 1 §6), checked by spec 1 §5 on both sides. */
export function ProfileFormCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema(appSettings().variant)),
    mode: 'onTouched',
    defaultValues: profileFormDefaults(profile),
  });
  const { editable } = profile;
  const errorOf = (name: keyof ProfileForm) => {
    const message = form.formState.errors[name]?.message;
    return message ? t(message, { min: 2, max: 40 }) : undefined;
  };
  const submit = form.handleSubmit((values) =>
    update.mutate(profilePatch(values, profile, editable), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('profile.form.saved') });
        void navigate({ to: paths.profile });
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [attr, detail] of Object.entries(error.fields)) {
          const field = FIELD_OF[attr];
          if (field) form.setError(field, { message: detail });
        }
      },
    }),
  );
  const general = update.error instanceof ApiError && Object.keys(update.error.fields).length === 0;
  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('profile.form.title')}
        </Title>
        <FormNotice
          notice={general || (update.isError && !(update.error instanceof ApiError)) ? t('profile.form.failed') : null}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('profile.form.lastName')}
            autoComplete="family-name"
            required
            miw={220}
            {...form.register('lastName')}
            error={errorOf('lastName')}
          />
          <TextInput
            label={t('profile.form.firstName')}
            autoComplete="given-name"
            required
            miw={220}
            {...form.register('firstName')}
            error={errorOf('firstName')}
          />
        </Group>
        {editable.birthday && (
          <TextInput
            type="date"
            label={t('profile.birthday')}
            maw={240}
            {...form.register('birthday')}
            error={errorOf('birthday')}
          />
        )}
        {editable.nickname && (
          <TextInput
            label={t('profile.nickname')}
            maw={360}
            {...form.register('nickname')}
            error={errorOf('nickname')}
          />
        )}
        {editable.telegram && (
          <TextInput
            label={t('profile.telegram')}
            leftSection="@"
            maw={360}
            {...form.register('telegram')}
            error={errorOf('telegram')}
          />
        )}
        <Group gap="sm">
          <Button type="submit" loading={update.isPending}>
            {t('profile.form.save')}
          </Button>
          <ButtonLink to={paths.profile} variant="subtle" color="gray">
            {t('profile.form.cancel')}
          </ButtonLink>
        </Group>
      </Stack>
    </Card>
  );
}

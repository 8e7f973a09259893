import { useState } from 'react';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { returnToClient, type IdentityClient } from '../../../shared/session/return-to-client';
import { applyLogin } from '../../../shared/session/session';
import { useErrorText } from '../hooks/use-error-text';
import { ChangePasswordFormSchema, type ChangePasswordForm as ChangePasswordValues } from '../lib/form-schemas';
import { applyServerErrors } from '../lib/server-errors';
import { PasswordFields } from '../../../shared/ui/registration/password-fields';
import { FormAlert } from './form-alert';
import '../i18n';

/** The server signs other sessions out and answers new tokens for this one; then back to the client. */
export function ChangePasswordForm({ client }: { client: IdentityClient }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [alerts, setAlerts] = useState<string[]>([]);
  const [leaving, setLeaving] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<ChangePasswordValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { oldPassword: '', password: '', password2: '' },
  });
  const { errors, isSubmitting } = formState;
  const fallback = t('identity.errors.unexpected');

  const back = async (change?: ChangePasswordValues) => {
    setAlerts([]);
    try {
      if (change) applyLogin(await call(contract.auth.changePassword, { body: change }));
      setLeaving(true);
      await returnToClient(client);
    } catch (error) {
      setLeaving(false);
      setAlerts(applyServerErrors(error, setError, ['oldPassword', 'password', 'password2'], fallback));
    }
  };
  const submit = handleSubmit((values) => back(values));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <FormAlert messages={alerts} />
        <PasswordInput
          label={t('identity.fields.oldPassword')}
          autoComplete="current-password"
          required
          error={errorText(errors.oldPassword?.message)}
          {...register('oldPassword')}
        />
        <PasswordFields
          register={register}
          errors={errors}
          errorText={errorText}
          keyPrefix="identity.fields"
          passwordLabelKey="newPassword"
        />
        <Group grow mt="xs">
          <Button variant="default" size="md" disabled={isSubmitting || leaving} onClick={() => void back()}>
            {t('identity.change.cancel')}
          </Button>
          <Button type="submit" size="md" loading={isSubmitting || leaving}>
            {t('identity.change.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

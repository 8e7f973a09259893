import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { useErrorText } from '../hooks/use-error-text';
import { CreatePasswordFormSchema, type CreatePasswordForm as CreatePasswordValues } from '../lib/form-schemas';
import { applyServerErrors } from '../lib/server-errors';
import { PasswordFields } from '../../../shared/ui/registration/password-fields';
import { FormAlert } from './form-alert';
import '../i18n';

/** A new password by the reset token of the e-mailed link. */
export function CreatePasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [alerts, setAlerts] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<CreatePasswordValues>({
    resolver: zodResolver(CreatePasswordFormSchema),
    defaultValues: { password: '', password2: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setAlerts([]);
    try {
      await call(contract.auth.passwordResetConfirm, { body: { token, ...values } });
      onDone();
    } catch (error) {
      setAlerts(applyServerErrors(error, setError, ['password', 'password2'], t('identity.errors.unexpected')));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <FormAlert messages={alerts} />
        <PasswordFields
          register={register}
          errors={errors}
          errorText={errorText}
          keyPrefix="identity.fields"
          passwordLabelKey="newPassword"
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {t('identity.create.submit')}
        </Button>
      </Stack>
    </form>
  );
}

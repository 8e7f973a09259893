import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import type { IdentityClient } from '../../../shared/session/return-to-client';
import { useErrorText } from '../hooks/use-error-text';
import { RecoverFormSchema, type RecoverForm as RecoverValues } from '../lib/form-schemas';
import { applyServerErrors } from '../lib/server-errors';
import { FormAlert } from './form-alert';
import '../i18n';

/** Asks for a reset link; the link comes back to create-password with the same client. */
export function RecoverForm({ client, onSent }: { client: IdentityClient; onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [alerts, setAlerts] = useState<string[]>([]);
  const { register, handleSubmit, setError, formState } = useForm<RecoverValues>({
    resolver: zodResolver(RecoverFormSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setAlerts([]);
    try {
      await call(contract.auth.passwordReset, { body: { email, ...client } });
      onSent(email);
    } catch (error) {
      setAlerts(applyServerErrors(error, setError, ['email'], t('identity.errors.unexpected')));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <FormAlert messages={alerts} />
        <TextInput
          label={t('identity.fields.email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          error={errorText(formState.errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" size="md" fullWidth loading={formState.isSubmitting}>
          {t('identity.recover.submit')}
        </Button>
      </Stack>
    </form>
  );
}

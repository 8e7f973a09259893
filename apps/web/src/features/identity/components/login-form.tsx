import { useState } from 'react';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { returnToClient, type IdentityClient } from '../../../shared/session/return-to-client';
import { applyLogin } from '../../../shared/session/session';
import { useErrorText } from '../hooks/use-error-text';
import { lazyResolver } from '../../../shared/lib/lazy-resolver';
import type { LoginForm as LoginValues } from '../lib/form-schemas';
import { applyServerErrors } from '../lib/server-errors';
import { FormAlert } from './form-alert';
import { IdentityLink } from './identity-link';
import { VkIdButton } from './vk-id-button';
import '../i18n';

const validation = lazyResolver<LoginValues>(() =>
  import('../lib/login-resolver').then((module) => module.loginResolver),
);

/** E-mail and password; on success the user goes back to the client with a one-time code (spec 1 §2). */
export function LoginForm({ client }: { client: IdentityClient }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [alerts, setAlerts] = useState<string[]>([]);
  const [leaving, setLeaving] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<LoginValues>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setAlerts([]);
    try {
      applyLogin(await call(contract.auth.login, { body: values }));
      await returnToClient(client);
      setLeaving(true);
    } catch (error) {
      setAlerts(applyServerErrors(error, setError, ['email', 'password'], t('identity.errors.unexpected')));
    }
  });

  return (
    <Stack gap="md">
      <form onSubmit={(event) => void submit(event)} onFocus={validation.preload} noValidate>
        <Stack gap="sm">
          <FormAlert messages={alerts} />
          <TextInput
            label={t('identity.fields.email')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            error={errorText(errors.email?.message)}
            {...register('email')}
          />
          <PasswordInput
            label={t('identity.fields.password')}
            autoComplete="current-password"
            required
            error={errorText(errors.password?.message)}
            {...register('password')}
          />
          <Group justify="flex-end">
            <IdentityLink page="recoverPassword" client={client} fz="sm">
              {t('identity.login.forgot')}
            </IdentityLink>
          </Group>
          <Button type="submit" size="md" fullWidth loading={isSubmitting || leaving}>
            {t('identity.login.submit')}
          </Button>
        </Stack>
      </form>
      <VkIdButton client={client} />
      <Text ta="center" fz="sm">
        {t('identity.login.noAccount')}{' '}
        <IdentityLink page="register" client={client}>
          {t('identity.login.register')}
        </IdentityLink>
      </Text>
    </Stack>
  );
}

import { useRef, useState } from 'react';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import { returnToClient, type IdentityClient } from '../../../shared/session/return-to-client';
import { applyLogin } from '../../../shared/session/session';
import { useErrorText } from '../hooks/use-error-text';
import type { LoginForm as LoginValues } from '../lib/form-schemas';
import type { LoginErrors, validateLogin } from '../lib/login-validation';
import { applyServerErrors } from '../lib/server-errors';
import { FormAlert } from './form-alert';
import { IdentityLink } from './identity-link';
import { VkIdButton } from './vk-id-button';
import '../i18n';

const FIELDS = ['email', 'password'] as const;

/**
 * The rules (and zod with them) load when the user first focuses a field, not with the page; the
 * form keeps its two fields itself rather than through the form library, which the sign-in page,
 * every user's first visit, would load for them alone (issue 8, docs/performance.md step 7).
 */
let rules: Promise<{ validateLogin: typeof validateLogin }> | undefined;
const loadRules = () => (rules ??= import('../lib/login-validation'));

/** E-mail and password; on success the user goes back to the client with a one-time code (spec 1 §2). */
export function LoginForm({ client }: { client: IdentityClient }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  // As the form library did: checked on submit, then again on every change.
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [alerts, setAlerts] = useState<string[]>([]);
  const [leaving, setLeaving] = useState(false);
  const inputs = useRef<Partial<Record<keyof LoginValues, HTMLInputElement | null>>>({});

  const check = async (next: LoginValues) => {
    const result = (await loadRules()).validateLogin(next);
    setErrors('errors' in result ? result.errors : {});
    return result;
  };

  const change = (field: keyof LoginValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    if (submitted) void check(next);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSubmitting(true);
    try {
      const result = await check(values);
      if ('errors' in result) {
        inputs.current[FIELDS.find((field) => result.errors[field])!]?.focus();
        return;
      }
      setAlerts([]);
      applyLogin(await call(contract.auth.login, { body: result.values }));
      await returnToClient(client);
      setLeaving(true);
    } catch (error) {
      const onFields: LoginErrors = {};
      const setError = (field: string, { message }: { message?: string }, options?: { shouldFocus?: boolean }) => {
        onFields[field as keyof LoginValues] = message;
        if (options?.shouldFocus) inputs.current[field as keyof LoginValues]?.focus();
      };
      setAlerts(applyServerErrors<LoginValues>(error, setError, FIELDS, t('identity.errors.unexpected')));
      setErrors(onFields);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="md">
      <form onSubmit={(event) => void submit(event)} onFocus={() => void loadRules()} noValidate>
        <Stack gap="sm">
          <FormAlert messages={alerts} />
          <TextInput
            label={t('identity.fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            value={values.email}
            onChange={change('email')}
            ref={(input) => void (inputs.current.email = input)}
            error={errorText(errors.email)}
          />
          <PasswordInput
            label={t('identity.fields.password')}
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={change('password')}
            ref={(input) => void (inputs.current.password = input)}
            error={errorText(errors.password)}
          />
          <Group justify="flex-end">
            <IdentityLink page="recoverPassword" client={client} fz="sm">
              {t('identity.login.forgot')}
            </IdentityLink>
          </Group>
          <Button type="submit" size="md" fullWidth loading={submitting || leaving}>
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

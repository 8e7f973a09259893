import { PasswordInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type PasswordField = 'password' | 'password2';

interface PasswordFieldsProps {
  register: (name: PasswordField) => UseFormRegisterReturn;
  errors: Partial<Record<PasswordField, { message?: string }>>;
  /** The form's own message to text mapping (each feature words its errors). */
  errorText: (message: string | undefined) => string | undefined;
  /** The i18n prefix whose `password`, `passwordHint` and `password2` keys label the fields. */
  keyPrefix: string;
  /** Key of the first field's label under the prefix, when it is not `password` (e.g. `newPassword`). */
  passwordLabelKey?: string;
}

/** A new password and its repetition, both required. */
export function PasswordFields({
  register,
  errors,
  errorText,
  keyPrefix,
  passwordLabelKey = 'password',
}: PasswordFieldsProps) {
  const { t } = useTranslation(undefined, { keyPrefix });
  return (
    <>
      <PasswordInput
        label={t(passwordLabelKey)}
        description={t('passwordHint')}
        autoComplete="new-password"
        required
        error={errorText(errors.password?.message)}
        {...register('password')}
      />
      <PasswordInput
        label={t('password2')}
        autoComplete="new-password"
        required
        error={errorText(errors.password2?.message)}
        {...register('password2')}
      />
    </>
  );
}
